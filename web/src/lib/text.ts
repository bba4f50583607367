// Small text helpers shared by screens.

/** "getting-started_now" → "Getting Started Now" (a readable heading before the data arrives). */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
