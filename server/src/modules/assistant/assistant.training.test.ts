// Who may change what the support assistant answers: suggestions, their review, autoTrain and statistics.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { chatTrainingExamples, users } from "../../db/schema";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { registerUser, verifiedUser } from "../../../test/factories";
import * as repo from "./assistant.training.repository";
import { AssistantTraining } from "./assistant.training.service";
import { fold } from "./engine/normalize";

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  const user = await registerUser(t);
  await t.app.ctx.db.update(users).set({ role: "admin" }).where(eq(users.id, user.user.id));
  admin = user;
});
afterAll(() => t.close());

const agentFor = async (message: string) =>
  (
    await t.request({
      method: "POST",
      url: "/api/v1/chat",
      payload: { message, options: { autoTrain: false } },
    })
  ).json().data.metadata.agent;

const suggest = (message: string, correctAgent: string, token?: string) =>
  t.request({ method: "POST", url: "/api/v1/chat/train", token, payload: { message, correctAgent } });

const pending = async (status = "pending") =>
  (
    await t.request({
      method: "GET",
      url: `/api/v1/chat/training/suggestions?status=${status}&limit=50`,
      token: admin.token,
    })
  ).json();

const review = (id: number, decision: "accept" | "reject", token = admin.token) =>
  t.request({ method: "POST", url: `/api/v1/chat/training/suggestions/${id}/${decision}`, token });

describe("corrections from people who are not admins", () => {
  it("are suggestions: eight of them do not change what anyone is answered", async () => {
    const readers = [await verifiedUser(t), await verifiedUser(t)];
    expect(await agentFor("reset my password")).toBe("account");
    for (let i = 0; i < 8; i += 1) {
      const res = await suggest("reset my password", "smalltalk", readers[i % 2]!.token);
      expect(res.statusCode).toBe(202);
      expect(res.json().data).toMatchObject({ status: "suggested", agent: "smalltalk" });
    }
    expect(await agentFor("reset my password")).toBe("account");
    const [item] = (await pending()).data.filter(
      (s: { message: string }) => s.message === "reset my password",
    );
    // Two people, however often they asked.
    expect(item).toMatchObject({
      agent: "smalltalk",
      suggestedBy: 2,
      status: "pending",
      currentAgent: "account",
    });
    expect(await repo.findExample(t.app.ctx.db, fold("reset my password").trim())).toBeUndefined();
  });

  it("need a verified email address and an account", async () => {
    const unverified = await registerUser(t);
    const res = await suggest("blimfold sprocket", "faq", unverified.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("EMAIL_NOT_VERIFIED");
    expect((await suggest("blimfold sprocket", "faq")).statusCode).toBe(401);
    expect((await pending()).data.map((s: { message: string }) => s.message)).not.toContain(
      "blimfold sprocket",
    );
  });
});

describe("reviewing suggestions", () => {
  it("lists each suggestion with its agent, how many people made it and when", async () => {
    const [a, b] = [await verifiedUser(t), await verifiedUser(t)];
    await suggest("grumbleweed tonic", "writing", a.token);
    await suggest("Grumbleweed tonic", "writing", b.token);
    await suggest("grumbleweed tonic", "faq", a.token);
    const page = await pending();
    expect(page.meta).toMatchObject({ page: 1, limit: 50 });
    const mine = page.data.filter((s: { message: string }) => fold(s.message) === "grumbleweed tonic");
    expect(mine).toHaveLength(2);
    const writing = mine.find((s: { agent: string }) => s.agent === "writing");
    expect(writing).toMatchObject({ message: "grumbleweed tonic", suggestedBy: 2, currentAgent: "fallback" });
    expect(Date.parse(writing.firstSuggestedAt)).toBeLessThanOrEqual(Date.parse(writing.lastSuggestedAt));
    expect(mine.find((s: { agent: string }) => s.agent === "faq")).toMatchObject({ suggestedBy: 1 });
  });

  it("accepting teaches every process; competing suggestions for the message are rejected", async () => {
    const reader = await verifiedUser(t);
    await suggest("quornish flapdoodle", "writing", reader.token);
    await suggest("quornish flapdoodle", "discovery", reader.token);
    const mine = (await pending()).data.filter(
      (s: { message: string }) => s.message === "quornish flapdoodle",
    );
    const chosen = mine.find((s: { agent: string }) => s.agent === "writing");
    const other = mine.find((s: { agent: string }) => s.agent === "discovery");
    // Another server process, already running with its router trained.
    const otherProcess = new AssistantTraining(t.app.ctx, t.app.services.users, t.app.services.audit);
    expect((await otherProcess.currentRouter()).route("quornish flapdoodle").agent).toBe("fallback");

    const accepted = await review(chosen.id, "accept");
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      id: chosen.id,
      status: "accepted",
      currentAgent: "writing",
    });
    expect(await agentFor("quornish flapdoodle")).toBe("writing");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 60_000 });
    try {
      expect((await otherProcess.currentRouter()).route("quornish flapdoodle").agent).toBe("writing");
    } finally {
      vi.useRealTimers();
    }
    expect((await pending("rejected")).data.map((s: { id: number }) => s.id)).toContain(other.id);
    expect((await pending()).data.map((s: { id: number }) => s.id)).not.toContain(chosen.id);
    const again = await review(chosen.id, "accept");
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("SUGGESTION_REVIEWED");
  });

  it("rejecting leaves the answers as they were", async () => {
    const reader = await verifiedUser(t);
    const { suggestionId } = (await suggest("thanks a lot", "account", reader.token)).json().data;
    const rejected = await review(suggestionId, "reject");
    expect(rejected.json().data).toMatchObject({ status: "rejected", currentAgent: "smalltalk" });
    expect(await agentFor("thanks a lot")).toBe("smalltalk");
    expect((await review(suggestionId, "reject")).statusCode).toBe(409);
    expect((await review(999_999, "accept")).statusCode).toBe(404);
    expect((await review(0, "reject")).statusCode).toBe(400);
  });

  it("is for admins only, like the statistics", async () => {
    const reader = await verifiedUser(t);
    const { suggestionId } = (await suggest("wibblesnort", "faq", reader.token)).json().data;
    const calls = [
      { method: "GET" as const, url: "/api/v1/chat/training/suggestions" },
      { method: "POST" as const, url: `/api/v1/chat/training/suggestions/${suggestionId}/accept` },
      { method: "POST" as const, url: `/api/v1/chat/training/suggestions/${suggestionId}/reject` },
      { method: "GET" as const, url: "/api/v1/chat/stats" },
    ];
    for (const call of calls) {
      expect((await t.request(call)).statusCode, call.url).toBe(401);
      expect((await t.request({ ...call, token: reader.token })).statusCode, call.url).toBe(403);
    }
    expect((await t.request({ ...calls[3]!, token: admin.token })).statusCode).toBe(200);
    expect((await t.request({ ...calls[0]!, token: admin.token })).statusCode).toBe(200);
    expect(await agentFor("wibblesnort")).toBe("fallback");
  });

  it("is refused by the services themselves, whoever calls them", async () => {
    const reader = await verifiedUser(t);
    const { suggestionId } = (await suggest("flumptastic", "faq", reader.token)).json().data;
    const { assistantTraining: training, assistant } = t.app.services;
    const refusals = [
      () => training.train(reader.user.id, "flumptastic", "faq", 1, "manual"),
      () => training.suggestions(reader.user.id, { page: 1, limit: 10, status: "pending" }),
      () => training.accept(suggestionId, reader.user.id),
      () => training.reject(suggestionId, reader.user.id),
      () => assistant.stats(reader.user.id),
    ];
    for (const refusal of refusals) await expect(refusal()).rejects.toMatchObject({ statusCode: 403 });
    expect(await agentFor("flumptastic")).toBe("fallback");
  });
});

describe("autoTrain", () => {
  it("cannot be steered into overriding what people taught the assistant", async () => {
    // What autoTrain stores from anonymous messages built to be confidently small talk.
    for (let i = 0; i < 120; i += 1) {
      const message = `${["hi", "hello", "thanks", "cheers", "good morning"].slice(0, 2 + (i % 4)).join(" ")} reset password ${i}`;
      await repo.saveExample(t.app.ctx.db, {
        message,
        folded: fold(message).trim(),
        agentName: "smalltalk",
        confidence: 0.5,
        source: "auto",
      });
    }
    const fresh = new AssistantTraining(t.app.ctx, t.app.services.users, t.app.services.audit);
    expect((await fresh.currentRouter()).route("reset my password").agent).toBe("account");
  });
});

// PostgreSQL only: PGlite has one connection, so a transaction cannot commit while another is open.
describe.runIf(process.env.TEST_DATABASE_URL)("examples stored through another process", () => {
  it("are learnt even when one with a lower id commits after one with a higher id was read", async () => {
    const other = await createTestApp({}, { shared: t.app.ctx.database });
    try {
      const known = async () => (await other.app.services.assistantTraining.currentRouter()).size;
      const before = await known();
      const example = (message: string) => ({
        message,
        folded: fold(message).trim(),
        agentName: "account",
        source: "manual" as const,
      });
      let takeId!: (id: number) => void;
      const lowerId = new Promise<number>((resolve) => (takeId = resolve));
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => (commit = resolve));
      const late = t.app.ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(chatTrainingExamples)
          .values(example("quokka ledger committed late"))
          .returning();
        takeId(row!.id);
        await committing;
      });
      const low = await lowerId;
      const [early] = await t.app.ctx.db
        .insert(chatTrainingExamples)
        .values(example("wombat ledger committed early"))
        .returning();
      expect(early!.id).toBeGreaterThan(low);
      await expect.poll(known, { timeout: 8000, interval: 200 }).toBe(before + 1);
      commit();
      await late;
      await expect.poll(known, { timeout: 8000, interval: 200 }).toBe(before + 2);
    } finally {
      await other.close();
    }
  });
});
