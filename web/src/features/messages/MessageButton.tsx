// 'Message' button for profiles and author cards: opens the messages window with that user (anonymous
// visitors are sent to sign in first).
import { useLocation, useNavigate } from "react-router";
import { loginPathFor } from "../../app/layouts/RequireAuth";
import { selectCurrentUser } from "../../app/session/authSlice";
import { useAppSelector } from "../../app/store";
import { Button, type ButtonSize, type ButtonVariant } from "../../components/Button";
import { Icon } from "../../components/Icon";
import { messagesWindow, type MessageRecipient } from "./messagesWindowStore";

interface MessageButtonProps {
  user: MessageRecipient;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export function MessageButton({ user, variant = "secondary", size = "sm", className }: MessageButtonProps) {
  const me = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const location = useLocation();
  if (me?.id === user.id) return null;
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      icon={<Icon name="message" size={16} />}
      onClick={() => {
        if (!me) void navigate(loginPathFor(location.pathname + location.search));
        else messagesWindow.open(user);
      }}
    >
      Message
    </Button>
  );
}
