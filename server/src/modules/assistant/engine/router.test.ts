// Behaviour of the intent router trained on the shipped seed examples.
import { describe, expect, it } from "vitest";
import { SEED_EXAMPLES } from "../data/seed";
import { IntentRouter } from "./router";

const router = new IntentRouter(SEED_EXAMPLES);

describe("IntentRouter.route", () => {
  it.each([
    ["Làm sao để đổi mật khẩu?", "account", "vi"],
    ["lam sao doi mat khau", "account", "vi"],
    ["quên mk", "account", "vi"],
    ["how do i chnage my pasword", "account", "en"],
    ["Tôi muốn hẹn giờ cho bài viết", "writing", "vi"],
    ["hen gio cho bai viet", "writing", "vi"],
    ["schedule my post for friday", "writing", "en"],
    ["có bài nào về du lịch không", "discovery", "vi"],
    ["co bai nao ve du lich ko", "discovery", "vi"],
    ["any posts about travel?", "discovery", "en"],
    ["xin chào", "smalltalk", "vi"],
    ["cam on ban", "smalltalk", "vi"],
    ["thanks!", "smalltalk", "en"],
  ] as const)("routes %j to %s and replies in %s", (text, agent, language) => {
    const result = router.route(text);
    expect(result.agent).toBe(agent);
    expect(result.language).toBe(language);
    expect(result.band).not.toBe("fallback");
  });

  it.each([
    "thời tiết Đà Nẵng cuối tuần",
    "thoi tiet da nang",
    "who won the champions league final",
    "recipe for chicken soup",
  ])("sends out-of-scope %j to fallback", (text) => {
    const result = router.route(text);
    expect(result.agent).toBe("fallback");
    expect(result.band).toBe("fallback");
  });

  it("returns a probability and every label ranked best first", () => {
    const { confidence, alternatives } = router.route("forgot my password");
    expect(confidence).toBeGreaterThanOrEqual(0.7);
    expect(confidence).toBeLessThanOrEqual(1);
    expect(alternatives[0]).toEqual({ agent: "account", confidence });
    expect(alternatives).toHaveLength(6);
    const values = alternatives.map((a) => a.confidence);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(values.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
  });

  it("flags requests for a person in both languages", () => {
    expect(router.route("cho tôi gặp nhân viên").humanHandoff).toBe(true);
    expect(router.route("cho toi gap nhan vien ho tro").humanHandoff).toBe(true);
    expect(router.route("I want to talk to a real person").humanHandoff).toBe(true);
    expect(router.route("đổi mật khẩu").humanHandoff).toBe(false);
  });
});

describe("IntentRouter and the site's title", () => {
  let title = "Nhà Sách Mực";
  const titled = new IntentRouter(SEED_EXAMPLES, { siteTitle: () => title });

  it.each([
    ["Nhà Sách Mực là gì?", "vi"],
    ["nha sach muc la gi", "vi"],
    ["what is Nhà Sách Mực", "en"],
    ["what is Inkwell", "en"],
  ] as const)("routes %j to the about questions' agent, in %s", (text, language) => {
    expect(titled.route(text)).toMatchObject({ agent: "faq", band: "confident", language });
  });

  it("reads the title as it is now, without being trained again", () => {
    title = "The Lantern";
    expect(titled.route("what is the lantern?")).toMatchObject({ agent: "faq", band: "confident" });
    expect(titled.route("what is Nhà Sách Mực").agent).not.toBe("faq");
  });
});

describe("IntentRouter.addExamples", () => {
  it("learns new examples without a restart and changes the decision", () => {
    const learner = new IntentRouter(SEED_EXAMPLES);
    expect(learner.route("enable dark theme").agent).not.toBe("faq");
    const started = performance.now();
    learner.addExamples([
      { text: "dark mode", label: "faq" },
      { text: "switch to the dark theme", label: "faq" },
      { text: "bật giao diện tối", label: "faq" },
    ]);
    expect(performance.now() - started).toBeLessThan(100);
    expect(learner.size).toBe(new IntentRouter(SEED_EXAMPLES).size + 3);
    expect(learner.route("enable dark theme").agent).toBe("faq");
    expect(learner.route("bat giao dien toi").agent).toBe("faq");
  });

  it("lets a later label for the same folded text replace the earlier one", () => {
    const learner = new IntentRouter(SEED_EXAMPLES);
    const size = learner.size;
    learner.addExamples([{ text: "che do toi o dau", label: "faq" }]);
    expect(learner.size).toBe(size + 1);
    expect(learner.route("chế độ tối ở đâu").agent).toBe("faq");
    learner.addExamples([{ text: "Chế độ tối ở đâu?", label: "account" }]);
    expect(learner.size).toBe(size + 1);
    expect(learner.route("chế độ tối ở đâu").agent).toBe("account");
  });
});

describe("IntentRouter with autoTrain's examples", () => {
  // What autoTrain stores for messages built to be confidently small talk while naming a password.
  const steering = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      text: `${["hi", "hello", "thanks", "cheers", "good morning"].slice(0, 2 + (i % 4)).join(" ")} reset password ${i}`,
      label: "smalltalk" as const,
      weight: 0.5,
      auto: true,
    }));

  it("cannot be steered into changing an answer the chosen examples give", () => {
    const learner = new IntentRouter(SEED_EXAMPLES);
    learner.addExamples(steering(150));
    expect(learner.route("reset my password").agent).toBe("account");
    expect(learner.route("recipe for chicken soup").agent).toBe("fallback");
  });

  it("never relabels a phrasing a person labelled, while a person's label replaces an auto one", () => {
    const learner = new IntentRouter(SEED_EXAMPLES);
    learner.addExamples([{ text: "zorblax quibble frobnicate", label: "writing" }]);
    learner.addExamples([{ text: "Zorblax quibble frobnicate!", label: "faq", weight: 1, auto: true }]);
    expect(learner.route("zorblax quibble frobnicate").agent).toBe("writing");

    learner.addExamples([{ text: "flumpish wobble", label: "faq", weight: 0.5, auto: true }]);
    learner.addExamples([{ text: "flumpish wobble", label: "account" }]);
    expect(learner.route("flumpish wobble").agent).toBe("account");
  });

  it("answers from auto examples where the chosen ones are unsure", () => {
    const learner = new IntentRouter(SEED_EXAMPLES);
    expect(learner.route("zorblax quibble frobnicate").agent).toBe("fallback");
    learner.addExamples([{ text: "zorblax quibble frobnicate", label: "writing", weight: 0.5, auto: true }]);
    expect(learner.route("zorblax quibble frobnicate").agent).toBe("writing");
  });
});
