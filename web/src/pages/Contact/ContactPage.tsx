// Contact: how to reach the team. The form opens the visitor's mail app addressed to support.
import { emailSchema } from "@inkwell/contract";
import { useState, type FormEvent } from "react";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Card } from "../../components/Card";
import { Form } from "../../components/Form";
import { Icon } from "../../components/Icon";
import { Input } from "../../components/Input";
import { PageHeader } from "../../components/PageHeader";
import { TextArea } from "../../components/TextArea";
import type { FieldErrors } from "../../lib/forms";
import { useForm } from "../../lib/useForm";
import styles from "./Contact.module.css";

export const SUPPORT_EMAIL = "support@inkwell.local";

export default function ContactPage() {
  const form = useForm({ name: "", email: "", subject: "", message: "" });
  const { values } = form;
  const [opened, setOpened] = useState(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: FieldErrors = {};
    if (!values.name.trim()) next.name = "Name is required";
    const email = emailSchema.safeParse(values.email);
    if (!email.success) next.email = email.error.issues[0]?.message ?? "Enter a valid email address";
    if (!values.message.trim()) next.message = "Message is required";
    form.setErrors(next);
    if (Object.keys(next).length > 0) return;
    const subject = values.subject.trim() || `Message from ${values.name.trim()}`;
    const body = `${values.message.trim()}\n\n— ${values.name.trim()} <${values.email.trim()}>`;
    window.location.href = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
    setOpened(true);
  };

  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Get in touch"
        description="Questions about your account, a bug to report or an idea for Inkwell? We'd love to hear from you."
      />
      <div className={styles.layout}>
        <div className={styles.info}>
          <div className={styles.infoItem}>
            <span className={styles.infoIcon}>
              <Icon name="mail" size={20} />
            </span>
            <div>
              <p className={styles.infoTitle}>Email</p>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              <p className={styles.infoText}>We usually reply within one or two working days.</p>
            </div>
          </div>
          <div className={styles.infoItem}>
            <span className={styles.infoIcon}>
              <Icon name="message" size={20} />
            </span>
            <div>
              <p className={styles.infoTitle}>Support chat</p>
              <p className={styles.infoText}>
                For quick questions, the chat bubble in the corner answers right away, day or night.
              </p>
            </div>
          </div>
        </div>
        <Card>
          <h2 className={styles.formTitle}>Send us a message</h2>
          {opened && (
            <Alert tone="success">
              Your mail app should open with the message ready. Thanks for reaching out!
            </Alert>
          )}
          <Form onSubmit={handleSubmit} aria-label="Contact form">
            <div className={styles.twoCol}>
              <Input label="Name" autoComplete="name" {...form.field("name")} />
              <Input label="Email" type="email" autoComplete="email" {...form.field("email")} />
            </div>
            <Input label="Subject" {...form.field("subject")} />
            <TextArea label="Message" rows={6} {...form.field("message")} />
            <div>
              <Button type="submit">Send message</Button>
            </div>
          </Form>
        </Card>
      </div>
    </>
  );
}
