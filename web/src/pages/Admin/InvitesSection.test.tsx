// The invitations section: making one shows its link to copy; the list shows each one's state and withdraws
// waiting ones; in English and in Vietnamese.
import type { Invite } from "@inkwell/contract";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import { render, screen, within } from "../../test/render";
import { currentUser } from "../../test/users";
import { InvitesSection } from "./InvitesSection";

const sam = { id: 1, name: "Sam", firstName: "Sam", lastName: "", username: "sam", avatar: null };
const waiting: Invite = {
  id: 2,
  email: "lan@example.com",
  role: "author",
  state: "pending",
  createdBy: sam,
  createdAt: "2025-01-01T00:00:00.000Z",
  expiresAt: "2025-01-08T00:00:00.000Z",
  usedAt: null,
  usedBy: null,
  revokedAt: null,
};
const used: Invite = {
  ...waiting,
  id: 1,
  email: null,
  role: "user",
  state: "used",
  usedAt: "2025-01-02T00:00:00.000Z",
  usedBy: { ...sam, id: 9, name: "Minh", username: "minh" },
};

function renderSection(language: "en" | "vi") {
  const fetch = vi.fn((input: string, init?: RequestInit) => {
    if (init?.method === "POST") {
      const created = {
        id: 3,
        url: "http://localhost/register?invite=tok",
        expiresAt: "2025-01-08T00:00:00.000Z",
      };
      return Promise.resolve(Response.json({ data: created }, { status: 201 }));
    }
    if (init?.method === "DELETE" || input.includes("_method=DELETE")) {
      return Promise.resolve(Response.json({ data: { ...waiting, state: "revoked" } }));
    }
    return Promise.resolve(Response.json({ data: [waiting, used] }));
  });
  vi.stubGlobal("fetch", fetch);
  const store = makeStore();
  store.dispatch(setCurrentUser(currentUser({ id: 1, username: "sam", role: "admin" })));
  render(
    <Provider store={store}>
      <MemoryRouter>
        <InvitesSection />
      </MemoryRouter>
    </Provider>,
    { language },
  );
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the invitations section", () => {
  it("makes an invitation for an address and a role, and shows its link to copy", async () => {
    const fetch = renderSection("en");
    expect(screen.getByRole("heading", { name: "Invitations" })).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "New invitation" });
    const address = within(form).getByLabelText("Email address the invitation is for");
    // What leaving it empty means is said beside it, not in a placeholder a phone cuts short.
    expect(address).toHaveAccessibleDescription(
      "Without an address, anyone who has the link can join with it.",
    );
    await userEvent.type(address, "guest@example.com");
    await userEvent.selectOptions(within(form).getByRole("combobox"), "author");
    await userEvent.click(within(form).getByRole("button", { name: "Create invitation" }));
    expect(await screen.findByRole("textbox", { name: "Invitation link" })).toHaveValue(
      "http://localhost/register?invite=tok",
    );
    expect(screen.getByRole("button", { name: "Copy link" })).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ email: "guest@example.com", role: "author" });
  });

  it("lists waiting and used invitations, and withdraws a waiting one", async () => {
    const fetch = renderSection("en");
    const list = await screen.findByRole("list", { name: "Invitations" });
    const pending = within(list).getByRole("listitem", { name: "lan@example.com" });
    expect(within(pending).getByText("Waiting")).toBeInTheDocument();
    expect(within(pending).getByText("author")).toBeInTheDocument();
    const usedRow = within(list).getByRole("listitem", { name: "Anyone with the link" });
    expect(within(usedRow).getByText("Used")).toBeInTheDocument();
    expect(within(usedRow).getByRole("link", { name: "Minh" })).toHaveAttribute("href", "/profile/minh");
    expect(within(usedRow).queryByRole("button", { name: "Withdraw" })).not.toBeInTheDocument();
    await userEvent.click(within(pending).getByRole("button", { name: "Withdraw" }));
    expect(
      fetch.mock.calls.some(([url, init]) => url.includes("/admin/invites/2") && init?.method !== undefined),
    ).toBe(true);
  });

  it("is in Vietnamese for a Vietnamese administrator", async () => {
    renderSection("vi");
    expect(screen.getByRole("heading", { name: "Lời mời" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tạo lời mời" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Các lời mời" });
    expect(within(list).getByText("Đang chờ")).toBeInTheDocument();
    expect(within(list).getByText("Đã dùng")).toBeInTheDocument();
    expect(within(list).getByText("tác giả")).toBeInTheDocument();
    expect(within(list).getByRole("listitem", { name: "Bất kỳ ai có liên kết" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Thu hồi" })).toBeInTheDocument();
    expect(screen.queryByText(/Invitations|Withdraw|Waiting/)).not.toBeInTheDocument();
  });
});
