// The banner under the header for members whose address is not verified: loaded for them alone.
import { lazyComponent } from "../../lib/lazyLoad";

export const VerifyEmailBanner = lazyComponent(() => import("./VerifyEmailBanner").then((m) => m.default));
