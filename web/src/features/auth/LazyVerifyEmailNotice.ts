// The notice where the server would refuse an unverified member, for pages every reader loads (a post's
// comments): its code loads only for those members.
import { lazyComponent } from "../../lib/lazyLoad";

export const LazyVerifyEmailNotice = lazyComponent(() =>
  import("./VerifyEmailNotice").then((m) => m.VerifyEmailNotice),
);
