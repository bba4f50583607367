import type { CurrentUser } from "@inkwell/contract";
import type { ReactElement } from "react";
import { Provider } from "react-redux";
import { describe, expect, it } from "vitest";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import { render, screen } from "../../test/render";
import type { Language } from "../../i18n";
import VerifyEmailBanner from "./VerifyEmailBanner";
import { VerifyEmailNotice } from "./VerifyEmailNotice";

const unverified = { id: 5, name: "Nova", username: "nova", email: "nova@example.com", emailVerified: false };

function renderAs(ui: ReactElement, language: Language = "en") {
  const store = makeStore();
  store.dispatch(setCurrentUser(unverified as CurrentUser));
  render(<Provider store={store}>{ui}</Provider>, { language });
}

describe("what an unverified member sees", () => {
  it("says in English which act needs the address and where the link went", () => {
    renderAs(<VerifyEmailNotice action="send messages" />);
    expect(screen.getByTestId("verify-email-notice")).toHaveTextContent(
      "Verify your email address to send messages. Open the link we sent to nova@example.com.",
    );
    expect(screen.getByRole("button", { name: "Resend verification email" })).toBeInTheDocument();
  });

  it("says it in Vietnamese", () => {
    renderAs(<VerifyEmailNotice action="comment" />, "vi");
    expect(screen.getByTestId("verify-email-notice")).toHaveTextContent(
      "Hãy xác minh địa chỉ email để bình luận. Hãy mở liên kết chúng tôi đã gửi tới nova@example.com.",
    );
    expect(screen.getByRole("button", { name: "Gửi lại email xác minh" })).toBeInTheDocument();
    expect(screen.queryByText(/Verify your email/)).not.toBeInTheDocument();
  });

  it("shows the banner in Vietnamese", () => {
    renderAs(<VerifyEmailBanner />, "vi");
    const banner = screen.getByRole("region", { name: "Xác minh địa chỉ email" });
    expect(banner).toHaveTextContent("Vui lòng xác minh địa chỉ email.");
    expect(banner).toHaveTextContent("nova@example.com");
    expect(screen.getByRole("button", { name: "Đóng" })).toBeInTheDocument();
    expect(screen.queryByText(/Please verify/)).not.toBeInTheDocument();
  });
});
