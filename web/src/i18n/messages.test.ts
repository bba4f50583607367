// The two catalogues say the same things: the same keys (also checked by the compiler), each message valid ICU
// with the same placeholders, plural and select branches and tags in both languages, and every key named after
// the area whose file holds it.
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import english from "./en";
import vietnamese from "./vi";

const areaFiles = {
  en: import.meta.glob<{ default: Record<string, string> }>("./en/*.ts", { eager: true }),
  vi: import.meta.glob<{ default: Record<string, string> }>("./vi/*.ts", { eager: true }),
};

/** The placeholders of a message, each as "name:kind", with plural and select branches and tags. */
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
          found.add(`${element.value}:${TYPE[element.type]}`);
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

describe("the message catalogues", () => {
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

  it("has no empty message", () => {
    const empty = [...Object.entries(english), ...Object.entries(vietnamese)].filter(([, m]) => !m.trim());
    expect(empty).toEqual([]);
  });

  it("names every key after the area whose file holds it, in both languages", () => {
    for (const files of Object.values(areaFiles)) {
      for (const [file, { default: messages }] of Object.entries(files)) {
        const area = /\/(\w+)\.ts$/.exec(file)![1]!;
        if (area === "index") continue;
        const misplaced = Object.keys(messages).filter((key) => !key.startsWith(`${area}.`));
        expect(misplaced, file).toEqual([]);
      }
    }
  });

  it("tells apart a placeholder missing from a translation", () => {
    expect(placeholders("{count, plural, one {# reply} other {# replies}} by {name}")).toEqual([
      "count:plural",
      "name:argument",
    ]);
    expect(placeholders("<b>{name}</b>")).toEqual(["<b>", "name:argument"]);
  });
});
