import { describe, expect, it } from "vitest";
import { safeContinue } from "./loginRedirect";

const ORIGIN = "https://blog.example";

describe("safeContinue", () => {
  it.each([
    ["/settings", "/settings"],
    ["/settings?tab=security", "/settings?tab=security"],
    ["/blog/a-post#comments", "/blog/a-post#comments"],
    ["/profile/mai phương", "/profile/mai%20ph%C6%B0%C6%A1ng"],
    ["/x/../../bookmarks", "/bookmarks"],
    ["/%09/host", "/%09/host"],
    ["/%E0%A4%A", "/%E0%A4%A"],
    ["/\u0000/x", "/%00/x"],
  ])("keeps the same-site path %j as %j", (value, expected) => {
    expect(safeContinue(value, ORIGIN)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["settings"],
    ["//evil.example"],
    ["//evil.example/path"],
    ["/\\evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["/\r\n/evil.example"],
    ["\t//evil.example"],
    [" /settings"],
    ["/\t\\evil.example"],
    ["/..//evil.example"],
    ["/./\\/evil.example"],
    ["/\t/exa mple"],
    ["https://evil.example/"],
    ["https://blog.example/settings"],
    ["javascript:alert(1)"],
    ["JaVaScRiPt:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["\\\\evil.example"],
    ["%2F%2Fevil.example"],
  ])("sends %j home", (value) => {
    expect(safeContinue(value, ORIGIN)).toBe("/");
  });

  it("resolves against the page's own origin by default", () => {
    expect(safeContinue("/\t/evil.example")).toBe("/");
    expect(safeContinue("/settings")).toBe("/settings");
  });
});
