// The users module's public face: looking people up, presenting them, and the rules about people
// (blocks, verified email) that other modules ask.
export { UsersService } from "./users.service";
export {
  accountBanned,
  accountIn,
  accountStatus,
  assertAdmin,
  assertEmailVerified,
  assertMaySignIn,
  assertStaff,
  blockBetween,
  blockedBetween,
  inGoodStanding,
  isAdmin,
  isBanned,
  isStaff,
  maySignIn,
  mutedBy,
  staffMember,
} from "./users.policy";
export type { VerifiedAction } from "./users.policy";
export { presentCurrentUser, presentUserSummary, splitName } from "./users.presenter";
