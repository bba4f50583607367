import { cleanup, fireEvent, render, screen, within } from "../../test/render";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "../../data/store";
import { toDateTimeLocal } from "../../lib/time";
import { PublishModal } from "./PublishModal";
import { topicSuggestions } from "./TopicsSection";

const TOPICS = ["JavaScript", "Java", "TypeScript", "Design", "DevOps", "Databases", "Data Science", "Rust"];

function setup(props: Partial<Parameters<typeof PublishModal>[0]> = {}, language: "en" | "vi" = "en") {
  const onClose = vi.fn();
  const onSubmit = vi.fn();
  render(
    <Provider store={makeStore()}>
      <PublishModal open onClose={onClose} onSubmit={onSubmit} availableTopics={TOPICS} {...props} />
    </Provider>,
    { language },
  );
  return { onClose, onSubmit };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("PublishModal", () => {
  it("renders nothing when closed", () => {
    const { container } = render(<PublishModal open={false} onClose={vi.fn()} onSubmit={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("has the title and the five sections", () => {
    setup();
    expect(screen.getByRole("heading", { name: "Ready to publish?" })).toBeInTheDocument();
    for (const name of ["SEO & Meta", "Cover Image", "Topics", "Tags", "Post Visibility", "Publishing"]) {
      expect(screen.getByRole("heading", { name })).toBeInTheDocument();
    }
  });

  it("limits meta title to 60 and meta description to 160 with the recommended ranges", async () => {
    setup();
    const title = screen.getByLabelText("Meta Title");
    expect(title).toHaveAttribute("maxLength", "60");
    expect(screen.getByText(/Recommended: 50–60 characters/)).toBeInTheDocument();
    const description = screen.getByLabelText("Meta Description");
    expect(description).toHaveAttribute("maxLength", "160");
    expect(description).toHaveAttribute("rows", "3");
    expect(screen.getByText(/Recommended: 150–160 characters/)).toBeInTheDocument();
    fireEvent.change(title, { target: { value: "x".repeat(80) } });
    expect(title).toHaveValue("x".repeat(60));
    fireEvent.change(description, { target: { value: "y".repeat(200) } });
    expect(description).toHaveValue("y".repeat(160));
    expect(screen.getByText(/160\/160/)).toBeInTheDocument();
  });

  it("accepts only images for the cover", async () => {
    const uploadImage = vi.fn(() => Promise.resolve("/uploads/c.webp"));
    setup({ uploadImage });
    const input = screen.getByLabelText("Cover image file");
    expect(input).toHaveAttribute("accept", "image/*");
    fireEvent.change(input, { target: { files: [new File(["x"], "a.txt", { type: "text/plain" })] } });
    expect(await screen.findByText("Choose an image file.")).toBeInTheDocument();
    expect(uploadImage).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [new File(["x"], "a.png", { type: "image/png" })] } });
    expect(await screen.findByAltText("Cover preview")).toHaveAttribute("src", "/uploads/c.webp");
    await userEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect(screen.queryByAltText("Cover preview")).not.toBeInTheDocument();
  });

  it("adds a topic by Enter or the Add button only when it is not blank", async () => {
    setup();
    const input = screen.getByLabelText("Add a topic");
    await userEvent.type(input, "   {Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Add topic" }));
    expect(screen.queryByRole("list", { name: "Selected topics" })).not.toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, "  Rust  {Enter}");
    await userEvent.type(input, "Go");
    await userEvent.click(screen.getByRole("button", { name: "Add topic" }));
    const chips = screen.getByRole("list", { name: "Selected topics" });
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((li) => li.firstChild?.textContent),
    ).toEqual(["Rust", "Go"]);
    expect(input).toHaveValue("");
  });

  it("suggests at most five matching topics ignoring case, excluding selected ones", async () => {
    setup();
    const input = screen.getByLabelText("Add a topic");
    await userEvent.type(input, "javascript{Enter}");
    await userEvent.type(input, "S");
    const list = screen.getByRole("list", { name: "Topic suggestions" });
    const names = within(list)
      .getAllByRole("button")
      .map((b) => b.textContent);
    expect(names).toEqual(["TypeScript", "Design", "DevOps", "Databases", "Data Science"]);
    await userEvent.clear(input);
    await userEvent.type(input, "ja");
    expect(
      within(screen.getByRole("list", { name: "Topic suggestions" }))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Java"]);
    await userEvent.click(screen.getByRole("button", { name: "Java" }));
    expect(screen.getByRole("list", { name: "Selected topics" })).toHaveTextContent("Java");
    expect(screen.queryByRole("list", { name: "Topic suggestions" })).not.toBeInTheDocument();
  });

  it("topicSuggestions is case-insensitive, skips selected and caps at five", () => {
    expect(topicSuggestions(TOPICS, ["java"], "JA")).toEqual(["JavaScript"]);
    expect(topicSuggestions(TOPICS, [], "s")).toHaveLength(5);
    expect(topicSuggestions(TOPICS, [], "  ")).toEqual([]);
  });

  it("requires a date-time when scheduling, with now (to the minute) as the minimum", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2030, 4, 6, 9, 41, 37));
    setup();
    expect(screen.getByRole("button", { name: "Publish Now" })).toBeEnabled();
    await userEvent.click(screen.getByRole("switch", { name: "Schedule for later" }));
    const when = screen.getByLabelText("Publish date and time");
    expect(when).toHaveAttribute("min", "2030-05-06T09:41");
    expect(when).toHaveAttribute("min", toDateTimeLocal(new Date()));
    const schedule = screen.getByRole("button", { name: "Schedule Post" });
    expect(schedule).toBeDisabled();
    fireEvent.change(when, { target: { value: "2030-05-07T10:00" } });
    expect(schedule).toBeEnabled();
    await userEvent.click(screen.getByRole("switch", { name: "Schedule for later" }));
    expect(screen.getByRole("button", { name: "Publish Now" })).toBeEnabled();
  });

  it("closes by the overlay, the × button and Cancel, not by clicks inside", async () => {
    const { onClose } = setup();
    await userEvent.click(screen.getByRole("heading", { name: "Ready to publish?" }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByTestId("publish-overlay"));
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it("offers the three visibilities and hands the collected data to the parent", async () => {
    const { onSubmit } = setup({ initialData: { topics: ["Design"] } });
    expect(screen.getByRole("radio", { name: /Public/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /Followers only/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: /Only me/ }));
    await userEvent.type(screen.getByLabelText("Meta Title"), "  A title  ");
    await userEvent.type(screen.getByLabelText("Meta Description"), "About things");
    await userEvent.click(screen.getByRole("switch", { name: "Schedule for later" }));
    fireEvent.change(screen.getByLabelText("Publish date and time"), {
      target: { value: "2099-01-02T03:04" },
    });
    await userEvent.click(screen.getByRole("button", { name: "Schedule Post" }));
    expect(onSubmit).toHaveBeenCalledWith({
      metaTitle: "A title",
      metaDescription: "About things",
      coverImage: null,
      visibility: "private",
      language: null,
      topics: ["Design"],
      tags: [],
      status: "scheduled",
      isScheduled: true,
      publishedAt: new Date(2099, 0, 2, 3, 4).toISOString(),
      sendNewsletter: false,
      tableOfContents: true,
      seriesId: null,
      series: { before: null, pick: null, newTitle: "" },
    });
  });

  it("leaves the language to the text unless the writer picks one, saying what the text was judged to be", async () => {
    const { onSubmit } = setup({ detectedLanguage: "vi" });
    const language = screen.getByRole("radiogroup", { name: "Language" });
    expect(within(language).getByRole("radio", { name: /Automatic/ })).toBeChecked();
    expect(within(language).getByText("Judged from the text: Tiếng Việt")).toBeInTheDocument();
    await userEvent.click(within(language).getByRole("radio", { name: "English" }));
    await userEvent.click(screen.getByRole("button", { name: "Publish Now" }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ language: "en" }));
  });

  it("keeps a language the writer chose before", () => {
    setup({ initialData: { language: "vi" } }, "vi");
    const language = screen.getByRole("radiogroup", { name: "Ngôn ngữ" });
    expect(within(language).getByRole("radio", { name: "Tiếng Việt" })).toBeChecked();
  });

  it("mails a public post to subscribers unless the author turns it off, and never other posts", async () => {
    const { onSubmit } = setup();
    const byEmail = screen.getByRole("switch", { name: "Send by email to my subscribers" });
    expect(byEmail).toBeChecked();
    await userEvent.click(byEmail);
    await userEvent.click(screen.getByRole("button", { name: "Publish Now" }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ sendNewsletter: false }));
    await userEvent.click(screen.getByRole("radio", { name: /Followers only/ }));
    expect(screen.queryByRole("switch", { name: "Send by email to my subscribers" })).not.toBeInTheDocument();
  });

  it("shows a table of contents unless the author turns it off, in either language", async () => {
    const { onSubmit } = setup();
    const contents = screen.getByRole("switch", { name: /List the headings beside the text/ });
    expect(contents).toBeChecked();
    await userEvent.click(contents);
    await userEvent.click(screen.getByRole("button", { name: "Publish Now" }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ tableOfContents: false }));
    cleanup();
    setup({ initialData: { tableOfContents: false } }, "vi");
    expect(screen.getByRole("heading", { name: "Mục lục" })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: /Liệt kê các tiêu đề/ })).not.toBeChecked();
  });

  it("publishes now with publishedAt null", async () => {
    const { onSubmit } = setup();
    await userEvent.click(screen.getByRole("button", { name: "Publish Now" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        status: "published",
        isScheduled: false,
        publishedAt: null,
        visibility: "public",
        sendNewsletter: true,
      }),
    );
  });

  it("shows server field errors", () => {
    setup({ formError: "Verify your email address before publishing", errors: { metaTitle: "Too long" } });
    expect(screen.getByText("Verify your email address before publishing")).toBeInTheDocument();
    expect(screen.getByText("Too long")).toBeInTheDocument();
  });

  it("speaks Vietnamese to a Vietnamese reader, names and topics left as written", async () => {
    setup({ initialData: { topics: ["Design"] } }, "vi");
    expect(screen.getByRole("heading", { name: "Sẵn sàng xuất bản?" })).toBeInTheDocument();
    for (const name of ["SEO & thẻ meta", "Ảnh bìa", "Chủ đề", "Thẻ", "Ai được xem", "Xuất bản"]) {
      expect(screen.getByRole("heading", { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole("heading", { name: "Ready to publish?" })).not.toBeInTheDocument();
    expect(screen.getByText("0/60 · Nên dài 50–60 ký tự")).toBeInTheDocument();
    expect(screen.getByText("Tối đa 5 chủ đề. Nhấn Enter để thêm.")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Chủ đề đã chọn" })).toHaveTextContent("Design");
    expect(screen.getByRole("button", { name: "Bỏ chủ đề Design" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Chỉ người theo dõi/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Huỷ" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("switch", { name: "Lên lịch để đăng sau" }));
    expect(screen.getByLabelText("Ngày giờ xuất bản")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Lên lịch đăng" })).toBeDisabled();
    expect(screen.queryByText(/Schedule|Publish|Cancel/)).not.toBeInTheDocument();
  });
});
