// What the assistant learns from what it is told: an admin's correction at once, a reader's as a
// suggestion, and confident predictions (autoTrain) once each.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { chat } from "../../../test/assistant";
import { registerUser, verifiedUser } from "../../../test/factories";
import { t, useApp } from "../../../test/suite";

useApp();

describe("training", () => {
  it("an admin's correction changes a routing decision at once, a reader's only suggests it", async () => {
    const reader = await verifiedUser(t);
    const admin = await registerUser(t);
    await t.app.ctx.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
    const phrase = "zorblax quibble frobnicate";
    const agentFor = async (message: string) =>
      (await chat(message, undefined, undefined, { autoTrain: false })).json().data.metadata.agent;
    expect(await agentFor(phrase)).toBe("fallback");
    const train = (payload: object, token?: string) =>
      t.request({ method: "POST", url: "/api/v1/chat/train", payload, token });
    expect((await train({ message: phrase, correctAgent: "writing" })).statusCode).toBe(401);
    const suggested = await train({ message: phrase, correctAgent: "writing" }, reader.token);
    expect(suggested.statusCode).toBe(202);
    expect(suggested.json().data).toMatchObject({ status: "suggested", message: phrase, agent: "writing" });
    expect(await agentFor(phrase)).toBe("fallback");
    const trained = await train({ message: phrase, correctAgent: "writing" }, admin.token);
    expect(trained.statusCode).toBe(200);
    expect(trained.json().data).toMatchObject({ status: "trained", agent: "writing", source: "correction" });
    expect(await agentFor(phrase)).toBe("writing");

    const example = (payload: object, token?: string) =>
      t.request({ method: "POST", url: "/api/v1/chat/training/example", payload, token });
    const bad = await example({ message: "blorptastic", agentName: "nonsense" }, admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("agentName");
    expect((await example({ message: "flumpish wobble", agentName: "faq" }, reader.token)).statusCode).toBe(
      403,
    );
    const added = await example({ message: "flumpish wobble", agentName: "faq" }, admin.token);
    expect(added.statusCode).toBe(200);
    expect(
      (await chat("flumpish wobble", undefined, undefined, { autoTrain: false })).json().data.metadata.agent,
    ).toBe("faq");
    const badConfidence = await train({ message: "x", correctAgent: "faq", confidence: 3 }, reader.token);
    expect(badConfidence.json().error.fields).toHaveProperty("confidence");
    // Smaller than the stored real can hold: kept as 0, not refused by the database.
    const tiny = await train(
      { message: "gribble tiny", correctAgent: "faq", confidence: 5e-324 },
      admin.token,
    );
    expect(tiny.statusCode).toBe(200);
  });

  it("autoTrain stores only confident predictions, once, and never fallbacks", async () => {
    const admin = await registerUser(t);
    await t.app.ctx.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
    const stats = async () =>
      (await t.request({ method: "GET", url: "/api/v1/chat/stats", token: admin.token })).json().data;
    const statsBefore = await stats();
    await chat("How do I reset my password?", undefined, undefined, {
      autoTrain: true,
      includeContext: true,
    });
    await chat("How do I reset my password?", undefined, undefined, {
      autoTrain: true,
      includeContext: true,
    });
    await chat("best pizza recipe with pineapple", undefined, undefined, {
      autoTrain: true,
      includeContext: true,
    });
    const after = await stats();
    expect(after.trainingExamples.stored - statsBefore.trainingExamples.stored).toBeLessThanOrEqual(1);
    expect(after).toMatchObject({ messages: expect.any(Number), sessions: expect.any(Number) });
    expect(after.agents.fallback).toBeGreaterThan(0);
    expect(after.fallbackRate).toBeGreaterThan(0);
    expect(after.averageConfidence).toBeGreaterThan(0);
  });

  it("learns a phrasing once when many visitors ask it at the same moment", async () => {
    const question = "How can I write and publish a brand new post today?";
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.request({
          method: "POST",
          url: "/api/v1/chat",
          payload: { message: question, options: { autoTrain: true, includeContext: false } },
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
  });
});
