import { DEFAULT_SITE_SETTINGS } from "@inkwell/contract";
import type { SiteSettings } from "@inkwell/contract";
import { describe, expect, it } from "vitest";
import { LIMITS } from "../../platform/limits";
import { createTestApp } from "../../../test/app";
import { expectLimited, OWN_APP_TIMEOUT_MS, withTwoAdmins } from "../../../test/limits";
import { admin, member, moderator, t, useStaff } from "../../../test/suite";

useStaff();

const read = async () => {
  const res = await t.request({ method: "GET", url: "/api/v1/site" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: SiteSettings }>().data;
};
const change = (payload: object, who: { token: string } | null = admin) =>
  t.request({ method: "PUT", url: "/api/v1/admin/site", payload, token: who?.token });

describe("GET /site", () => {
  it("answers the defaults on a new site, to anyone", async () => {
    expect(await read()).toEqual(DEFAULT_SITE_SETTINGS);
  });
});

describe("PUT /admin/site", () => {
  it("changes only the fields sent and keeps the rest, for every process reading the settings", async () => {
    const res = await change({ title: "  The Lantern  ", accentColor: "#0F766E" });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ data: SiteSettings }>().data;
    expect(saved).toMatchObject({ title: "The Lantern", accentColor: "#0f766e", registration: "open" });
    expect(await read()).toEqual(saved);

    await change({ navigation: [{ label: "Guides", url: "/tags/guides" }], poweredBy: false });
    expect(await read()).toMatchObject({
      title: "The Lantern",
      accentColor: "#0f766e",
      navigation: [{ label: "Guides", url: "/tags/guides" }],
      poweredBy: false,
    });
    const config = await t.request({ method: "GET", url: "/api/v1/config" });
    expect(config.json<{ data: { appName: string } }>().data.appName).toBe("The Lantern");
  });

  it("is for administrators only: 401 anonymous, 403 members and moderators, nothing changed", async () => {
    const before = await read();
    expect((await change({ title: "Mine" }, null)).statusCode).toBe(401);
    for (const who of [member, moderator]) {
      const res = await change({ title: "Mine" }, who);
      expect(res.statusCode).toBe(403);
      expect(res.json<{ error: { code: string } }>().error.code).toBe("FORBIDDEN");
    }
    expect(await read()).toEqual(before);
  });

  it.each([
    [{ title: "" }, "title"],
    [{ title: "x".repeat(61) }, "title"],
    [{ title: 7 }, "title"],
    [{ description: "x".repeat(201) }, "description"],
    [{ accentColor: "teal" }, "accentColor"],
    [{ accentColor: "#12345" }, "accentColor"],
    [{ defaultLanguage: "fr" }, "defaultLanguage"],
    [{ navigation: [{ label: "Evil", url: "javascript:alert(1)" }] }, "navigation.0.url"],
    [{ navigation: [{ label: "Away", url: "//evil.example/path" }] }, "navigation.0.url"],
    [{ navigation: [{ label: "Data", url: "data:text/html,hi" }] }, "navigation.0.url"],
    [
      {
        footerNavigation: [
          { label: "Ok", url: "/a" },
          { label: "", url: "/b" },
        ],
      },
      "footerNavigation.1.label",
    ],
    [{ footerNavigation: [{ label: "x".repeat(41), url: "/b" }] }, "footerNavigation.0.label"],
    [{ navigation: Array.from({ length: 13 }, (_, i) => ({ label: `L${i}`, url: "/" })) }, "navigation"],
    [{ navigation: "home" }, "navigation"],
    [{ logoUrl: "https://elsewhere.example/logo.png" }, "logoUrl"],
    [{ iconUrl: "/uploads/../secret.png" }, "iconUrl"],
    [{ registration: "closed" }, "registration"],
    [{ publishing: "nobody" }, "publishing"],
    [{ poweredBy: "yes" }, "poweredBy"],
  ])("refuses %j with a 400 naming %s, keeping what was stored", async (payload, field) => {
    const before = await read();
    const res = await change({ ...payload, title: "title" in payload ? payload.title : "Changed" });
    expect(res.statusCode, res.body).toBe(400);
    const { error } = res.json<{ error: { code: string; fields: Record<string, string> } }>();
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(Object.keys(error.fields)).toContain(field);
    expect(await read()).toEqual(before);
  });

  it("takes site paths, http(s) addresses, uploaded images and null", async () => {
    const res = await change({
      navigation: [
        { label: "About", url: "/about" },
        { label: "Shop", url: "https://shop.example/lantern?ref=blog" },
      ],
      footerNavigation: [],
      logoUrl: "/uploads/2026/11/logo.png",
      iconUrl: null,
      description: "Notes from a small workshop.",
      defaultLanguage: "vi",
      registration: "invite",
      publishing: "authors",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await read()).toMatchObject({
      logoUrl: "/uploads/2026/11/logo.png",
      iconUrl: null,
      defaultLanguage: "vi",
      registration: "invite",
      publishing: "authors",
    });
    await change({ registration: "open", publishing: "everyone", defaultLanguage: "en" });
  });

  it("is written in the audit log with the fields that changed", async () => {
    await change({ description: "A workshop's notebook." });
    const log = await t.request({ method: "GET", url: "/api/v1/moderation/log", token: admin.token });
    const entries = log.json<{ data: { action: string; note: string | null }[] }>().data;
    expect(entries[0]).toMatchObject({ action: "site.update", note: "description" });
  });
});

describe("the site's default language", () => {
  it("is the language of a visitor who asks for none, and not of one who asks", async () => {
    await change({ defaultLanguage: "vi" });
    const unknown = await t.request({ method: "GET", url: "/api/v1/no-such-thing" });
    expect(unknown.json<{ error: { message: string } }>().error.message).not.toMatch(/not found/i);
    const english = await t.request({
      method: "GET",
      url: "/api/v1/no-such-thing",
      headers: { "accept-language": "en-GB" },
    });
    expect(english.json<{ error: { message: string } }>().error.message).toMatch(/not found/i);
    await change({ defaultLanguage: "en" });
  });
});

describe("a second process on the same database", () => {
  it("reads a change within seconds", async () => {
    const other = await createTestApp({}, { shared: t.app.ctx.database });
    try {
      await change({ title: "Seen everywhere" });
      await expect
        .poll(
          async () => {
            const res = await other.request({ method: "GET", url: "/api/v1/site" });
            return res.json<{ data: SiteSettings }>().data.title;
          },
          { timeout: 8000, interval: 200 },
        )
        .toBe("Seen everywhere");
    } finally {
      await other.close();
    }
  });
});

describe("the web app manifest and the favicon", () => {
  it("follow the settings: name, colour and icon, with a short cache", async () => {
    const manifest = async () => {
      const res = await t.request({ method: "GET", url: "/manifest.webmanifest" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("application/manifest+json");
      expect(res.headers["cache-control"]).toBe("public, max-age=300");
      return res.json<{ name: string; short_name: string; theme_color: string; icons: { src: string }[] }>();
    };
    const favicon = () => t.request({ method: "GET", url: "/favicon.ico" });
    await change({ title: "Inkwell", iconUrl: null, accentColor: "#4f46e5" });
    expect(await manifest()).toMatchObject({
      name: "Inkwell",
      short_name: "Inkwell",
      theme_color: "#4f46e5",
      icons: [{ src: "/favicon.svg", type: "image/svg+xml" }],
    });
    expect((await favicon()).headers.location).toBe("/favicon.svg");

    await change({ title: "The Lantern", iconUrl: "/uploads/2026/01/lamp.png", accentColor: "#0F766E" });
    expect(await manifest()).toMatchObject({
      name: "The Lantern",
      short_name: "The Lantern",
      theme_color: "#0f766e",
      icons: [{ src: "/uploads/2026/01/lamp.png", type: "image/png" }],
    });
    const moved = await favicon();
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe("/uploads/2026/01/lamp.png");
    expect(moved.headers["cache-control"]).toBe("public, max-age=300");
    await change({ title: "Inkwell", iconUrl: null, accentColor: "#4f46e5" });
  });
});

describe("the limit on saving the settings", () => {
  it(
    "answers 429 to an administrator past it, and not to another administrator",
    () =>
      withTwoAdmins(async (limited, first, second) => {
        const save = (who: { token: string }, i: number) =>
          limited.request({
            method: "PUT",
            url: "/api/v1/admin/site",
            token: who.token,
            payload: { title: `Site ${i}` },
          });
        await expectLimited(LIMITS.siteChangesPerUser, (i) => save(first, i));
        expect((await save(second, 0)).statusCode).toBe(200);
      }),
    OWN_APP_TIMEOUT_MS,
  );
});
