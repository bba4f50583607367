import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { screen, within } from "../../test/render";
import { renderWritingPage, writersPost } from "./writingPages.fixtures";
import WritePostPage from "./WritePostPage";

const answers = (path: string) => {
  if (path === "/posts/write/hello-world") return writersPost();
  if (path === "/posts/write/kept-draft")
    return writersPost({ can: { ...writersPost().can, publish: false } });
  if (path === "/topics") return [];
  return undefined;
};

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
    { timeout: 60_000 },
    async () => {
      open("/write/hello-world", "vi");
      expect(await screen.findByText("Bản nháp")).toBeInTheDocument();
      const title = screen.getByRole("textbox", { name: "Tiêu đề" });
      expect(title).toHaveValue("Hello world");
      expect(title).toHaveAttribute("placeholder", "Tiêu đề");
      expect(screen.getByRole("button", { name: "Lưu nháp" })).toBeInTheDocument();
      const toolbar = await screen.findByRole("toolbar", { name: "Định dạng" });
      expect(within(toolbar).getByRole("button", { name: "In đậm" })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
      expect(within(toolbar).getByRole("combobox", { name: "Kiểu tiêu đề" })).toHaveDisplayValue(
        "Văn bản thường",
      );
      expect(within(toolbar).getByRole("button", { name: "Danh sách đánh số" })).toBeInTheDocument();
      expect(await screen.findByRole("textbox", { name: "Nội dung" })).toHaveTextContent("The whole story.");
      expect(screen.getByTestId("word-count")).toHaveTextContent("3 từ · 1 phút đọc");
      await userEvent.click(screen.getByRole("button", { name: "Xuất bản" }));
      expect(screen.getByRole("heading", { name: "Sẵn sàng xuất bản?" })).toBeInTheDocument();
      expect(screen.queryByText(/Save draft|Publish/)).not.toBeInTheDocument();
    },
  );

  it(
    "names the toolbar's controls in English, one tab stop moved along by the arrow keys",
    { timeout: 60_000 },
    async () => {
      open("/write/hello-world");
      expect(await screen.findByText("Draft")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Save draft" })).toBeInTheDocument();
      const toolbar = await screen.findByRole("toolbar", { name: "Formatting" });
      const heading = within(toolbar).getByRole("combobox", { name: "Heading" });
      expect(
        within(heading)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Normal text", "Heading 2", "Heading 3", "Heading 4"]);
      const names = within(toolbar)
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label"));
      expect(names).toEqual([
        "Bold",
        "Italic",
        "Underline",
        "Strikethrough",
        "Numbered list",
        "Bulleted list",
        "Decrease indent",
        "Increase indent",
        "Quote",
        "Code block",
        "Link",
        "Image",
        "Video or code embed",
        "Insert table",
        "Footnote",
        "Distraction-free mode",
      ]);
      expect(within(toolbar).getByRole("combobox", { name: "Text colour" })).toBeInTheDocument();
      expect(within(toolbar).getByRole("combobox", { name: "Alignment" })).toHaveDisplayValue("Left");
      expect(heading).toHaveAttribute("tabindex", "0");
      expect(within(toolbar).getByRole("button", { name: "Bold" })).toHaveAttribute("tabindex", "-1");
      heading.focus();
      await userEvent.keyboard("{ArrowRight}");
      expect(within(toolbar).getByRole("button", { name: "Bold" })).toHaveFocus();
      expect(within(toolbar).getByRole("button", { name: "Bold" })).toHaveAttribute("tabindex", "0");
      await userEvent.keyboard("{End}");
      expect(within(toolbar).getByRole("button", { name: "Distraction-free mode" })).toHaveFocus();
    },
  );

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
