import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderWithClient } from "../../../test/render-with-api";
import { anna } from "../test/fixtures";
import { DeletePassengerDialog, deletionSummary } from "./delete-passenger-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const link = (firstName: string) => ({ passenger: { firstName, surname: "Silva" } });

describe("deletionSummary", () => {
  it("says what goes with the passenger", () => {
    expect(deletionSummary([])).toBe("They have no connections to other passengers.");
    expect(deletionSummary([link("Ana")])).toBe(
      "Their 1 connection (to Ana Silva) will be removed with them.",
    );
    expect(deletionSummary(["A", "B", "C", "D", "E"].map(link))).toBe(
      "Their 5 connections (to A Silva, B Silva, C Silva and 2 more) will be removed with them.",
    );
  });
});

/** Mounted only while a passenger is chosen for deletion, as the passengers page does. */
function Harness(props: {
  onDeleting(p: unknown): void;
  onDeleted(p: unknown): void;
  onDeleteFailed(p: unknown): void;
}) {
  const [deleting, setDeleting] = useState<typeof anna | null>(anna);
  return deleting ? (
    <DeletePassengerDialog
      passenger={deleting}
      onOpenChange={(open) => !open && setDeleting(null)}
      {...props}
    />
  ) : null;
}

describe("DeletePassengerDialog", () => {
  it("reports the deletion after the dialog has gone, so the page can clear the selection", async () => {
    const calls = mockApi((call) =>
      call.method === "DELETE" ? { body: { connectionsRemoved: 0 } } : { body: { items: [], total: 0 } },
    );
    const events = { onDeleting: vi.fn(), onDeleted: vi.fn(), onDeleteFailed: vi.fn() };
    renderWithClient(<Harness {...events} />);
    await screen.findByText(/They have no connections/);
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(events.onDeleting).toHaveBeenCalledWith(anna);
    await waitFor(() => expect(events.onDeleted).toHaveBeenCalledWith(anna));
    expect(events.onDeleteFailed).not.toHaveBeenCalled();
    // Nothing asks for the deleted passenger after the delete.
    const deleteAt = calls.findIndex((c) => c.method === "DELETE");
    expect(calls.slice(deleteAt + 1).filter((c) => c.url.includes(anna.id))).toEqual([]);
  });

  it("reports a refused deletion, so the page shows the passenger again", async () => {
    mockApi((call) =>
      call.method === "DELETE"
        ? { status: 409, body: { error: { code: "CONFLICT", message: "In use" } } }
        : { body: { items: [], total: 0 } },
    );
    const events = { onDeleting: vi.fn(), onDeleted: vi.fn(), onDeleteFailed: vi.fn() };
    renderWithClient(<Harness {...events} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(events.onDeleteFailed).toHaveBeenCalledWith(anna));
    expect(events.onDeleted).not.toHaveBeenCalled();
  });
});
