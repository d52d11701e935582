import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderWithClient, validationFailed } from "../../../test/render-with-api";
import { AddUserDialog } from "./add-user-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function create(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole("button", { name: "Create User" }));
}

describe("AddUserDialog", () => {
  it("says next to each field what is missing and sends nothing", async () => {
    const calls = mockApi(() => ({}));
    renderWithClient(<AddUserDialog open onOpenChange={vi.fn()} />);
    await create("", "short");
    expect(await screen.findByText("Enter your e-mail address")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      "At least 10 characters. Use at least 10 characters",
    );
    expect(calls).toEqual([]);
  });

  it("puts the server's field issues on their fields and the rest on the form", async () => {
    const calls = mockApi(() =>
      validationFailed({ email: "This e-mail address is already in use", name: "Name is taken" }),
    );
    const onOpenChange = vi.fn();
    renderWithClient(<AddUserDialog open onOpenChange={onOpenChange} />);
    await create("ana@agency.test", "long-enough-1");
    expect(await screen.findByText("This e-mail address is already in use")).toHaveAttribute(
      "data-slot",
      "form-field-error",
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Name is taken");
    expect(screen.getByLabelText(/^Email/)).toHaveValue("ana@agency.test");
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(calls.map((c) => c.body)).toEqual([
      { email: "ana@agency.test", password: "long-enough-1", role: "client" },
    ]);
  });

  it("reads Creating... and is disabled while busy", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderWithClient(<AddUserDialog open onOpenChange={vi.fn()} />);
    await create("ana@agency.test", "long-enough-1");
    expect(await screen.findByRole("button", { name: "Creating..." })).toBeDisabled();
  });
});
