// Where the assistant shows (spec §2.5). The one place to configure it: "/" matches only the home
// page; every other entry matches itself and anything below it ("/blog" → "/blog/a-post").
export const ASSISTANT_PATHS: readonly string[] = ["/", "/blog", "/topics", "/posts", "/contact"];

export function isAssistantPath(pathname: string, paths: readonly string[] = ASSISTANT_PATHS): boolean {
  return paths.some((p) =>
    p === "/" ? pathname === "/" : pathname === p || pathname.startsWith(p.endsWith("/") ? p : `${p}/`),
  );
}
