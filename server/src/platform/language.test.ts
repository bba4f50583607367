// Which language a request is answered in: the member's choice, the lang cookie, Accept-Language, the default.
import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { fromAcceptLanguage, requestLanguage } from "./language";

const requestWith = (headers: Record<string, string>, defaultLanguage = "en") =>
  ({
    headers,
    server: { ctx: { site: { current: () => ({ defaultLanguage }) } } },
  }) as unknown as FastifyRequest;

describe("fromAcceptLanguage", () => {
  it("takes the most preferred of our languages, by primary subtag", () => {
    expect(fromAcceptLanguage("vi-VN,vi;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("vi");
    expect(fromAcceptLanguage("fr-FR,fr;q=0.9,en-GB;q=0.6,vi;q=0.5")).toBe("en");
    expect(fromAcceptLanguage("en;q=0.3, VI;q=0.8")).toBe("vi");
    expect(fromAcceptLanguage("vi, en")).toBe("vi");
  });

  it("answers null for none of ours, a refusal or nonsense", () => {
    expect(fromAcceptLanguage(undefined)).toBeNull();
    expect(fromAcceptLanguage("fr, de;q=0.5")).toBeNull();
    expect(fromAcceptLanguage("vi;q=0")).toBeNull();
    expect(fromAcceptLanguage("*")).toBeNull();
    expect(fromAcceptLanguage(";;;,,,=q;")).toBeNull();
    expect(fromAcceptLanguage("vi;q=abc")).toBeNull();
  });

  it("reads a long header from its start only", () => {
    expect(fromAcceptLanguage(`${"xx;q=0.1,".repeat(200_000)}vi`)).toBeNull();
    expect(fromAcceptLanguage(`en,${"xx,".repeat(200_000)}`)).toBe("en");
  });
});

describe("requestLanguage", () => {
  it("prefers the member's choice, then the cookie, then the header, then the default", () => {
    const both = requestWith({ cookie: "theme=dark; lang=en", "accept-language": "vi" });
    expect(requestLanguage(both, "vi")).toBe("vi");
    expect(requestLanguage(both)).toBe("en");
    expect(requestLanguage(requestWith({ cookie: "lang=klingon", "accept-language": "vi-VN" }))).toBe("vi");
    expect(requestLanguage(requestWith({}))).toBe("en");
    expect(requestLanguage(requestWith({}, "vi"))).toBe("vi");
    expect(requestLanguage(requestWith({ "accept-language": "en-US" }, "vi"))).toBe("en");
  });
});
