import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { makeStore } from "../../data/store";
import { render, screen } from "../../test/render";
import VerifiedEmailPage from "./VerifiedEmailPage";

function renderPage(path: string, answer: Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(answer)),
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider
        router={createMemoryRouter([{ path: "*", element: <VerifiedEmailPage /> }], {
          initialEntries: [path],
        })}
      />
    </Provider>,
    { language: "vi" },
  );
}

describe("VerifiedEmailPage in Vietnamese", () => {
  it("says the address is verified", async () => {
    renderPage("/verified?token=good", Response.json({ data: { user: null } }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Email của bạn đã được xác minh" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Về trang chủ" })).toHaveAttribute("href", "/");
    expect(screen.queryByText(/Your email is verified/)).not.toBeInTheDocument();
  });

  it("says why it failed and how to get a new link", async () => {
    renderPage(
      "/verified?token=old",
      Response.json({ error: { code: "TOKEN_EXPIRED", message: "Token expired" } }, { status: 400 }),
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Không xác minh được email của bạn" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Liên kết xác minh này đã hết hạn.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Đăng nhập để nhận liên kết mới" })).toBeInTheDocument();
  });
});
