import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderWithClient } from "../../../test/render-with-api";
import { PasswordCard } from "./password-card";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup({ delay: null });
  if (current) await user.type(screen.getByLabelText("Current password"), current);
  if (next) await user.type(screen.getByLabelText("New password"), next);
  if (confirm) await user.type(screen.getByLabelText("Confirm new password"), confirm);
  await user.click(screen.getByRole("button", { name: "Change" }));
}

describe("PasswordCard", () => {
  it("says next to each field what is missing or wrong and sends nothing", async () => {
    const calls = mockApi(() => ({}));
    renderWithClient(<PasswordCard />);
    await fill("", "short", "other");
    expect(await screen.findByText("Enter your current password")).toBeInTheDocument();
    expect(screen.getByLabelText("New password")).toHaveAccessibleDescription(
      "At least 10 characters. Use at least 10 characters",
    );
    expect(screen.getByLabelText("Confirm new password")).toHaveAccessibleDescription(
      "The passwords do not match",
    );
    expect(calls).toEqual([]);
  });

  it("puts a wrong current password on its field and keeps what was typed", async () => {
    const calls = mockApi(() => ({
      status: 400,
      body: { error: { code: "INVALID_PASSWORD", message: "Invalid password" } },
    }));
    renderWithClient(<PasswordCard />);
    await fill("not-mine", "long-enough-1", "long-enough-1");
    expect(await screen.findByText("This is not your current password")).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveValue("not-mine");
    expect(screen.getByLabelText("New password")).toHaveValue("long-enough-1");
    expect(calls.map((c) => c.body)).toEqual([
      { currentPassword: "not-mine", newPassword: "long-enough-1", revokeOtherSessions: true },
    ]);
  });

  it("disables Change while saving and empties the form once saved", async () => {
    let answer: ((response: Response) => void) | undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    renderWithClient(<PasswordCard />);
    await fill("old-password", "long-enough-1", "long-enough-1");
    expect(screen.getByRole("button", { name: "Change" })).toBeDisabled();
    // The resolver validates asynchronously: the request may leave after the click resolves.
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(new Response("{}"));
    await waitFor(() => expect(screen.getByLabelText("Current password")).toHaveValue(""));
    expect(screen.getByRole("button", { name: "Change" })).toBeEnabled();
  });
});
