// Following someone, for every Follow button (a profile, the author card under a post, a list of people): the
// button shows the change at once (and the followers count with it), the server's answer settles it, and a
// failure rolls it back and is only logged (spec §8). Anonymous readers are sent to sign in, and back.
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useToggleFollowMutation } from "../../data/api/profilesApi";
import { selectCurrentUser } from "../../data/session/authSlice";
import { loginPathFor } from "../../data/session/loginRedirect";
import { useAppSelector } from "../../data/store";

/** Whether the reader follows someone, with that person's followers count where the button shows it. */
export interface FollowShown {
  isFollowed: boolean;
  followersCount?: number;
}

export type FollowToggle = ReturnType<typeof useFollowToggle>;

/**
 * `loaded` is the state as the server last sent it (null until it is known). What the button changed is
 * shown over it, for that username only, until `reset`.
 */
export function useFollowToggle(username: string, loaded: FollowShown | null | undefined) {
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const location = useLocation();
  const [follow, { isLoading }] = useToggleFollowMutation();
  const [override, setOverride] = useState<{ username: string; state: FollowShown } | null>(null);
  const state = override?.username === username ? override.state : (loaded ?? null);

  const toggle = async () => {
    if (!user) {
      void navigate(loginPathFor(location.pathname + location.search));
      return;
    }
    if (!state) return;
    const before = state;
    const next = !before.isFollowed;
    const count = before.followersCount;
    setOverride({
      username,
      state: {
        isFollowed: next,
        followersCount: count === undefined ? count : Math.max(0, count + (next ? 1 : -1)),
      },
    });
    try {
      const result = await follow({ username, follow: next }).unwrap();
      setOverride({ username, state: result });
    } catch (err) {
      console.error("Could not update the follow", err);
      setOverride({ username, state: before });
    }
  };

  return { state, isLoading, toggle, reset: () => setOverride(null) };
}
