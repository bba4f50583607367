// Client-side validation speaks the page's language with the contract's messages.
import { loginBody, registerBody } from "@inkwell/contract";
import { afterEach, describe, expect, it } from "vitest";
import { documentLanguage, validate } from "./forms";

describe("validate", () => {
  afterEach(() => {
    if (typeof document !== "undefined") document.documentElement.lang = "";
  });

  it("keeps the contract's English messages on an English page", () => {
    const result = validate(loginBody, { email: "", password: "" }, "en");
    expect(result).toEqual({
      ok: false,
      errors: { email: "Email or username is required", password: "Password is required" },
    });
  });

  it("shows them in Vietnamese on a Vietnamese page", () => {
    const result = validate(loginBody, { email: "", password: "" }, "vi");
    expect(result).toEqual({
      ok: false,
      errors: { email: "Vui lòng nhập email hoặc tên người dùng", password: "Vui lòng nhập mật khẩu" },
    });
    const short = validate(
      registerBody,
      { name: "A", username: "ab", email: "x@y.z", password: "short" },
      "vi",
    );
    expect(short.ok).toBe(false);
    if (!short.ok) expect(short.errors.password).toBe("Mật khẩu phải có ít nhất 8 ký tự");
  });

  it("reads the page's language from <html lang>", () => {
    if (typeof document === "undefined") {
      expect(documentLanguage()).toBe("en");
      return;
    }
    document.documentElement.lang = "vi";
    expect(documentLanguage()).toBe("vi");
    expect(validate(loginBody, { email: "", password: "x" })).toEqual({
      ok: false,
      errors: { email: "Vui lòng nhập email hoặc tên người dùng" },
    });
  });

  it("passes valid values through", () => {
    expect(validate(loginBody, { email: "someone", password: "secret" }, "vi")).toEqual({
      ok: true,
      data: { email: "someone", password: "secret" },
    });
  });
});
