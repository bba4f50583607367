// Embeds in a post body: YouTube and Vimeo players, CodePen pens and GitHub gists. A body stores each as
// `<iframe class="ql-video" src="…">` with one of the addresses below; readers' pages show a link and a
// button instead, and the frame loads only when the reader asks for it (no third party hears of a visit
// before). Gists have no player page: `<gist>.pibb` is the gist's code as a page of its own, which GitHub
// lets other sites frame.

/** The frame addresses a body may hold (the sanitisers, the editor and the reader's pages test this). */
export const EMBED_FRAME_SRC =
  /^https:\/\/(www\.youtube(-nocookie)?\.com\/embed\/[\w-]{6,20}|player\.vimeo\.com\/video\/\d{3,12}|codepen\.io\/[\w-]{1,40}\/embed\/\w{1,20}|gist\.github\.com\/[\w-]{1,40}\/[0-9a-f]{1,40}\.pibb)([?#][\w=&.-]*)?$/;

/** The hosts those frames come from (the sanitiser's iframe allowlist; the pages' CSP frame-src). */
export const EMBED_FRAME_HOSTS = [
  "www.youtube.com",
  "www.youtube-nocookie.com",
  "player.vimeo.com",
  "codepen.io",
  "gist.github.com",
];

export interface EmbedTarget {
  /** Where the reader's click takes the content from, as the reader reads it (`gist.github.com`). */
  host: string;
  /** The embedded thing's own page, for readers without scripts or who would rather go there. */
  page: string;
  /** The frame to load on click (YouTube's without its tracking cookies). */
  frame: string;
  /** Videos keep 16:9; code is a taller box. */
  kind: "video" | "code";
  /** The frame's sandbox: a gist's page needs no script, a pen runs its own; players are not sandboxed. */
  sandbox?: string;
}

const OPEN_LINKS = "allow-popups allow-popups-to-escape-sandbox";

/** What a stored embed address stands for; null for any other address. */
export function embedTarget(src: string): EmbedTarget | null {
  if (!EMBED_FRAME_SRC.test(src)) return null;
  const youtube = /^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\/([\w-]+)/.exec(src);
  if (youtube) {
    return {
      host: "youtube.com",
      page: `https://www.youtube.com/watch?v=${youtube[1]}`,
      frame: `https://www.youtube-nocookie.com/embed/${youtube[1]}`,
      kind: "video",
    };
  }
  const vimeo = /^https:\/\/player\.vimeo\.com\/video\/(\d+)/.exec(src);
  if (vimeo) {
    return { host: "vimeo.com", page: `https://vimeo.com/${vimeo[1]}`, frame: src, kind: "video" };
  }
  const pen = /^https:\/\/codepen\.io\/([\w-]+)\/embed\/(\w+)/.exec(src);
  if (pen) {
    return {
      host: "codepen.io",
      page: `https://codepen.io/${pen[1]}/pen/${pen[2]}`,
      frame: src,
      kind: "code",
      sandbox: `allow-scripts allow-same-origin allow-forms ${OPEN_LINKS}`,
    };
  }
  const gist = /^https:\/\/gist\.github\.com\/([\w-]+)\/([0-9a-f]+)\.pibb/.exec(src);
  return gist
    ? {
        host: "gist.github.com",
        page: `https://gist.github.com/${gist[1]}/${gist[2]}`,
        frame: src,
        kind: "code",
        sandbox: OPEN_LINKS,
      }
    : null;
}

/**
 * The stored embed address of a page or embed link as a writer pastes it (YouTube, Vimeo, a CodePen pen, a
 * GitHub gist); null for anything else.
 */
export function toEmbedSrc(input: string): string | null {
  const url = String(input ?? "").trim();
  const youtube =
    /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([\w-]{6,20})/i.exec(
      url,
    );
  if (youtube) return `https://www.youtube.com/embed/${youtube[1]}`;
  const vimeo = /^(?:https?:\/\/)?(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d{3,12})/i.exec(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  const pen =
    /^(?:https?:\/\/)?(?:www\.)?codepen\.io\/([\w-]{1,40})\/(?:pen|full|details|embed)\/(\w{1,20})(?:[/?#]|$)/i.exec(
      url,
    );
  if (pen) return `https://codepen.io/${pen[1]}/embed/${pen[2]}`;
  const gist =
    /^(?:https?:\/\/)?gist\.github\.com\/([\w-]{1,40})\/([0-9a-f]{1,40})(?:\.pibb)?(?:[/?#]|$)/i.exec(url);
  return gist ? `https://gist.github.com/${gist[1]}/${(gist[2] ?? "").toLowerCase()}.pibb` : null;
}
