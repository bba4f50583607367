// Which interface language a request is in, in this order: the signed-in member's preference, the `lang`
// cookie (set by the language switch and by `?lang=` on any page, keepLanguageChoice), the Accept-Language
// header, the site's default.
import fastifyCookie from "@fastify/cookie";
import { isLanguage, languageOfTag } from "@inkwell/contract";
import type { Language } from "@inkwell/contract";
import type { FastifyReply, FastifyRequest } from "fastify";

/** The built-in default, for what is read without the site's settings at hand. */
export const DEFAULT_LANGUAGE: Language = "en";
/** How long a choice made with `?lang=` is remembered. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Longer headers are read from their start: no browser sends more, and the work stays bounded. */
const HEADER_READ_MAX = 1000;

/**
 * The supported language the header prefers most, matching on the primary subtag (`vi-VN` is `vi`); the
 * earlier of two equally preferred wins. null when it names none of ours (or only with q=0).
 */
export function fromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  let best: Language | null = null;
  let bestQuality = 0;
  for (const range of header.slice(0, HEADER_READ_MAX).split(",")) {
    const [tag = "", ...params] = range.split(";");
    const primary = languageOfTag(tag);
    if (!primary) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (Number.isFinite(quality) && quality > bestQuality) {
      best = primary;
      bestQuality = quality;
    }
  }
  return best;
}

function fromCookie(header: string | undefined): Language | null {
  if (!header) return null;
  const value = fastifyCookie.parse(header.slice(0, 4096)).lang;
  return isLanguage(value) ? value : null;
}

/** What the browser asks for (cookie, then header), or null when it names none of our languages. */
export function browserLanguage(request: FastifyRequest): Language | null {
  return fromCookie(request.headers.cookie) ?? fromAcceptLanguage(request.headers["accept-language"]);
}

/** The language to answer in: the member's preference, then the browser's, then the site's default. */
export function requestLanguage(request: FastifyRequest, preference: Language | null = null): Language {
  return preference ?? browserLanguage(request) ?? request.server.ctx.site.current().defaultLanguage;
}

/** A page's language: `?lang=` on it, then the browser's, then the site's default. Pages are the same for
 * every member (who is signed in is only known in the browser), so a member's preference reaches them through
 * the `lang` cookie, which the web app keeps in step with it. */
export function pageLanguage(request: FastifyRequest): Language {
  const chosen = (request.query as Record<string, unknown> | undefined)?.lang;
  return isLanguage(chosen) ? chosen : requestLanguage(request);
}

/** `?lang=vi` or `?lang=en` on a page: the visitor's choice, kept in the `lang` cookie for a year. */
export function keepLanguageChoice(request: FastifyRequest, reply: FastifyReply): void {
  const chosen = (request.query as Record<string, unknown> | undefined)?.lang;
  if (!isLanguage(chosen)) return;
  void reply.header(
    "set-cookie",
    fastifyCookie.serialize("lang", chosen, {
      path: "/",
      maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
      sameSite: "lax",
      secure: request.protocol === "https",
    }),
  );
}
