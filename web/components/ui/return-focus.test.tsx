import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ConfirmDialog } from "../confirm-dialog";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "./dropdown-menu";

afterEach(cleanup);

function FormDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Edit Trip</DialogTitle>
        <DialogDescription>Change the trip.</DialogDescription>
        <input aria-label="Title" />
      </DialogContent>
    </Dialog>
  );
}

/** Opened by a plain button, as the pages open their form dialogs; mounted only while open. */
function OpenedByButton({ mountWhileOpen }: { mountWhileOpen: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit</Button>
      {open || !mountWhileOpen ? <FormDialog open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}

function OpenedFromMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button>Actions</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setOpen(true)}>Edit trip</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <FormDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function Confirm() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete the trip?"
        description="This cannot be undone."
        confirmLabel="Delete trip"
        onConfirm={() => {}}
      />
    </>
  );
}

describe("closing a dialog with Escape returns focus to what opened it", () => {
  it.each([
    ["a controlled dialog", false],
    ["a dialog mounted only while open", true],
  ])("%s opened by a button", async (_name, mountWhileOpen) => {
    const user = userEvent.setup();
    render(<OpenedByButton mountWhileOpen={mountWhileOpen} />);
    await user.click(screen.getByRole("button", { name: "Edit" }));
    expect(screen.getByRole("dialog", { name: "Edit Trip" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Edit" })).toHaveFocus());
  });

  it("a confirmation (alert dialog) opened by a button", async () => {
    const user = userEvent.setup();
    render(<Confirm />);
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Delete" })).toHaveFocus());
  });

  it("a dialog opened from a menu item goes back to the menu's button", async () => {
    const user = userEvent.setup();
    render(<OpenedFromMenu />);
    await user.click(screen.getByRole("button", { name: "Actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Edit trip" }));
    expect(await screen.findByRole("dialog", { name: "Edit Trip" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Actions" })).toHaveFocus());
  });
});
