// All your notifications (filled by the notifications issue).
import { EmptyState } from "../../components/EmptyState";
import { PageHeader } from "../../components/PageHeader";

export default function NotificationsPage() {
  return (
    <>
      <PageHeader
        title="Notifications"
        description="Likes, comments, new followers and updates from Inkwell."
      />
      <EmptyState
        title="No notifications yet"
        description="When someone interacts with you or your posts, you'll hear about it here."
        icon="bell"
      />
    </>
  );
}
