// Small text helpers shared by screens.

/** "getting-started_now" → "Getting Started Now" (a readable heading before the data arrives). */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** An unread badge's text: nothing at 0, '99+' above 99. */
export function formatUnreadCount(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? "99+" : String(count);
}
