import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderWithClient } from "../../../test/render-with-api";
import { lisbon } from "../test/fixtures";
import { DeleteTripDialog } from "./delete-trip-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Mounted only while open, as the trip page does: confirming closes and unmounts it at once. */
function Harness(props: { onDeleting(): void; onDeleted(): void; onDeleteFailed(): void }) {
  const [open, setOpen] = useState(true);
  return open ? <DeleteTripDialog trip={lisbon} open onOpenChange={setOpen} {...props} /> : null;
}

describe("DeleteTripDialog", () => {
  it("reports the deletion after the dialog has gone, so the page can leave the dead trip", async () => {
    const calls = mockApi(() => ({ body: { segmentsRemoved: 1, passengersRemoved: 0 } }));
    const events = { onDeleting: vi.fn(), onDeleted: vi.fn(), onDeleteFailed: vi.fn() };
    renderWithClient(<Harness {...events} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(events.onDeleting).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(events.onDeleted).toHaveBeenCalledTimes(1));
    expect(events.onDeleteFailed).not.toHaveBeenCalled();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`DELETE /api/trips/${lisbon.id}`]);
  });

  it("reports a refused deletion, so the page shows the trip again", async () => {
    mockApi(() => ({ status: 412, body: { error: { code: "PRECONDITION_FAILED", message: "Changed" } } }));
    const events = { onDeleting: vi.fn(), onDeleted: vi.fn(), onDeleteFailed: vi.fn() };
    renderWithClient(<Harness {...events} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(events.onDeleteFailed).toHaveBeenCalledTimes(1));
    expect(events.onDeleted).not.toHaveBeenCalled();
  });
});
