// The about page on the server: nothing to load, only its head.
import { found, type Prefetcher } from "../../ssr/prefetch";

export const prefetch: Prefetcher = () =>
  Promise.resolve(
    found({
      title: "About",
      description: "What Inkwell is, who it is for and how it works.",
      path: "/about",
    }),
  );
