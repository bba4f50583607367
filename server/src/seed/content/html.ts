// Tiny helper for writing Quill 2 HTML readably: newlines between tags are dropped, code blocks stay intact.

/**
 * Tagged template that joins block-level tags written on separate lines into one string, the way Quill
 * stores it. Code inside `<pre><code>` is HTML-escaped, so it never contains a literal `<`
 * and its line breaks are kept.
 */
export function quill(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  const joined = strings.reduce((acc, s, i) => acc + s + (i < values.length ? String(values[i]) : ""), "");
  return joined.trim().replace(/>\s+</g, (between) => (between.includes("\n") ? "><" : between));
}
