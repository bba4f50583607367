// The Follow / Followed button, pressed while the reader follows; `name` makes its label say whom (in lists
// of people, where several stand together).
import { Button } from "../../components/Button";
import type { FollowToggle } from "./useFollowToggle";

interface FollowButtonProps {
  follow: FollowToggle;
  /** Held back while the reader's own follow is not known yet. */
  disabled?: boolean;
  name?: string;
}

export function FollowButton({ follow, disabled = false, name }: FollowButtonProps) {
  const isFollowed = follow.state?.isFollowed ?? false;
  const label = isFollowed ? "Followed" : "Follow";
  return (
    <Button
      variant={isFollowed ? "secondary" : "primary"}
      size="sm"
      aria-pressed={isFollowed}
      aria-label={name && `${label} ${name}`}
      disabled={follow.isLoading || disabled}
      onClick={() => void follow.toggle()}
    >
      {label}
    </Button>
  );
}
