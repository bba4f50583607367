// The weekly digest: what the authors a follower follows published, once a week, without hidden posts or
// those of suspended or banned writers.
import { describe, expect, it } from "vitest";
import { verifiedUser } from "../../../test/factories";
import { ban, hide, mailsTo, suspend } from "../../../test/newsletter";
import { follow, publishPost } from "../../../test/posts";
import { t, useAuthor } from "../../../test/suite";
import { isoWeek } from "./newsletter.service";

useAuthor();

describe("the weekly digest", () => {
  it("mails a follower who opted in what the authors they follow published, once a week", async () => {
    const follower = await verifiedUser(t);
    const followed = await verifiedUser(t);
    await follow(t, follower.user.id, followed.user.id);
    const on = await t.request({
      method: "PUT",
      url: "/api/v1/newsletter/digest",
      token: follower.token,
      payload: { weeklyDigest: true },
    });
    expect(on.json().data.weeklyDigest).toBe(true);
    await publishPost(t, followed.token, { title: "Digest material" });
    await publishPost(t, followed.token, { title: "Hidden from digests", visibility: "private" });
    expect(await t.app.services.newsletter.queueDigests()).toBe(1);
    await t.app.services.newsletter.queue.drain();
    const digest = mailsTo(follower.user.email).find((m) => m.subject.startsWith("Your week"))!;
    expect(digest.html).toContain("Digest material");
    expect(digest.html).not.toContain("Hidden from digests");
    expect(digest.headers?.["List-Unsubscribe"]).toContain("token=d");
    expect(await t.app.services.newsletter.queueDigests()).toBe(0);
    expect(isoWeek(new Date("2026-01-01T00:00:00Z"))).toBe("2026-W01");
  });

  it("leaves out posts hidden by a moderator and those of suspended or banned writers", async () => {
    const follower = await verifiedUser(t);
    const [kept, hiddenOne, suspended, banned] = await Promise.all([1, 2, 3, 4].map(() => verifiedUser(t)));
    for (const writer of [kept!, hiddenOne!, suspended!, banned!]) {
      await follow(t, follower.user.id, writer.user.id);
    }
    await t.request({
      method: "PUT",
      url: "/api/v1/newsletter/digest",
      token: follower.token,
      payload: { weeklyDigest: true },
    });
    await publishPost(t, kept!.token, { title: "Still in the digest" });
    const hidden = await publishPost(t, hiddenOne!.token, { title: "Hidden since" });
    await publishPost(t, suspended!.token, { title: "By a suspended writer" });
    await publishPost(t, banned!.token, { title: "By a banned writer" });
    await hide(t, hidden.id);
    await suspend(t, suspended!.user.id);
    await ban(t, banned!.user.id);

    expect(await t.app.services.newsletter.queueDigests()).toBe(1);
    await t.app.services.newsletter.queue.drain();
    const digest = mailsTo(follower.user.email).find((m) => m.subject.startsWith("Your week"))!;
    expect(digest.html).toContain("Still in the digest");
    for (const title of ["Hidden since", "By a suspended writer", "By a banned writer"]) {
      expect(digest.html).not.toContain(title);
    }
  });

  it("is written in the follower's language, its week too", async () => {
    const follower = await verifiedUser(t);
    const followed = await verifiedUser(t);
    await follow(t, follower.user.id, followed.user.id);
    await t.request({
      method: "PUT",
      url: "/api/v1/me/preferences",
      token: follower.token,
      payload: { language: "vi" },
    });
    await t.request({
      method: "PUT",
      url: "/api/v1/newsletter/digest",
      token: follower.token,
      payload: { weeklyDigest: true },
    });
    await publishPost(t, followed.token, { title: "Tin của tuần" });
    expect(await t.app.services.newsletter.queueDigests()).toBe(1);
    await t.app.services.newsletter.queue.drain();
    const digest = mailsTo(follower.user.email).at(-1)!;
    expect(digest.subject).toBe("Tuần của bạn trên Inkwell: 1 bài viết mới");
    expect(digest.html).toContain("Tin của tuần");
    expect(digest.text).toMatch(/^Tuần này từ những tác giả bạn theo dõi\n[^\n]*thg \d+, \d{4}\n/);
    expect(digest.text).toContain("Ngừng nhận bản tin tuần: http://localhost:3000/newsletter?unsubscribe=");
  });
});
