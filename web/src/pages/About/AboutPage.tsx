// About Inkwell: what it is, who it is for and how it is run.
import { ButtonLink } from "../../components/ButtonLink";
import { Card } from "../../components/Card";
import { Icon, type IconName } from "../../components/Icon";
import { PageHeader } from "../../components/PageHeader";
import styles from "./About.module.css";

const FEATURES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "pen",
    title: "Write beautifully",
    text: "A focused editor, drafts, scheduling and SEO settings for every post.",
  },
  {
    icon: "user",
    title: "Build a readership",
    text: "Readers follow you, like and bookmark your work, and join the conversation.",
  },
  {
    icon: "message",
    title: "Talk directly",
    text: "Direct messages connect writers and readers without leaving the site.",
  },
  {
    icon: "settings",
    title: "Own your platform",
    text: "Inkwell is self-hostable: your words, your server, your rules.",
  },
];

export default function AboutPage() {
  return (
    <div className={styles.page}>
      <PageHeader eyebrow="About" title="A home for writing that lasts" />
      <p className={styles.lead}>
        Inkwell is a blogging platform for people who care about words. It gives writers a calm place to draft
        and publish, and gives readers a clean, distraction-free way to find stories worth their time.
      </p>

      <div className={styles.features}>
        {FEATURES.map((f) => (
          <Card key={f.title}>
            <span className={styles.featureIcon}>
              <Icon name={f.icon} size={20} />
            </span>
            <h2 className={styles.featureTitle}>{f.title}</h2>
            <p className={styles.featureText}>{f.text}</p>
          </Card>
        ))}
      </div>

      <div className={styles.prose}>
        <h2>Why we built it</h2>
        <p>
          Most of the web is built for skimming. We wanted the opposite: a place where a post is given room to
          breathe, where topics help you wander into something new, and where feedback comes from real readers
          rather than an algorithm.
        </p>
        <h2>Who it&apos;s for</h2>
        <p>
          Individual writers, small teams and communities who want a modern publishing experience without
          handing their audience to someone else. Everything — posts, comments, notifications and messages —
          runs on software you can host yourself.
        </p>
        <h2>Your content, your choice</h2>
        <p>
          Every post can be public, visible to your followers only, or kept private to you. You decide when it
          goes live, and you can schedule it for later.
        </p>
      </div>

      <div className={styles.cta}>
        <ButtonLink to="/register" size="lg">
          Start writing
        </ButtonLink>
        <ButtonLink to="/contact" variant="secondary" size="lg">
          Contact us
        </ButtonLink>
      </div>
    </div>
  );
}
