import type { CurrentUser, SitePage } from "@inkwell/contract";
import { render, screen, waitFor } from "../../test/render";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import ContactPage from "./ContactPage";

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

/** The site's `contact` page the API answers with, if any. */
let contactPage: Partial<SitePage> | null = null;

function renderPage(user?: Partial<CurrentUser>, language: "en" | "vi" = "en") {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string, init?: RequestInit) => {
      if (input.endsWith("/config")) return json({ data: { supportEmail: "help@example.org" } });
      if (input.endsWith("/pages/contact")) {
        return contactPage
          ? json({ data: contactPage })
          : json({ error: { code: "PAGE_NOT_FOUND", message: "Page not found" } }, 404);
      }
      if (input.endsWith("/contact") && init?.method === "POST") {
        const body = JSON.parse(String(init.body)) as { email: string };
        sent.push(body);
        if (body.email === "taken@example.org")
          return json(
            {
              error: {
                code: "VALIDATION_ERROR",
                message: "Invalid",
                fields: { email: "Try another address" },
              },
            },
            400,
          );
        return json({ data: { id: 1, createdAt: new Date().toISOString() } }, 201);
      }
      return json({ data: null });
    }),
  );
  const store = makeStore();
  if (user) store.dispatch(setCurrentUser(user as CurrentUser));
  render(
    <Provider store={store}>
      <RouterProvider router={createMemoryRouter([{ path: "*", element: <ContactPage /> }])} />
    </Provider>,
    { language },
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  contactPage = null;
});

describe("the contact page", () => {
  it("is introduced by the site's published contact page, above the form", async () => {
    contactPage = {
      id: 4,
      slug: "contact",
      status: "published",
      html: "<p>We answer <strong>within a day</strong>.</p>",
    };
    renderPage();
    const intro = await screen.findByTestId("contact-intro");
    // Its html is shown once the sanitiser has loaded.
    await waitFor(() => expect(intro).toHaveTextContent("We answer within a day."));
    expect(screen.queryByText(/^Questions about your account/)).toBeNull();
    expect(screen.getByRole("button", { name: "Send message" })).toBeInTheDocument();
  });

  it("keeps its own introduction while the contact page is a draft", async () => {
    contactPage = { id: 4, slug: "contact", status: "draft", html: "<p>Not yet.</p>" };
    renderPage();
    expect(await screen.findByText(/^Questions about your account/)).toBeInTheDocument();
    expect(screen.queryByTestId("contact-intro")).toBeNull();
  });

  it("shows the configured support address", async () => {
    renderPage();
    expect(await screen.findByRole("link", { name: "help@example.org" })).toHaveAttribute(
      "href",
      "mailto:help@example.org",
    );
  });

  it("shows field errors, sends the message and says it was sent", async () => {
    const sent = renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Message is required")).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(screen.getByLabelText("Name"), "Ada");
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.org");
    await userEvent.type(screen.getByLabelText("Message"), "Hello team");
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText(/your message is on its way/)).toBeInTheDocument();
    expect(sent).toEqual([{ name: "Ada", email: "ada@example.org", subject: "", message: "Hello team" }]);
  });

  it("puts the server's field errors under the fields", async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText("Name"), "Ada");
    await userEvent.type(screen.getByLabelText("Email"), "taken@example.org");
    await userEvent.type(screen.getByLabelText("Message"), "Hello");
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Try another address")).toBeInTheDocument();
  });

  it("fills in a signed-in sender's name and address", async () => {
    renderPage({ id: 3, name: "Alex Morgan", email: "alex@inkwell.local", emailVerified: true });
    expect(await screen.findByDisplayValue("Alex Morgan")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("alex@inkwell.local");
  });

  it("is in Vietnamese for a Vietnamese reader, and says where the answer will go", async () => {
    renderPage(undefined, "vi");
    expect(screen.getByRole("heading", { level: 1, name: "Liên hệ với chúng tôi" })).toBeInTheDocument();
    expect(
      await screen.findByText("Chúng tôi thường trả lời trong vòng một đến hai ngày làm việc."),
    ).toBeInTheDocument();
    expect(screen.queryByText("Get in touch")).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Tên"), "Ada");
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.org");
    await userEvent.type(screen.getByLabelText("Nội dung"), "Xin chào");
    await userEvent.click(screen.getByRole("button", { name: "Gửi tin nhắn" }));
    expect(await screen.findByRole("button", { name: "Gửi tin nhắn khác" })).toBeInTheDocument();
    expect(screen.getByText(/Cảm ơn bạn, tin nhắn đã được gửi đi/)).toHaveTextContent(
      "Chúng tôi sẽ trả lời qua ada@example.org.",
    );
  });
});
