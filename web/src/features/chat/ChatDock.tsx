// Where the one chat window lives (mounted once in the main layout): bottom-right, nothing when closed
// or signed out. Where the support chat bubble shows, the dock keeps clear of it.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { selectCurrentUser } from "../../app/session/authSlice";
import { useAppSelector } from "../../app/store";
import { cx } from "../../lib/cx";
import { isSupportChatPath } from "../support-chat/visibility";
import styles from "./Chat.module.css";
import { chatWindow, useChatWindow } from "./chatStore";
import { ChatWindow } from "./ChatWindow";

export function ChatDock() {
  const me = useAppSelector(selectCurrentUser);
  const { status, user } = useChatWindow();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!me) chatWindow.close();
  }, [me]);

  if (!me || !user || status === "closed" || user.id === me.id) return null;
  return (
    <div className={cx(styles.dock, isSupportChatPath(pathname) && styles.besideSupport)}>
      <ChatWindow
        key={user.id}
        user={user}
        currentUserId={me.id}
        status={status}
        onMinimize={chatWindow.minimize}
        onRestore={chatWindow.restore}
        onClose={chatWindow.close}
      />
    </div>
  );
}
