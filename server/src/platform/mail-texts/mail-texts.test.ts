// The mails' two catalogues say the same things (the same keys, each message valid ICU with the same
// placeholders, plural and select branches and tags in both languages), a mail's language is chosen by one rule,
// and values, tags and dates come out right in each language.
import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import english from "./en";
import { mailLanguage, mailTexts } from "./index";
import vietnamese from "./vi";

/** The placeholders of a message, each as "name:kind", with select branches and tags. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument:
          found.add(`${element.value}:argument`);
          break;
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          found.add(`${element.value}:${TYPE[element.type]}:${String(element.style)}`);
          break;
        case TYPE.plural:
        case TYPE.select:
          found.add(`${element.value}:${TYPE[element.type]}`);
          for (const [branch, { value }] of Object.entries(element.options)) {
            if (element.type === TYPE.select) found.add(`${element.value}=${branch}`);
            visit(value);
          }
          break;
        case TYPE.tag:
          found.add(`<${element.value}>`);
          visit(element.children);
          break;
        case TYPE.literal:
        case TYPE.pound:
          break;
      }
    }
  };
  visit(parse(message));
  return [...found].sort();
}

describe("the mail catalogues", () => {
  it("have the same keys in English and Vietnamese", () => {
    expect(Object.keys(vietnamese).sort()).toEqual(Object.keys(english).sort());
  });

  it("have the same placeholders, branches and tags in both languages", () => {
    const differing = Object.entries(english).flatMap(([key, message]) => {
      const translated = (vietnamese as Record<string, string>)[key] ?? "";
      const [en, vi] = [placeholders(message), placeholders(translated)];
      return en.join() === vi.join() ? [] : [{ key, en, vi }];
    });
    expect(differing).toEqual([]);
  });

  it("has no empty message, and only `<` that opens a tag", () => {
    const all = [...Object.entries(english), ...Object.entries(vietnamese)];
    expect(all.filter(([, m]) => !m.trim())).toEqual([]);
    expect(all.filter(([, m]) => /<(?![a-z/])/i.test(m) || m.includes("&"))).toEqual([]);
  });

  it("tells apart a placeholder missing from a translation", () => {
    expect(placeholders("Hi {name}, until {until, date, utcDay} <link>here</link>")).toEqual([
      "<link>",
      "name:argument",
      "until:date:utcDay",
    ]);
  });
});

describe("mailLanguage", () => {
  it("takes the member's language, then the one stored with the subscription or message, then the default", () => {
    const site = { defaultLanguage: "en" as const };
    expect(mailLanguage(site, { member: { language: "vi" }, stored: "en" })).toBe("vi");
    expect(mailLanguage(site, { member: { language: null }, stored: "vi" })).toBe("vi");
    expect(mailLanguage(site, { member: undefined, stored: "vi" })).toBe("vi");
    expect(mailLanguage(site, { member: { language: "en" } })).toBe("en");
    expect(mailLanguage(site, { member: null, stored: null })).toBe("en");
    expect(mailLanguage(site, {})).toBe("en");
    expect(mailLanguage({ defaultLanguage: "vi" }, { member: null, stored: null })).toBe("vi");
    expect(mailLanguage({ defaultLanguage: "vi" }, { member: { language: "en" } })).toBe("en");
  });
});

describe("mailTexts", () => {
  const site = { title: "Inkwell" };
  const until = new Date("2026-03-01T14:30:00Z");

  it("writes dates and counts through Intl in the mail's language, in UTC", () => {
    const [en, vi] = [mailTexts("en", site), mailTexts("vi", site)];
    expect(en.text("moderation.suspended.intro", { name: "Ada", until })).toMatch(
      /^Hi Ada, a moderator suspended your account until March 1, 2026 at 2:30\sPM UTC\.$/,
    );
    expect(vi.text("moderation.suspended.intro", { name: "Ada", until })).toBe(
      "Chào Ada, một điều hành viên đã tạm khoá tài khoản của bạn đến 14:30 (UTC) ngày 1 tháng 3, 2026.",
    );
    expect(en.text("newsletter.digest.subject", { count: 1 })).toBe("Your week on Inkwell: 1 new post");
    expect(en.text("newsletter.digest.subject", { count: 2 })).toBe("Your week on Inkwell: 2 new posts");
    expect(vi.text("newsletter.digest.subject", { count: 2 })).toBe(
      "Tuần của bạn trên Inkwell: 2 bài viết mới",
    );
    expect(vi.text("newsletter.post.readTime", { minutes: 1500 })).toBe("1.500 phút đọc");
    const week = [new Date("2026-02-23T09:00:00Z"), new Date("2026-03-02T09:00:00Z")] as const;
    expect(en.days(...week)).toMatch(/^Feb 23\s–\sMar 2, 2026$/);
    expect(vi.days(...week)).toMatch(/^23 thg 2\s–\s2 thg 3, 2026$/);
    expect(en.languageName("vi")).toBe("Vietnamese");
    expect(vi.languageName("vi")).toBe("Tiếng Việt");
  });

  it("escapes values in HTML and lets the caller make a tagged part a link", () => {
    const vi = mailTexts("vi", site);
    const contact = "https://x.example/contact?a=1&b=<2>";
    expect(vi.text("moderation.questions", { contact })).toBe(`Thắc mắc: ${contact}`);
    expect(
      vi.html("moderation.questions", { contact }, { link: (inside) => `<a href="#">${inside}</a>` }),
    ).toBe('Thắc mắc: <a href="#">https://x.example/contact?a=1&amp;b=&lt;2&gt;</a>');
    expect(mailTexts("en", site).html("newsletter.confirm.intro", { author: `<b>O'Neil</b>` })).toBe(
      "Please confirm that you want &lt;b&gt;O&#39;Neil&lt;/b&gt;'s new posts by email.",
    );
  });

  it("names the site it is given wherever a message says {site}, escaped in HTML", () => {
    const site = { title: "Ink & <Quill>" };
    expect(mailTexts("en", site).text("newsletter.digest.subject", { count: 1 })).toBe(
      "Your week on Ink & <Quill>: 1 new post",
    );
    expect(mailTexts("vi", site).html("moderation.banned.subject")).toBe(
      "Tài khoản Ink &amp; &lt;Quill&gt; của bạn bị cấm",
    );
    expect(mailTexts("vi", site).site).toBe("Ink & <Quill>");
  });
});
