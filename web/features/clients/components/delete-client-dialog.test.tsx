import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderWithClient } from "../../../test/render-with-api";
import { acme } from "../test/fixtures";
import { DeleteClientDialog } from "./delete-client-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REFUSAL =
  "This client still has 2 invoices and 1 payment: a client with records cannot be deleted. Archive the client instead.";

/** Mounted only while open, as the clients pages do. */
function Harness(props: { onDeleting(): void; onDeleted(): void; onDeleteFailed(): void }) {
  const [open, setOpen] = useState(true);
  return open ? <DeleteClientDialog client={acme} onOpenChange={setOpen} {...props} /> : null;
}

describe("DeleteClientDialog", () => {
  it("shows the server's reason in the dialog when the client cannot be deleted", async () => {
    const calls = mockApi(() => ({ status: 409, body: { error: { code: "CONFLICT", message: REFUSAL } } }));
    const events = { onDeleting: vi.fn(), onDeleted: vi.fn(), onDeleteFailed: vi.fn() };
    renderWithClient(<Harness {...events} />);
    const dialog = screen.getByRole("alertdialog", { name: "Delete Acme Travel GmbH?" });
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(REFUSAL);
    expect(screen.getByRole("alertdialog")).toBe(dialog);
    expect(events.onDeleting).toHaveBeenCalledTimes(1);
    expect(events.onDeleteFailed).toHaveBeenCalledTimes(1);
    expect(events.onDeleted).not.toHaveBeenCalled();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`DELETE /api/clients/${acme.id}`]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("closes once the client is deleted and tells the page", async () => {
    mockApi(() => ({ body: { passengersUnlinked: 0 } }));
    const events = { onDeleting: vi.fn(), onDeleted: vi.fn(), onDeleteFailed: vi.fn() };
    renderWithClient(<Harness {...events} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(events.onDeleted).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(events.onDeleteFailed).not.toHaveBeenCalled();
  });
});
