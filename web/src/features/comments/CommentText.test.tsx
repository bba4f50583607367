import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { render, screen } from "../../test/render";
import { CommentText } from "./CommentText";

describe("CommentText", () => {
  it("links the members the server names, leaving other @words, addresses and markup as text", () => {
    const { container } = render(
      <MemoryRouter>
        <p>
          <CommentText
            content={'Thanks @Grace and @nobody! Mail me@grace.dev <b onclick="x">@grace</b>'}
            mentions={["grace"]}
          />
        </p>
      </MemoryRouter>,
    );
    const links = screen.getAllByRole("link", { name: /@grace/i });
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/profile/grace", "/profile/grace"]);
    expect(links[0]).toHaveTextContent("@Grace");
    expect(screen.queryByRole("link", { name: "@nobody" })).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toContain("Mail me@grace.dev <b onclick=");
  });
});
