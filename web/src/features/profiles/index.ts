// The public face of profiles: following someone (one hook and one button for every Follow button) and a
// profile's links.
export { FollowButton } from "./FollowButton";
export { ProfileLinks } from "./ProfileLinks";
export { useFollowToggle } from "./useFollowToggle";
export type { FollowToggle } from "./useFollowToggle";
