// Text helpers shared by server and web: accent folding (Vietnamese-aware) and slugs.

/** Lowercase, accent-free form: "Đăng nhập" → "dang nhap". */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d").replace(/Đ/g, "D").toLowerCase();
}

export function slugify(text: string, maxLength = 80): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/g, "");
}
