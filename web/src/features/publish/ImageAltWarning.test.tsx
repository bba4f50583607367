import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { describe, expect, it, vi } from "vitest";
import { makeStore } from "../../data/store";
import { render, screen, within } from "../../test/render";
import { countImagesWithoutAlt } from "./ImageAltWarning";
import { PublishModal } from "./PublishModal";

function setup(imagesWithoutAlt: number, language: "en" | "vi" = "en") {
  const onSubmit = vi.fn();
  const onDescribeImages = vi.fn();
  render(
    <Provider store={makeStore()}>
      <PublishModal
        open
        onClose={vi.fn()}
        onSubmit={onSubmit}
        imagesWithoutAlt={imagesWithoutAlt}
        onDescribeImages={onDescribeImages}
      />
    </Provider>,
    { language },
  );
  return { onSubmit, onDescribeImages };
}

describe("the warning about images without a description", () => {
  it("counts images with no alt or an empty one", () => {
    expect(countImagesWithoutAlt("<p>No images</p>")).toBe(0);
    expect(
      countImagesWithoutAlt(
        '<figure><img src="/uploads/a.webp" alt="A cat"></figure><p><img src="/uploads/b.webp"></p>' +
          '<figure class="gallery"><img src="/uploads/c.webp" alt=" "><img src="/uploads/d.webp" alt="Dog"></figure>',
      ),
    ).toBe(2);
  });

  it("says how many, offers to describe them, and still lets the post be published", async () => {
    const { onSubmit, onDescribeImages } = setup(2);
    const warning = screen.getByTestId("alt-warning");
    expect(warning).toHaveTextContent("2 images have no description.");
    await userEvent.click(within(warning).getByRole("button", { name: "Describe images" }));
    expect(onDescribeImages).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole("button", { name: "Publish Now" }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("says it in Vietnamese, and nothing when every image is described", () => {
    setup(1, "vi");
    expect(screen.getByTestId("alt-warning")).toHaveTextContent("1 ảnh chưa có mô tả.");
    expect(screen.getByRole("button", { name: "Mô tả ảnh" })).toBeInTheDocument();
  });

  it("is not shown when every image is described", () => {
    setup(0);
    expect(screen.queryByTestId("alt-warning")).not.toBeInTheDocument();
  });
});
