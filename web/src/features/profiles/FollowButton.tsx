// The Follow / Followed button, pressed while the reader follows; `name` makes its label say whom (in lists
// of people, where several stand together).
import { useIntl } from "react-intl";
import { Button } from "../../components/Button";
import type { FollowToggle } from "./useFollowToggle";

interface FollowButtonProps {
  follow: FollowToggle;
  /** Held back while the reader's own follow is not known yet. */
  disabled?: boolean;
  name?: string;
}

export function FollowButton({ follow, disabled = false, name }: FollowButtonProps) {
  const intl = useIntl();
  const isFollowed = follow.state?.isFollowed ?? false;
  const label = intl.formatMessage({
    id: isFollowed ? "people.followButton.followed" : "people.followButton.follow",
  });
  const namedLabel =
    name &&
    intl.formatMessage(
      { id: isFollowed ? "people.followButton.followedName" : "people.followButton.followName" },
      { name },
    );
  return (
    <Button
      variant={isFollowed ? "secondary" : "primary"}
      size="sm"
      aria-pressed={isFollowed}
      aria-label={namedLabel}
      disabled={follow.isLoading || disabled}
      onClick={() => void follow.toggle()}
    >
      {label}
    </Button>
  );
}
