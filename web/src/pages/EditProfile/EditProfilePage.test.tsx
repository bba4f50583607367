// Editing one's profile: the form in Vietnamese, and the contract's checks told in the reader's language.
import type { ProfileForEditing } from "@inkwell/contract";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import type { Language } from "../../i18n";
import { render, screen, waitFor } from "../../test/render";
import { currentUser } from "../../test/users";
import EditProfilePage from "./EditProfilePage";

const alex = {
  id: 7,
  name: "Alex Rivera",
  username: "alex",
  email: "alex@inkwell.local",
  introduction: "Hello",
  avatar: null,
  website: "",
  socials: { twitter: "", github: "", linkedin: "" },
} as unknown as ProfileForEditing;

function renderEdit(language: Language, status = 200) {
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) =>
      Promise.resolve(
        url.endsWith("/upload")
          ? Response.json({ data: { url: "/uploads/alex.png" } })
          : status === 200
            ? Response.json({ data: alex })
            : Response.json({ error: { code: "FORBIDDEN", message: "No" } }, { status }),
      ),
    ),
  );
  const store = makeStore();
  store.dispatch(setCurrentUser(currentUser()));
  const router = createMemoryRouter([{ path: "/profile/:username/edit", element: <EditProfilePage /> }], {
    initialEntries: ["/profile/alex/edit"],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
    { language },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("EditProfilePage", () => {
  it("says what is wrong in the contract's words in English", async () => {
    renderEdit("en");
    await userEvent.type(await screen.findByLabelText("Website"), "ftp://example.com");
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await userEvent.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Website must be an http(s) URL")).toBeInTheDocument();
    expect(screen.getByText("Name is required")).toBeInTheDocument();
  });

  it("uploads the chosen image as the avatar, and refuses a file that is not an image", async () => {
    renderEdit("en");
    const input = await screen.findByLabelText("Avatar image");
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(["notes"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByText("Choose an image file")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith(expect.stringMatching(/\/upload$/), expect.anything());
    await userEvent.upload(input, new File(["png"], "alex.png", { type: "image/png" }));
    await waitFor(() =>
      expect(screen.getByRole("img", { name: "Alex Rivera" })).toHaveAttribute("src", "/uploads/alex.png"),
    );
    expect(screen.queryByText("Choose an image file")).toBeNull();
    expect(screen.getByText("A square image works best.")).toBeInTheDocument();
  });

  it("shows the form and its checks in Vietnamese", async () => {
    renderEdit("vi");
    expect(await screen.findByRole("heading", { name: "Sửa trang cá nhân" })).toBeInTheDocument();
    expect(screen.getByText("5/500")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tải ảnh lên" })).toBeInTheDocument();
    expect(screen.getByText("Ảnh vuông sẽ đẹp nhất.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Huỷ" })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Trang web"), "ftp://example.com");
    await userEvent.type(screen.getByLabelText("GitHub"), "javascript:alert(1)");
    await userEvent.clear(screen.getByLabelText(/^Tên/));
    await userEvent.click(screen.getByRole("button", { name: "Lưu trang cá nhân" }));
    expect(await screen.findByText("Trang web phải là địa chỉ http(s)")).toBeInTheDocument();
    expect(screen.getByText("GitHub phải là địa chỉ http(s)")).toBeInTheDocument();
    expect(screen.getByText("Vui lòng nhập tên")).toBeInTheDocument();
    expect(screen.queryByText("Save profile")).toBeNull();
  });

  it("says in Vietnamese that only one's own profile can be edited", async () => {
    renderEdit("vi", 403);
    expect(await screen.findByText("Bạn chỉ có thể sửa trang cá nhân của mình")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Xem trang cá nhân" })).toBeInTheDocument();
  });
});
