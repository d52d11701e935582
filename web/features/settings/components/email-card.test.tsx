import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderWithClient } from "../../../test/render-with-api";
import { EmailCard } from "./email-card";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function submit(email: string) {
  const user = userEvent.setup({ delay: null });
  if (email) await user.type(screen.getByLabelText("New email"), email);
  await user.click(screen.getByRole("button", { name: "Update" }));
}

describe("EmailCard", () => {
  it.each([
    ["", "Enter your e-mail address"],
    ["ana@agency", "Enter a valid e-mail address"],
    [" ANA@agency.test ", "This is already your address"],
  ])("refuses %j next to the field without sending it", async (email, message) => {
    const calls = mockApi(() => ({}));
    renderWithClient(<EmailCard currentEmail="ana@agency.test" />);
    await submit(email);
    expect(await screen.findByText(message)).toHaveAttribute("data-slot", "form-field-error");
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal on the field and keeps the address", async () => {
    mockApi(() => ({
      status: 400,
      body: { error: { code: "USER_ALREADY_EXISTS", message: "User already exists. Use another email." } },
    }));
    renderWithClient(<EmailCard currentEmail="ana@agency.test" />);
    await submit("ben@agency.test");
    expect(await screen.findByText("User already exists. Use another email.")).toHaveAttribute(
      "data-slot",
      "form-field-error",
    );
    expect(screen.getByLabelText("New email")).toHaveValue("ben@agency.test");
  });

  it("sends the new address and says where the link went", async () => {
    const calls = mockApi(() => ({ body: { status: true } }));
    renderWithClient(<EmailCard currentEmail="ana@agency.test" />);
    await submit("Ben@Agency.test");
    expect(await screen.findByRole("status")).toHaveTextContent(
      "We sent a confirmation link to ben@agency.test",
    );
    expect(calls.map((c) => c.body)).toEqual([
      { newEmail: "ben@agency.test", callbackURL: "/auth/callback" },
    ]);
    expect(screen.getByLabelText("New email")).toHaveValue("");
  });
});
