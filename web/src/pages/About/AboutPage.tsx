// About the site: what it is, who it is for and how it is run.
import { Fragment } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ButtonLink } from "../../components/ButtonLink";
import { Card } from "../../components/Card";
import { useSite } from "../../data/site/useSite";
import { Icon, type IconName } from "../../components/Icon";
import { PageHeader } from "../../components/PageHeader";
import type { MessageId } from "../../i18n";
import styles from "./About.module.css";

const FEATURES: { icon: IconName; title: MessageId; text: MessageId }[] = [
  { icon: "pen", title: "reading.about.write.title", text: "reading.about.write.text" },
  { icon: "user", title: "reading.about.readership.title", text: "reading.about.readership.text" },
  { icon: "message", title: "reading.about.talk.title", text: "reading.about.talk.text" },
  { icon: "settings", title: "reading.about.own.title", text: "reading.about.own.text" },
];

/** The prose under the features: a heading and its paragraph each. */
const SECTIONS: { title: MessageId; text: MessageId }[] = [
  { title: "reading.about.why.title", text: "reading.about.why.text" },
  { title: "reading.about.who.title", text: "reading.about.who.text" },
  { title: "reading.about.choice.title", text: "reading.about.choice.text" },
];

export default function AboutPage() {
  const intl = useIntl();
  const site = useSite().title;
  return (
    <div className={styles.page}>
      <PageHeader
        eyebrow={intl.formatMessage({ id: "reading.about.eyebrow" })}
        title={intl.formatMessage({ id: "reading.about.title" })}
      />
      <p className={styles.lead}>
        <FormattedMessage id="reading.about.lead" values={{ site }} />
      </p>

      <div className={styles.features}>
        {FEATURES.map((f) => (
          <Card key={f.title}>
            <span className={styles.featureIcon}>
              <Icon name={f.icon} size={20} />
            </span>
            <h2 className={styles.featureTitle}>
              <FormattedMessage id={f.title} />
            </h2>
            <p className={styles.featureText}>
              <FormattedMessage id={f.text} values={{ site }} />
            </p>
          </Card>
        ))}
      </div>

      <div className={styles.prose}>
        {SECTIONS.map((section) => (
          <Fragment key={section.title}>
            <h2>
              <FormattedMessage id={section.title} />
            </h2>
            <p>
              <FormattedMessage id={section.text} />
            </p>
          </Fragment>
        ))}
      </div>

      <div className={styles.cta}>
        <ButtonLink to="/register" size="lg">
          <FormattedMessage id="reading.about.startWriting" />
        </ButtonLink>
        <ButtonLink to="/contact" variant="secondary" size="lg">
          <FormattedMessage id="reading.about.contact" />
        </ButtonLink>
      </div>
    </div>
  );
}
