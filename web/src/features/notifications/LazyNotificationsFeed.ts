// The live notifications feed, loaded with a session: anonymous readers never download it.
import { lazyComponent } from "../../lib/lazyLoad";

export const NotificationsFeed = lazyComponent(() =>
  import("./NotificationsFeed").then((m) => m.NotificationsFeed),
);
