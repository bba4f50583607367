import { render, screen } from "../../test/render";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { Markdown } from "./Markdown";
import { isSitePath, MarkdownLink } from "./MarkdownLink";

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

  it("navigates links to this site's pages with the router", async () => {
    show("Open [Quên mật khẩu](/forgot-password).");
    const internal = screen.getByRole("link", { name: "Quên mật khẩu" });
    expect(internal).toHaveAttribute("href", "/forgot-password");
    expect(internal).not.toHaveAttribute("target");
    await userEvent.click(internal);
    expect(screen.getByTestId("where")).toHaveTextContent("/forgot-password");
  });

  it("shows a link to anywhere else as its text, never as a link", () => {
    const { container } = show(
      [
        "Here are some posts about **passwords**:",
        "- [Reset your password](https://evil.example/reset) — [Support](http://evil.example)",
        "- [mail us](mailto:help@evil.example) [proto](//evil.example) [tab](/%09/evil.example)",
      ].join("\n"),
    );
    expect(screen.getByText(/Reset your password/)).toBeInTheDocument();
    for (const name of ["Reset your password", "Support", "mail us", "proto"])
      expect(screen.queryByRole("link", { name })).toBeNull();
    for (const a of container.querySelectorAll("a")) expect(a.getAttribute("href")).toMatch(/^\/(?![/\\])/);
  });

  it("shows a site title with markdown in it, as the server escapes it, as plain text", () => {
    // The greeting of a site titled "*Bold* [x](javascript:alert(1))".
    const { container } = show(
      "Hello! I'm **\\*Bold\\* \\[x\\]\\(javascript:alert\\(1\\)\\)**'s support assistant.",
    );
    expect(container.querySelector("strong")).toHaveTextContent("*Bold* [x](javascript:alert(1))");
    expect(container.querySelector("em")).toBeNull();
    expect(container.querySelector("a")).toBeNull();
  });

  it("links a reply's sources only when they are this site's pages", () => {
    const router = createMemoryRouter(
      [
        {
          path: "*",
          element: (
            <>
              <MarkdownLink href="/blog/calm-software">Calm software</MarkdownLink>
              <MarkdownLink href="https://evil.example/reset">Reset your password</MarkdownLink>
              <MarkdownLink href={"/\t/evil.example"}>Tabbed</MarkdownLink>
            </>
          ),
        },
      ],
      { initialEntries: ["/"] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("link", { name: "Calm software" })).toHaveAttribute(
      "href",
      "/blog/calm-software",
    );
    expect(screen.getByText(/Reset your password/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Reset your password" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Tabbed" })).toBeNull();
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

  it("tells this site's paths from every other link target", () => {
    expect(isSitePath("/blog/a")).toBe(true);
    expect(isSitePath("/topics/du-lich?page=2#top")).toBe(true);
    for (const other of [
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      " /blog/a",
      "https://x.dev",
      "mailto:help@inkwell.local",
      "javascript:alert(1)",
      "relative/path",
      "",
    ])
      expect(isSitePath(other), other).toBe(false);
  });
});
