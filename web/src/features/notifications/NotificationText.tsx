// A notification's words in the reader's language, from what it is about (`about`, sent by the server with
// every notification); one stored before the server said so is shown as the server wrote it (in English).
import type { Notification } from "@inkwell/contract";
import { FormattedMessage, useIntl } from "react-intl";
import { REASON_LABELS } from "../moderation";

export function NotificationText({ notification: n }: { notification: Notification }) {
  const intl = useIntl();
  const { about } = n;
  if (!about) return <>{n.content}</>;
  switch (about.kind) {
    case "reportWaiting":
      return (
        <FormattedMessage
          id="people.notification.reportWaiting"
          values={{
            held: about.reason === null ? "yes" : "no",
            reason: about.reason ? intl.formatMessage({ id: REASON_LABELS[about.reason] }) : "",
            target: about.target,
          }}
        />
      );
    case "reportReviewed":
      return (
        <FormattedMessage
          id="people.notification.reportReviewed"
          values={{ target: about.target, action: about.action }}
        />
      );
    case "followed":
    case "postLiked":
    case "commentLiked":
    case "replied":
    case "commented":
    case "mentioned":
    case "published":
      return (
        <FormattedMessage
          id="people.notification.text"
          values={{
            kind: about.kind,
            actor: n.actor ? n.actor.name.trim() || n.actor.username : "",
            title: "title" in about ? about.title : "",
          }}
        />
      );
  }
}
