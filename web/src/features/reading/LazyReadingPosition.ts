// The reading position on a post, loaded for signed-in readers only.
import { lazyComponent } from "../../lib/lazyLoad";

export const ReadingPosition = lazyComponent(() => import("./ReadingPosition").then((m) => m.default));
