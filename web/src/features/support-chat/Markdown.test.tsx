import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { linkKind, Markdown } from "./Markdown";

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function show(source: string) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <Markdown source={source} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ["/"] },
  );
  return render(<RouterProvider router={router} />);
}

describe("Markdown", () => {
  it("renders headings 1–3, bold, italic, inline code, dash lists and line breaks", () => {
    const { container } = show(
      "# One\n## Two\n### Three\nA **bold** and *italic* `code`\nnext line\n\n- first\n- second",
    );
    expect(screen.getByRole("heading", { level: 1, name: "One" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Two" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Three" })).toBeInTheDocument();
    expect(container.querySelector("strong")).toHaveTextContent("bold");
    expect(container.querySelector("em")).toHaveTextContent("italic");
    expect(container.querySelector("code")).toHaveTextContent("code");
    expect(container.querySelector("br")).not.toBeNull();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["first", "second"]);
  });

  it("navigates internal links with the router and opens external ones in a new tab", async () => {
    show("Open [Quên mật khẩu](/forgot-password) or [the docs](https://example.com/help).");
    const external = screen.getByRole("link", { name: "the docs" });
    expect(external).toHaveAttribute("href", "https://example.com/help");
    expect(external).toHaveAttribute("target", "_blank");
    expect(external.getAttribute("rel")).toContain("noopener");

    const internal = screen.getByRole("link", { name: "Quên mật khẩu" });
    expect(internal).toHaveAttribute("href", "/forgot-password");
    expect(internal).not.toHaveAttribute("target");
    await userEvent.click(internal);
    expect(screen.getByTestId("where")).toHaveTextContent("/forgot-password");
  });

  it("never renders raw HTML or active javascript: links", () => {
    const { container } = show(
      [
        "<script>alert('x')</script>",
        "",
        '<img src="x" onerror="alert(1)">',
        "",
        "[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [proto](//evil.example)",
        "",
        "![pic](https://example.com/a.png)",
      ].join("\n"),
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("[onerror]")).toBeNull();
    expect(container.textContent).toContain("<script>alert('x')</script>");
    expect(container.textContent).toContain('<img src="x" onerror="alert(1)">');
    expect(screen.queryByRole("link", { name: "click" })).toBeNull();
    expect(screen.queryByRole("link", { name: "data" })).toBeNull();
    expect(screen.queryByRole("link", { name: "proto" })).toBeNull();
    for (const a of container.querySelectorAll("a")) {
      expect(a.getAttribute("href") ?? "").not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
  });

  it("leaves out tables, code blocks, quotes and images", () => {
    const { container } = show(
      "| a | b |\n|---|---|\n| 1 | 2 |\n\n```\nfenced\n```\n\n> quoted\n\n    indented",
    );
    expect(container.querySelector("table")).toBeNull();
    expect(container.querySelector("pre")).toBeNull();
    expect(container.querySelector("blockquote")).toBeNull();
  });

  it("classifies link targets", () => {
    expect(linkKind("/blog/a")).toBe("internal");
    expect(linkKind("//evil.example")).toBeNull();
    expect(linkKind("/\\evil.example")).toBeNull();
    expect(linkKind("https://x.dev")).toBe("external");
    expect(linkKind("mailto:help@inkwell.local")).toBe("external");
    expect(linkKind("javascript:alert(1)")).toBeNull();
    expect(linkKind("relative/path")).toBeNull();
  });
});
