// Where the one direct-message window lives (mounted once in the main layout): bottom-right, nothing when
// closed or signed out. Where the assistant's bubble shows, the dock keeps clear of it.
import { lazy, Suspense, useEffect } from "react";
import { useLocation } from "react-router";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { cx } from "../../lib/cx";
import { isAssistantPath } from "../assistant";
import styles from "./Messages.module.css";
import { useMessagesWindow, useMessagesWindowActions } from "./messagesWindowSlice";

// Loaded the first time a window opens: most readers never open one.
const MessagesWindow = lazy(() => import("./MessagesWindow").then((m) => ({ default: m.MessagesWindow })));
const NewMessageWindow = lazy(() =>
  import("./MessagesWindow").then((m) => ({ default: m.NewMessageWindow })),
);

export function MessagesDock() {
  const me = useAppSelector(selectCurrentUser);
  const { status, user, composing, unread } = useMessagesWindow();
  const messagesWindow = useMessagesWindowActions();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!me) messagesWindow.close();
  }, [me, messagesWindow]);

  if (!me || status === "closed") return null;
  if (composing) {
    return (
      <div className={cx(styles.dock, isAssistantPath(pathname) && styles.besideAssistant)}>
        <Suspense fallback={null}>
          <NewMessageWindow
            currentUserId={me.id}
            status={status}
            onPick={messagesWindow.open}
            onMinimize={messagesWindow.minimize}
            onRestore={messagesWindow.restore}
            onClose={messagesWindow.close}
          />
        </Suspense>
      </div>
    );
  }
  if (!user || user.id === me.id) return null;
  return (
    <div className={cx(styles.dock, isAssistantPath(pathname) && styles.besideAssistant)}>
      <Suspense fallback={null}>
        <MessagesWindow
          key={user.id}
          user={user}
          currentUserId={me.id}
          status={status}
          initialUnread={unread}
          onMinimize={messagesWindow.minimize}
          onRestore={messagesWindow.restore}
          onClose={messagesWindow.close}
        />
      </Suspense>
    </div>
  );
}
