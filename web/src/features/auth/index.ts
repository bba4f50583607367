// The public face of auth: Google sign-in, and what a member whose address is not verified sees where the
// server would refuse them (the notice, also as a part loaded on demand; the banner under the header; the
// check for such a refusal).
export { GoogleSignIn } from "./GoogleSignIn";
export { LazyVerifyEmailNotice } from "./LazyVerifyEmailNotice";
export { VerifyEmailBanner } from "./LazyVerifyEmailBanner";
export { VerifyEmailNotice, useUnverifiedRefusal } from "./VerifyEmailNotice";
