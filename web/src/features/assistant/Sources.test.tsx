import { render, screen } from "../../test/render";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Sources } from "./Sources";
import type { AssistantMessage } from "./useAssistantConversation";

function renderSources(language: "vi" | "en", content: string) {
  const message: AssistantMessage = {
    id: "1",
    role: "assistant",
    content,
    createdAt: "2025-03-01T09:00:01Z",
    metadata: {
      agent: "account",
      confidence: 0.9,
      language,
      latencyMs: 3,
      sources: [
        { title: "Reset a forgotten password", link: "/forgot-password" },
        { title: "Sign in", link: "/login" },
        { title: "Sign in", link: "/login" },
      ],
    },
  };
  const router = createMemoryRouter([{ path: "*", element: <Sources message={message} /> }]);
  return render(<RouterProvider router={router} />);
}

describe("an answer's sources", () => {
  it("are labelled in the answer's language", () => {
    const { unmount } = renderSources("en", "Open the page.");
    expect(screen.getByText("Sources:")).toBeInTheDocument();
    expect(screen.queryByText("Nguồn:")).toBeNull();
    unmount();
    renderSources("vi", "Mở trang.");
    expect(screen.getByText("Nguồn:")).toBeInTheDocument();
  });

  it("leave out links the answer already has, and repeats", () => {
    renderSources("en", "Open [Forgot password](/forgot-password) and follow the mail.");
    expect(screen.queryByRole("link", { name: "Reset a forgotten password" })).toBeNull();
    expect(screen.getAllByRole("link", { name: "Sign in" })).toHaveLength(1);
  });
});
