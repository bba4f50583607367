// The feed of arriving messages, loaded with a session: anonymous readers never download it.
import { lazyComponent } from "../../lib/lazyLoad";

export const MessagesFeed = lazyComponent(() => import("./MessagesFeed").then((m) => m.MessagesFeed));
