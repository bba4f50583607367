// Mails in their recipient's language: which language a mail is written in (mailLanguage, the one rule every
// mail follows) and its texts in it (mailTexts), from one catalogue per language (en.ts, the reference, and
// vi.ts) in ICU message syntax, with dates and counts through Intl in that language. Every message may name
// the site as `{site}`: its title as the settings say now, given here once for all of them.
import { escapeHtml, type Language, type SiteSettings } from "@inkwell/contract";
import { IntlMessageFormat } from "intl-messageformat";
import type { Formats } from "intl-messageformat";
import english from "./en";
import vietnamese from "./vi";

export type MailTextKey = keyof typeof english;

const catalogues: Record<Language, Record<MailTextKey, string>> = { en: english, vi: vietnamese };

/**
 * The language of a mail. A member's own choice comes first (`users.language`: chosen, or their browser's when
 * they registered), then the language stored with what the mail is about (a newsletter subscription, a contact
 * message: the page it was made on), then the site's default.
 */
export function mailLanguage(site: Pick<SiteSettings, "defaultLanguage">, recipient: Recipient): Language {
  return recipient.member?.language ?? recipient.stored ?? site.defaultLanguage;
}

interface Recipient {
  member?: { language: Language | null } | null | undefined;
  stored?: Language | null | undefined;
}

/** The named date formats messages use (`{until, date, utcDay}`): the server's times are told in UTC. */
const formats: Partial<Formats> = {
  date: { utcDay: { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" } },
  time: { utcMinute: { hour: "numeric", minute: "2-digit", timeZone: "UTC" } },
};

export { escapeHtml };

type Value = string | number | Date;
/** What the part of a message inside `<name>…</name>` becomes; given that part's text (or HTML). */
type Tags = Record<string, (inside: string) => string>;

export interface MailTexts {
  readonly language: Language;
  /** The site's title, as the messages' `{site}` says it (a mail's heading and signature). */
  readonly site: string;
  /** A message as plain text; a tag's part is kept as it is unless `tags` says otherwise. */
  text(key: MailTextKey, values?: Record<string, Value>, tags?: Tags): string;
  /** A message as HTML: the values escaped, a tag's part kept unless `tags` makes it (say) a link. */
  html(key: MailTextKey, values?: Record<string, Value>, tags?: Tags): string;
  /** A span of days, "Feb 23 – Mar 2, 2026" (UTC). */
  days(from: Date, to: Date): string;
  /** A language's name in the mail's language ("Vietnamese", "Tiếng Việt"). */
  languageName(language: Language): string;
}

/** A message ready to format, with the names of the tags in it. */
interface Compiled {
  format: IntlMessageFormat;
  tags: string[];
}

const compiled = new Map<string, Compiled>();

/** The tags a message marks parts with (`<link>`): the catalogues quote no `<`, so each one opens a tag. */
const tagsOf = (source: string) => [...new Set([...source.matchAll(/<([a-z]\w*)>/gi)].map((m) => m[1]!))];

function message(language: Language, key: MailTextKey): Compiled {
  const id = `${language}:${key}`;
  let found = compiled.get(id);
  if (!found) {
    const source = catalogues[language][key];
    found = { format: new IntlMessageFormat(source, language, formats), tags: tagsOf(source) };
    compiled.set(id, found);
  }
  return found;
}

function format(language: Language, key: MailTextKey, values: Record<string, Value>, tags: Tags) {
  const { format, tags: names } = message(language, key);
  const handlers = Object.fromEntries(
    names.map((name) => [name, (parts: string[]) => (tags[name] ?? ((inside) => inside))(parts.join(""))]),
  );
  const result = format.format<string>({ ...values, ...handlers });
  return Array.isArray(result) ? result.join("") : result;
}

/** A mail's texts in a language, naming the site by its title. */
export function mailTexts(language: Language, site: Pick<SiteSettings, "title">): MailTexts {
  const named = (values: Record<string, Value>) => ({ site: site.title, ...values });
  return {
    language,
    site: site.title,
    text: (key, values = {}, tags = {}) => format(language, key, named(values), tags),
    html: (key, values = {}, tags = {}) =>
      format(
        language,
        key,
        Object.fromEntries(
          Object.entries(named(values)).map(([name, value]) => [
            name,
            typeof value === "string" ? escapeHtml(value) : value,
          ]),
        ),
        tags,
      ),
    days: (from, to) =>
      new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).formatRange(from, to),
    languageName: (named) => new Intl.DisplayNames(language, { type: "language" }).of(named) ?? named,
  };
}

/** The texts of a mail to a recipient: in their language (mailLanguage), naming the site as it is now. */
export function mailTextsFor(site: SiteSettings, recipient: Recipient): MailTexts {
  return mailTexts(mailLanguage(site, recipient), site);
}
