import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, todayIn } from "#domain/dates";
import type { Trip } from "#domain/trips/trip.schema";
import { TRIP_ENDED_WARNING } from "#domain/trips/trip-dates-warning";
import { isMetaCall, metaAnswer, zoneAwayFromBrowser } from "../../../test/agency-zone";
import { mockApi, renderWithClient, staleVersion } from "../../../test/render-with-api";
import { lisbon } from "../test/fixtures";
import { tripDeletionSummary } from "./delete-trip-dialog";
import { TripFormDialog } from "./trip-form-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const clients = { items: [{ id: lisbon.clientId, name: "Alpha Travellers" }] };

let refetch: (trip: Trip) => void = () => {};
/** The page around the dialog: its trip query can answer a newer copy while the dialog is open. */
function EditWhileRefetching({ trip, onOpenChange }: { trip: Trip; onOpenChange: (open: boolean) => void }) {
  const [current, setCurrent] = useState(trip);
  refetch = setCurrent;
  return <TripFormDialog open onOpenChange={onOpenChange} trip={current} />;
}

describe("TripFormDialog", () => {
  it("needs title, client and dates, and an end not before the start", async () => {
    const calls = mockApi(() => ({ body: clients }));
    renderWithClient(<TripFormDialog open onOpenChange={vi.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "New Trip" });
    expect(within(dialog).queryByText("Status")).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Trip" }));
    for (const message of [
      "Title is required",
      "Choose a client",
      "Start date is required",
      "End date is required",
    ]) {
      expect((await within(dialog).findAllByText(message)).length).toBeGreaterThan(0);
    }
    await userEvent.type(within(dialog).getByLabelText(/Start date/), "2026-05-09");
    await userEvent.type(within(dialog).getByLabelText(/End date/), "2026-05-01");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Trip" }));
    expect(await within(dialog).findByText("End date cannot be before the start date")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("creates a trip for the chosen client, without a status", async () => {
    const calls = mockApi(({ method }) =>
      method === "POST" ? { status: 201, body: lisbon } : { body: clients },
    );
    const onSaved = vi.fn();
    renderWithClient(<TripFormDialog open onOpenChange={vi.fn()} onSaved={onSaved} />);
    const dialog = screen.getByRole("dialog", { name: "New Trip" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Title/ }), "Lisbon city break");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Client" }));
    await userEvent.click(await screen.findByRole("option", { name: "Alpha Travellers" }));
    await userEvent.type(within(dialog).getByLabelText(/Start date/), "2026-05-01");
    await userEvent.type(within(dialog).getByLabelText(/End date/), "2026-05-09");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Trip" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(lisbon));
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.body).toEqual({
      title: "Lisbon city break",
      clientId: lisbon.clientId,
      startDate: "2026-05-01",
      endDate: "2026-05-09",
      description: null,
      notes: null,
    });
  });

  it("warns, without refusing, of a trip that ended before the agency's today", async () => {
    // The agency's day is not the browser's: the warning counts from the agency's today.
    const timeZone = zoneAwayFromBrowser();
    const today = todayIn(timeZone);
    const calls = mockApi((call) => {
      if (isMetaCall(call)) return metaAnswer(timeZone);
      return call.method === "POST" ? { status: 201, body: lisbon } : { body: clients };
    });
    const onSaved = vi.fn();
    renderWithClient(<TripFormDialog open onOpenChange={vi.fn()} onSaved={onSaved} />);
    const dialog = screen.getByRole("dialog", { name: "New Trip" });
    await waitFor(() => expect(calls.some(isMetaCall)).toBe(true));
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Title/ }), "Lisbon city break");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Client" }));
    await userEvent.click(await screen.findByRole("option", { name: "Alpha Travellers" }));
    await userEvent.type(within(dialog).getByLabelText(/Start date/), addDays(today, -3));
    await userEvent.type(within(dialog).getByLabelText(/End date/), today);
    expect(within(dialog).queryByText(TRIP_ENDED_WARNING)).not.toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/End date/));
    await userEvent.type(within(dialog).getByLabelText(/End date/), addDays(today, -1));
    expect(await within(dialog).findByRole("status")).toHaveTextContent(TRIP_ENDED_WARNING);
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Trip" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(lisbon));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      startDate: addDays(today, -3),
      endDate: addDays(today, -1),
    });
  });

  it("searches the clients on the server as the user types", async () => {
    const beta = {
      id: "1f8fad5b-d9cb-469f-a165-70867728950e",
      name: "Beta Holidays",
      kind: "company",
      email: null,
    };
    const calls = mockApi(({ url }) =>
      url.startsWith("/api/clients/options?search=bet") ? { body: { items: [beta] } } : { body: clients },
    );
    renderWithClient(<TripFormDialog open onOpenChange={vi.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "New Trip" });
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Client" }));
    expect(await screen.findByRole("option", { name: "Alpha Travellers" })).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "Search Client" }), "bet");
    await userEvent.click(await screen.findByRole("option", { name: "Beta Holidays" }));
    expect(within(dialog).getByRole("combobox", { name: "Client" })).toHaveTextContent("Beta Holidays");
    expect(calls.map((c) => c.url)).toContain("/api/clients/options?search=bet");
    expect(calls.some((c) => c.url.includes("client-options"))).toBe(false);
  });

  it("edits every field, the status included, and offers the generated title", async () => {
    const calls = mockApi(({ method }) => (method === "PUT" ? { body: lisbon } : { body: clients }));
    renderWithClient(
      <TripFormDialog open onOpenChange={vi.fn()} trip={lisbon} suggestedTitle="LHR → LIS, May 2026" />,
    );
    const dialog = screen.getByRole("dialog", { name: "Edit Trip" });
    expect(within(dialog).getByRole("textbox", { name: /Title/ })).toHaveValue("Lisbon city break");
    await userEvent.click(within(dialog).getByRole("button", { name: "Use “LHR → LIS, May 2026”" }));
    expect(within(dialog).getByRole("textbox", { name: /Title/ })).toHaveValue("LHR → LIS, May 2026");
    await userEvent.click(within(dialog).getByRole("combobox", { name: /Status/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Completed" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(calls.find((c) => c.method === "PUT")).toBeDefined());
    expect(calls.find((c) => c.method === "PUT")!.body).toMatchObject({
      title: "LHR → LIS, May 2026",
      status: "completed",
    });
  });
});

describe("TripFormDialog when someone else saved the trip first", () => {
  it("keeps the input through a refetch, explains the 412, and saves on top of their version once loaded", async () => {
    const theirs: Trip = { ...lisbon, title: "Lisbon and Sintra", notes: "Late check-out", version: 3 };
    let puts = 0;
    const calls = mockApi(({ method }) => {
      if (method !== "PUT") return { body: clients };
      puts += 1;
      return puts === 1 ? staleVersion(theirs) : { body: { ...theirs, description: "Tram 28", version: 4 } };
    });
    const onOpenChange = vi.fn();
    renderWithClient(<EditWhileRefetching trip={{ ...lisbon, version: 2 }} onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole("dialog", { name: "Edit Trip" });
    const description = within(dialog).getByRole("textbox", { name: /Description/ });
    await userEvent.type(description, "Tram 28");

    // Their save reaches this screen (realtime refetch) while the user types: the input stays.
    act(() => refetch(theirs));
    expect(description).toHaveValue("Tram 28");
    expect(within(dialog).getByRole("textbox", { name: /Title/ })).toHaveValue("Lisbon city break");

    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    const notice = await within(dialog).findByRole("alert");
    expect(notice).toHaveTextContent("Someone else changed this record");
    expect(calls.find((c) => c.method === "PUT")?.headers["if-match"]).toBe('"2"');
    expect(description).toHaveValue("Tram 28");
    expect(onOpenChange).not.toHaveBeenCalledWith(false);

    await userEvent.click(within(notice).getByRole("button", { name: "Load their version" }));
    expect(within(dialog).getByRole("textbox", { name: /Title/ })).toHaveValue("Lisbon and Sintra");
    expect(within(dialog).getByRole("textbox", { name: /Notes/ })).toHaveValue("Late check-out");
    await userEvent.type(description, "Tram 28");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const second = calls.filter((c) => c.method === "PUT")[1];
    expect(second?.headers["if-match"]).toBe('"3"');
    expect(second?.body).toMatchObject({
      title: "Lisbon and Sintra",
      notes: "Late check-out",
      description: "Tram 28",
    });
  });
});

describe("tripDeletionSummary", () => {
  it("says what goes and what stays", () => {
    expect(tripDeletionSummary({ segmentCount: 1, passengerCount: 0 })).toBe(
      "Its 1 segment, SSR requests, offers and documents are deleted with it. It has no passengers.",
    );
    expect(tripDeletionSummary({ segmentCount: 3, passengerCount: 2 })).toBe(
      "Its 3 segments, SSR requests, offers and documents are deleted with it. Its 2 passengers stay in the passenger list.",
    );
  });
});
