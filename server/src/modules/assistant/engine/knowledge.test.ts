// Behaviour of knowledge retrieval over the shipped vi/en articles.
import { describe, expect, it } from "vitest";
import { KnowledgeBase, WEAK_MATCH_SCORE, loadArticles, parseArticle } from "./knowledge";

const knowledge = new KnowledgeBase();

describe("KnowledgeBase.answer", () => {
  it("scores an unrelated article as a weak match, the right one well above it", () => {
    const withoutImports = new KnowledgeBase(loadArticles().filter((a) => a.id !== "import"));
    const stray = withoutImports.answer("Import from WordPress?", { agent: "writing" });
    expect(stray?.score ?? 0).toBeLessThan(WEAK_MATCH_SCORE);
    const right = knowledge.answer("Import from WordPress?", { agent: "writing" });
    expect(right?.articleId).toBe("import");
    expect(right?.score).toBeGreaterThan(WEAK_MATCH_SCORE * 5);
  });

  it.each([
    ["quên mật khẩu", "vi", "Lấy lại mật khẩu khi quên"],
    ["quen mat khau", "vi", "Lấy lại mật khẩu khi quên"],
    ["forgot my password", "en", "Reset a forgotten password"],
  ] as const)("answers %j with the reset-password article in %s", (question, lang, title) => {
    const answer = knowledge.answer(question);
    expect(answer?.articleId).toBe("reset-password");
    expect(answer?.lang).toBe(lang);
    expect(answer?.sources[0]).toEqual({ title, link: "/forgot-password" });
    expect(answer?.answer).toContain("(/forgot-password)");
  });

  it("answers unaccented and accented questions with the same article", () => {
    for (const [accented, plain] of [
      ["hẹn giờ đăng bài", "hen gio dang bai"],
      ["xóa tài khoản", "xoa tai khoan"],
      ["chưa nhận được email xác minh", "chua nhan duoc email xac minh"],
    ] as const) {
      expect(knowledge.answer(plain)?.articleId).toBe(knowledge.answer(accented)?.articleId);
    }
  });

  it("finds the limits of SEO fields and answers in the asked language", () => {
    const en = knowledge.answer("how long can the meta description be");
    expect(en?.articleId).toBe("seo");
    expect(en?.answer).toContain("160");
    const vi = knowledge.answer("tiêu đề SEO tối đa bao nhiêu ký tự");
    expect(vi?.articleId).toBe("seo");
    expect(vi?.answer).toContain("60 ký tự");
  });

  it("returns null when nothing matches", () => {
    expect(knowledge.answer("zzzz qqqq", { lang: "en" })).toBeNull();
  });
});

describe("articles", () => {
  it("ships every article in both languages with agent and link", () => {
    const articles = loadArticles();
    const ids = (lang: string) =>
      articles
        .filter((a) => a.lang === lang)
        .map((a) => a.id)
        .sort();
    expect(ids("vi")).toEqual(ids("en"));
    expect(ids("en").length).toBeGreaterThanOrEqual(20);
    for (const a of articles) expect(a.link).toMatch(/^\//);
  });

  it("rejects an article without front matter", () => {
    expect(() => parseArticle("x", "en", "# No header")).toThrow(/front matter/);
  });
});
