import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { screen, waitFor } from "../../test/render";
import { renderWritingPage, writersPost } from "./writingPages.fixtures";
import WritePostPage from "./WritePostPage";

const answers = (path: string) => {
  if (path === "/posts/write/hello-world") return writersPost();
  if (path === "/posts/write/kept-draft")
    return writersPost({ can: { ...writersPost().can, publish: false } });
  if (path === "/topics") return [];
  return undefined;
};

/** The name Quill's toolbar gives a control (hidden until Quill's stylesheet loads, which it does not here). */
const nameOf = (selector: string) =>
  document.querySelector(`.ql-toolbar ${selector}`)?.getAttribute("aria-label");

const open = (at: string, language: "en" | "vi" = "en", signedIn = true) =>
  renderWritingPage(<WritePostPage />, answers, { route: "/write/:slug?", at, language, signedIn });

describe("the write page", () => {
  it("asks a visitor to sign in", () => {
    open("/write", "en", false);
    expect(screen.getByRole("heading", { name: "New post" })).toBeInTheDocument();
    expect(screen.getByText("Sign in to write")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login?continue=%2Fwrite");
  });

  it("asks a visitor to sign in, in Vietnamese", () => {
    open("/write", "vi", false);
    expect(screen.getByRole("heading", { name: "Bài viết mới" })).toBeInTheDocument();
    expect(screen.getByText("Đăng nhập để viết")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Đăng nhập" })).toBeInTheDocument();
    expect(screen.queryByText(/Sign in|New post/)).not.toBeInTheDocument();
  });

  it("says when the post to edit is not found", async () => {
    open("/write/missing", "vi");
    expect(await screen.findByText("Không tìm thấy bài viết")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Bài viết của tôi" })).toHaveAttribute("href", "/my-posts");
  });

  it(
    "edits a draft with the toolbar, the editor and the publish modal in Vietnamese",
    { timeout: 20_000 },
    async () => {
      open("/write/hello-world", "vi");
      expect(await screen.findByText("Bản nháp")).toBeInTheDocument();
      const title = screen.getByRole("textbox", { name: "Tiêu đề" });
      expect(title).toHaveValue("Hello world");
      expect(title).toHaveAttribute("placeholder", "Tiêu đề");
      expect(screen.getByRole("button", { name: "Lưu nháp" })).toBeInTheDocument();
      await waitFor(() => expect(nameOf(".ql-bold")).toBe("In đậm"));
      expect(nameOf(".ql-header .ql-picker-label")).toBe("Kiểu tiêu đề");
      expect(nameOf('.ql-list[value="ordered"]')).toBe("Danh sách đánh số");
      expect(document.querySelector(".ql-editor")).toHaveAttribute(
        "data-placeholder",
        "Kể câu chuyện của bạn…",
      );
      await userEvent.click(screen.getByRole("button", { name: "Xuất bản" }));
      expect(screen.getByRole("heading", { name: "Sẵn sàng xuất bản?" })).toBeInTheDocument();
      expect(screen.queryByText(/Save draft|Publish/)).not.toBeInTheDocument();
    },
  );

  it("keeps the English toolbar and editor as they were", { timeout: 20_000 }, async () => {
    open("/write/hello-world");
    expect(await screen.findByText("Draft")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save draft" })).toBeInTheDocument();
    await waitFor(() => expect(nameOf(".ql-header .ql-picker-label")).toBe("Heading"));
    expect(nameOf(".ql-bold")).toBe("bold");
    expect(nameOf('.ql-list[value="ordered"]')).toBe("list: ordered");
    expect(document.querySelector(".ql-editor")).toHaveAttribute("data-placeholder", "Tell your story…");
  });

  it("says why instead of Publish to a member the site does not let publish, keeping Save draft", async () => {
    open("/write/kept-draft");
    expect(await screen.findByText(/Only authors can publish on this site/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Publish" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save draft" })).toBeInTheDocument();
  });

  it("says so in Vietnamese too", async () => {
    open("/write/kept-draft", "vi");
    expect(await screen.findByText(/Chỉ tác giả mới được đăng bài/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Xuất bản" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Lưu nháp" })).toBeInTheDocument();
  });
});
