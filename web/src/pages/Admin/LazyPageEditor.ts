// The page editor, with the posts' editor (TipTap) inside it, in a chunk of its own: loaded when an
// administrator opens a page, not with the console.
import { lazyComponent } from "../../lib/lazyLoad";

export const PageEditor = lazyComponent(() => import("./PageEditor").then((m) => m.PageEditor));
