import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "../../data/store";
import { render, screen } from "../../test/render";
import { ContinueReading } from "./ContinueReading";

const post = (id: number, title: string, language: "en" | "vi") => ({
  id,
  title,
  language,
  slug: `post-${id}`,
  author: { id: 2, name: "Ada Lovelace", username: "ada", avatar: null },
});

function renderList(language: "en" | "vi") {
  vi.stubGlobal(
    "fetch",
    vi.fn(() =>
      Promise.resolve(
        Response.json({
          data: [
            { post: post(1, "Hello world", "en"), progress: 0.4, updatedAt: "" },
            { post: post(2, "Một ngày ở Huế", "vi"), progress: 0.25, updatedAt: "" },
          ],
        }),
      ),
    ),
  );
  render(
    <Provider store={makeStore()}>
      <MemoryRouter>
        <ContinueReading />
      </MemoryRouter>
    </Provider>,
    { language },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("ContinueReading", () => {
  it("lists the posts a reader started, with how far they got", async () => {
    renderList("en");
    expect(await screen.findByRole("heading", { name: "Continue reading" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "40% of “Hello world” read" })).toBeInTheDocument();
  });

  it("speaks Vietnamese, each title marked with its language where it is not the page's", async () => {
    renderList("vi");
    expect(await screen.findByRole("heading", { name: "Đọc tiếp" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Đã đọc 40% “Hello world”" })).toBeInTheDocument();
    expect(screen.getByText("Hello world")).toHaveAttribute("lang", "en");
    expect(screen.getByText("Một ngày ở Huế")).not.toHaveAttribute("lang");
    expect(screen.queryByText("Continue reading")).toBeNull();
  });
});
