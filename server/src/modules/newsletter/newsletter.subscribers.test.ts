// A writer's subscriber list as CSV: exported and imported, people who left kept off it, and addresses a
// spreadsheet would run as a formula kept as text.
import { parse as parseCsv } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscribers } from "../../db/schema";
import { verifiedUser } from "../../../test/factories";
import { fileForm } from "../../../test/imports";
import { subscribe } from "../../../test/newsletter";
import { t, useAuthor } from "../../../test/suite";

useAuthor();

describe("subscriber lists", () => {
  it("exports and imports CSV, keeping people who left off the list", async () => {
    const writer = await verifiedUser(t);
    await subscribe("left@example.com", undefined, writer.user.username);
    const [left] = await t.app.ctx.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, "left@example.com"));
    await t.app.ctx.db
      .update(subscribers)
      .set({ status: "unsubscribed" })
      .where(eq(subscribers.id, left!.id));
    const csv =
      'Email,Name,Status\nnew.one@example.com,New One,subscribed\nleft@example.com,Left,\nnot an email,,\n"quoted@example.com","Q, Uoted",\n';
    const res = await t.request({
      method: "POST",
      url: "/api/v1/newsletter/subscribers",
      token: writer.token,
      ...fileForm("list.csv", csv),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      added: 2,
      skipped: 2,
      errors: ["Line 4: “not an email” is not an email address"],
    });
    const exported = await t.request({
      method: "GET",
      url: "/api/v1/newsletter/subscribers",
      token: writer.token,
    });
    expect(exported.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = exported.body.trim().split("\n");
    expect(lines[0]).toBe("email,status,subscribed_at,confirmed_at");
    expect(lines.some((l) => l.startsWith("left@example.com,unsubscribed,"))).toBe(true);
    expect(lines.some((l) => l.startsWith("new.one@example.com,active,"))).toBe(true);
    const settings = await t.request({
      method: "GET",
      url: "/api/v1/newsletter/settings",
      token: writer.token,
    });
    expect(settings.json().data.subscribers).toEqual({ active: 2, pending: 0, unsubscribed: 1 });
    const garbage = await t.request({
      method: "POST",
      url: "/api/v1/newsletter/subscribers",
      token: writer.token,
      ...fileForm("list.csv", "name\nx"),
    });
    expect(garbage.statusCode).toBe(400);
    expect((await t.request({ method: "GET", url: "/api/v1/newsletter/subscribers" })).statusCode).toBe(401);
  });
  it("exports addresses a spreadsheet would run as a formula as plain text, and reads them back", async () => {
    const writer = await verifiedUser(t);
    const starts = ["=", "+", "-", "@", "\t", "\r"];
    // The API refuses most of these as addresses; a list kept from before, or brought from elsewhere, may not.
    await t.app.ctx.db
      .insert(subscribers)
      .values(starts.map((start, i) => ({ authorId: writer.user.id, email: `${start}cmd${i}@example.com` })));
    const exported = await t.request({
      method: "GET",
      url: "/api/v1/newsletter/subscribers",
      token: writer.token,
    });
    expect(exported.statusCode).toBe(200);
    const emails = (parseCsv(exported.body, { columns: true }) as { email: string }[]).map((r) => r.email);
    expect(emails.sort()).toEqual(starts.map((start, i) => `'${start}cmd${i}@example.com`).sort());

    // The file comes back in: addresses that are valid once the quote is taken off are added again.
    const other = await verifiedUser(t);
    const imported = await t.request({
      method: "POST",
      url: "/api/v1/newsletter/subscribers",
      token: other.token,
      ...fileForm("subscribers.csv", exported.body),
    });
    expect(imported.json().data).toMatchObject({ added: 4, skipped: 2 });
    const back = await t.app.ctx.db
      .select({ email: subscribers.email })
      .from(subscribers)
      .where(eq(subscribers.authorId, other.user.id));
    expect(back.map((r) => r.email).sort()).toEqual(
      ["+cmd1@example.com", "-cmd2@example.com", "cmd4@example.com", "cmd5@example.com"].sort(),
    );
  });
});
