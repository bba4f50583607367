import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import type { Language } from "../../i18n";
import { render, screen, waitFor } from "../../test/render";
import { currentUser } from "../../test/users";
import { LanguageSwitch } from "./LanguageSwitch";
import { useMemberLanguage } from "./useMemberLanguage";

function MemberLanguage() {
  useMemberLanguage();
  return null;
}

function setup({ language = "en", member }: { language?: Language; member?: Language | null } = {}) {
  const fetchMock = vi.fn((_url: string, init: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify({ data: JSON.parse(String(init.body ?? "{}")) as unknown }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
    ),
  );
  vi.stubGlobal("fetch", fetchMock);
  // jsdom does not navigate: the page asked for again is only recorded.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  const store = makeStore();
  if (member !== undefined) store.dispatch(setCurrentUser(currentUser({ language: member })));
  render(
    <Provider store={store}>
      <MemberLanguage />
      <LanguageSwitch />
    </Provider>,
    { language },
  );
  return { fetchMock, store };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = "lang=; path=/; max-age=0";
});

describe("the language switch", () => {
  it("offers each language by its own name, as links that work before the app has loaded", () => {
    setup({ language: "vi" });
    const english = screen.getByRole("link", { name: "English" });
    const vietnamese = screen.getByRole("link", { name: "Tiếng Việt" });
    expect(english).toHaveAttribute("href", "?lang=en");
    expect(english).toHaveAttribute("lang", "en");
    expect(vietnamese).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("navigation", { name: "Ngôn ngữ" })).toBeInTheDocument();
  });

  it("keeps a visitor's choice in the lang cookie", async () => {
    const { fetchMock } = setup();
    await userEvent.click(screen.getByRole("link", { name: "Tiếng Việt" }));
    expect(document.cookie).toContain("lang=vi");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("makes a member's choice their preference too", async () => {
    const { fetchMock, store } = setup({ member: null });
    await userEvent.click(screen.getByRole("link", { name: "Tiếng Việt" }));
    await waitFor(() => expect(document.cookie).toContain("lang=vi"));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toContain("/me/preferences");
    expect(JSON.parse(String(init.body))).toEqual({ language: "vi" });
    expect(store.getState().auth.currentUser?.language).toBe("vi");
  });
});

describe("a member's language", () => {
  it("brings a page in another language back in theirs, through the cookie", async () => {
    setup({ language: "en", member: "vi" });
    await waitFor(() => expect(document.cookie).toContain("lang=vi"));
  });

  it("leaves a page in their language as it is", () => {
    setup({ language: "vi", member: "vi" });
    expect(document.cookie).not.toContain("lang=");
  });
});
