// Behaviour of normalisation, folding, tokenising and reply-language detection.
import { describe, expect, it } from "vitest";
import { detectLanguage, fold, normalize, tokenize } from "./normalize";

describe("normalize and fold", () => {
  it("turns decomposed (NFD) input into the same text as composed input", () => {
    expect(normalize("Đăng nhập".normalize("NFD"))).toBe(normalize("Đăng nhập"));
    expect(normalize("  Mật   KHẨU ")).toBe("mật khẩu");
  });

  it("folds marks, đ and case so accented and unaccented spellings meet", () => {
    expect(fold("Đăng nhập")).toBe("dang nhap");
    expect(fold("QUÊN MẬT KHẨU")).toBe("quen mat khau");
    // Old and new tone placement differ after NFC but not after folding.
    expect("hoà".normalize("NFC")).not.toBe("hòa".normalize("NFC"));
    expect(fold("hoà")).toBe(fold("hòa"));
  });
});

describe("tokenize", () => {
  it("keeps Vietnamese syllables whole and drops punctuation", () => {
    expect(tokenize("Làm sao để đăng ký?")).toEqual(["làm", "sao", "để", "đăng", "ký"]);
  });

  it("expands chat abbreviations, with or without marks", () => {
    expect(tokenize("quên mk ko đc")).toEqual(["quên", "mật", "khẩu", "không", "được"]);
    expect(tokenize("tk dc k")).toEqual(["tài", "khoản", "được", "không"]);
    expect(tokenize("forgot pass for my acc")).toEqual(["forgot", "password", "for", "my", "account"]);
  });
});

describe("detectLanguage", () => {
  it("recognises accented Vietnamese", () => {
    expect(detectLanguage("Tôi quên mật khẩu")).toBe("vi");
    expect(detectLanguage("Có bài nào về React không?")).toBe("vi");
  });

  it("recognises Vietnamese typed without diacritics", () => {
    expect(detectLanguage("lam sao de dang ky")).toBe("vi");
    expect(detectLanguage("quen mat khau thi lam sao")).toBe("vi");
    expect(detectLanguage("co bai nao ve react ko")).toBe("vi");
  });

  it("recognises English, including short product phrases", () => {
    expect(detectLanguage("How do I reset my password?")).toBe("en");
    expect(detectLanguage("export data")).toBe("en");
    expect(detectLanguage("show me posts about travel")).toBe("en");
  });

  it("uses the fallback when there is no evidence", () => {
    expect(detectLanguage("ok")).toBe("vi");
    expect(detectLanguage("ok", "en")).toBe("en");
  });
});
