import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderWithClient } from "../../../test/render-with-api";
import { TwoFactorCard } from "./two-factor-card";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const setup = {
  totpURI: "otpauth://totp/Itinera:ana?secret=JBSWY3DPEHPK3PXP&issuer=Itinera",
  backupCodes: ["aaaa-1111", "bbbb-2222"],
};
const refusal = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message } },
});

describe("TwoFactorCard", () => {
  it("asks for the password next to its field, then says a wrong one there too", async () => {
    const calls = mockApi(() => refusal(400, "INVALID_PASSWORD", "Invalid password"));
    renderWithClient(<TwoFactorCard enabled={false} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Enter your password")).toHaveAttribute("data-slot", "form-field-error");
    expect(calls).toEqual([]);
    await user.type(screen.getByLabelText("Your password"), "wrong-one");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Invalid password")).toHaveAttribute("data-slot", "form-field-error");
    expect(screen.getByLabelText("Your password")).toHaveValue("wrong-one");
  });

  it("checks the first code before confirming, and shows the server's refusal on the code", async () => {
    const calls = mockApi((call) =>
      call.url.endsWith("/enable") ? { body: setup } : refusal(401, "INVALID_CODE", "Invalid code"),
    );
    renderWithClient(<TwoFactorCard enabled={false} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    await user.type(screen.getByLabelText("Your password"), "my-password");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const code = await screen.findByLabelText("Code from the app");
    await user.type(code, "12345");
    await user.click(screen.getByRole("button", { name: "Confirm and turn on" }));
    expect(await screen.findByText("Enter the 6-digit code from your app")).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await user.type(code, "6");
    await user.click(screen.getByRole("button", { name: "Confirm and turn on" }));
    expect(await screen.findByText("Invalid code")).toHaveAttribute("data-slot", "form-field-error");
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ["/api/auth/two-factor/enable", { password: "my-password" }],
      ["/api/auth/two-factor/verify-totp", { code: "123456" }],
    ]);
  });

  it("needs a code to turn it off", async () => {
    const calls = mockApi(() => ({ status: 204 }));
    renderWithClient(<TwoFactorCard enabled />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Turn off" }));
    expect(await screen.findByText("Enter the 6-digit code or a backup code")).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(screen.getByLabelText("Code from the app, or a backup code"), "123 456");
    await user.click(screen.getByRole("button", { name: "Turn off" }));
    await waitFor(() => expect(calls.map((c) => c.body)).toEqual([{ code: "123456" }]));
  });
});
