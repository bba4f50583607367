// 'Message' button for profiles and author cards, shown where the profile's `can.message` allows: opens the
// messages window with that user (a reader whose session ended meanwhile is sent to sign in first).
import { FormattedMessage } from "react-intl";
import { useLocation, useNavigate } from "react-router";
import { loginPathFor } from "../../data/session/loginRedirect";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { Button, type ButtonSize, type ButtonVariant } from "../../components/Button";
import { Icon } from "../../components/Icon";
import { useMessagesWindowActions, type MessageRecipient } from "./messagesWindowSlice";

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
  const messagesWindow = useMessagesWindowActions();
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
      <FormattedMessage id="messages.messageButton.label" />
    </Button>
  );
}
