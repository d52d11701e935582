import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ConfirmDialog } from "./confirm-dialog";

afterEach(cleanup);

function renderDialog(props: { destructive?: boolean } = {}) {
  const onOpenChange = vi.fn();
  const onConfirm = vi.fn();
  render(
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Delete this booking?"
      description="This cannot be undone."
      confirmLabel="Delete"
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return { onOpenChange, onConfirm };
}

describe("ConfirmDialog", () => {
  it("shows the title and description on an alertdialog", () => {
    renderDialog();
    const dialog = screen.getByRole("alertdialog", { name: "Delete this booking?" });
    expect(dialog).toHaveAccessibleDescription("This cannot be undone.");
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
  });

  it("closes on Cancel without confirming", async () => {
    const { onOpenChange, onConfirm } = renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("confirms once on the action and asks to close", async () => {
    const { onOpenChange, onConfirm } = renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("styles the action as destructive by default, and not when told otherwise", () => {
    renderDialog();
    expect(screen.getByRole("button", { name: "Delete" }).className).toContain("bg-destructive");
    cleanup();
    renderDialog({ destructive: false });
    expect(screen.getByRole("button", { name: "Delete" }).className).not.toContain("bg-destructive");
  });
});
