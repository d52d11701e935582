import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderWithClient, validationFailed } from "../../../test/render-with-api";
import { clientId, dateChange, tripId } from "../test/fixtures";
import { NewRequestDialog } from "./new-request-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lisbonTrip = {
  id: tripId,
  clientId,
  clientName: "Alpha Travellers",
  title: "Lisbon city break",
  startDate: "2026-12-01",
  endDate: "2026-12-08",
};
const clients = { items: [{ id: clientId, name: "Alpha Travellers", kind: "person", email: null }] };

function answer(post: { status?: number; body?: unknown } = { status: 201, body: dateChange }) {
  return mockApi(({ method, url }) => {
    if (method === "POST") return post;
    if (url.startsWith("/api/trips")) return { body: { items: [lisbonTrip], total: 1 } };
    if (url.startsWith("/api/clients/options")) return { body: clients };
    return { body: { items: [], total: 0 } };
  });
}

async function choose(dialog: HTMLElement, field: string, option: string) {
  await userEvent.click(within(dialog).getByRole("combobox", { name: field }));
  await userEvent.click(await screen.findByRole("option", { name: new RegExp(option) }));
}

describe("NewRequestDialog", () => {
  it("needs a category and details, and sends nothing until they are given", async () => {
    const calls = answer();
    renderWithClient(<NewRequestDialog open onOpenChange={vi.fn()} staff={false} />);
    const dialog = screen.getByRole("dialog", { name: "New Request" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Details/ }), "   ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send Request" }));
    expect(await within(dialog).findByText("Choose a category", { selector: "p" })).toBeInTheDocument();
    expect(within(dialog).getByText("Describe what you need")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("files a client user's request about one of their trips, trimmed, without naming a client", async () => {
    const calls = answer();
    const onSaved = vi.fn();
    renderWithClient(<NewRequestDialog open onOpenChange={vi.fn()} staff={false} onSaved={onSaved} />);
    const dialog = screen.getByRole("dialog", { name: "New Request" });
    expect(within(dialog).queryByRole("combobox", { name: "Client" })).toBeNull();
    await choose(dialog, "Category", "Date change");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Details/ }), "  One week later  ");
    await choose(dialog, "Trip", "Lisbon city break");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send Request" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(dateChange));
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({
      clientId: null,
      category: "date_change",
      details: "One week later",
      tripId,
    });
    // A client user's trips list is their own: the picker names no client.
    const tripCall = calls.find((c) => c.url.startsWith("/api/trips"))!;
    expect(new URL(tripCall.url, "http://x").searchParams.has("clientId")).toBe(false);
  });

  it("makes staff choose the client first, then offers that client's trips", async () => {
    const calls = answer();
    renderWithClient(<NewRequestDialog open onOpenChange={vi.fn()} staff />);
    const dialog = screen.getByRole("dialog", { name: "New Request" });
    expect(within(dialog).getByRole("combobox", { name: "Trip" })).toBeDisabled();
    await choose(dialog, "Category", "Support");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Details/ }), "Resend tickets");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send Request" }));
    expect(await within(dialog).findByText("Choose a client", { selector: "p" })).toBeInTheDocument();
    await choose(dialog, "Client", "Alpha Travellers");
    await choose(dialog, "Trip", "Lisbon city break");
    const tripCall = calls.filter((c) => c.url.startsWith("/api/trips")).at(-1)!;
    expect(new URL(tripCall.url, "http://x").searchParams.get("clientId")).toBe(clientId);
    await userEvent.click(within(dialog).getByRole("button", { name: "Send Request" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({
        clientId,
        category: "support",
        details: "Resend tickets",
        tripId,
      }),
    );
  });

  it("puts the server's field issues next to their fields and keeps the input", async () => {
    answer(validationFailed({ tripId: "Trip not found" }));
    const onOpenChange = vi.fn();
    renderWithClient(<NewRequestDialog open onOpenChange={onOpenChange} staff={false} />);
    const dialog = screen.getByRole("dialog", { name: "New Request" });
    await choose(dialog, "Category", "Cancel trip");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Details/ }), "Cancel please");
    await choose(dialog, "Trip", "Lisbon city break");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send Request" }));
    expect(await within(dialog).findByText("Trip not found")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /Details/ })).toHaveValue("Cancel please");
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
