import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TripOffer } from "#domain/trip-offers/trip-offer.schema";
import { mockApi, renderWithClient, validationFailed } from "../../../test/render-with-api";
import { TripOffersTab } from "./trip-offers-tab";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TRIP = "0f8fad5b-d9cb-469f-a165-70867728950e";

function offer(id: string, title: string, status: TripOffer["status"]): TripOffer {
  return {
    id,
    tripId: TRIP,
    title,
    status,
    declineReason: null,
    createdBy: "Ana Agent",
    createdAt: "2026-03-28T10:00:00.000Z",
    expiresAt: "2026-03-31T10:00:00.000Z",
    respondedAt: null,
    version: 1,
    items: [
      {
        id: `${id.slice(0, -1)}1`,
        type: "flight",
        content: "Return flights",
        priceCents: 45_050,
        currency: "EUR",
        createdAt: "2026-03-28T10:00:00.000Z",
      },
      {
        id: `${id.slice(0, -1)}2`,
        type: "hotel",
        content: "4 nights",
        priceCents: 120_000,
        currency: "EUR",
        createdAt: "2026-03-28T10:00:00.001Z",
      },
    ],
    totals: [{ currency: "EUR", amountCents: 165_050 }],
  };
}

const lisbon = offer("1f8fad5b-d9cb-469f-a165-70867728950a", "Lisbon", "sent");
const porto = offer("2f8fad5b-d9cb-469f-a165-70867728950a", "Porto", "expired");

function api() {
  return mockApi(({ method, url, body }) => {
    if (method === "GET") return { body: { items: [lisbon, porto], total: 2 } };
    if (url.endsWith("/decline")) {
      return { body: { ...lisbon, status: "declined", declineReason: (body as { reason: string }).reason } };
    }
    return { body: { ...lisbon, status: "accepted" } };
  });
}

describe("TripOffersTab", () => {
  it("shows each offer's status, items and total", async () => {
    api();
    renderWithClient(<TripOffersTab tripId={TRIP} canEdit />);
    const card = await screen.findByRole("region", { name: "Offer Lisbon" });
    expect(within(card).getByText("Sent")).toBeInTheDocument();
    expect(within(card).getByText("Return flights")).toBeInTheDocument();
    expect(within(card).getByTestId("offer-total")).toHaveTextContent("€1,650.50");
    expect(
      within(screen.getByRole("region", { name: "Offer Porto" })).getByText("Expired"),
    ).toBeInTheDocument();
    // Staff manage offers; they do not answer them.
    expect(screen.getByRole("button", { name: "Create offer" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
  });

  it("lets the client answer only the sent offer, and decline with a reason", async () => {
    const calls = api();
    renderWithClient(<TripOffersTab tripId={TRIP} canEdit={false} />);
    const card = await screen.findByRole("region", { name: "Offer Lisbon" });
    expect(screen.getAllByRole("button", { name: "Accept" })).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Create offer" })).not.toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Offer Porto" })).queryByRole("button")).toBeNull();

    await userEvent.click(within(card).getByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline Lisbon?" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Reason (optional)" }), "Too expensive");
    await userEvent.click(within(dialog).getByRole("button", { name: "Decline offer" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")).toMatchObject({
        method: "POST",
        url: `/api/trips/${TRIP}/offers/${lisbon.id}/decline`,
        body: { reason: "Too expensive" },
      }),
    );
  }, 20_000);

  it("keeps the dialog and the reason when the server refuses it, saying why next to it", async () => {
    mockApi(({ method }) =>
      method === "GET"
        ? { body: { items: [lisbon, porto], total: 2 } }
        : validationFailed({ reason: "Keep the reason under 1000 characters" }),
    );
    renderWithClient(<TripOffersTab tripId={TRIP} canEdit={false} />);
    const card = await screen.findByRole("region", { name: "Offer Lisbon" });
    await userEvent.click(within(card).getByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline Lisbon?" });
    const reason = within(dialog).getByRole("textbox", { name: "Reason (optional)" });
    await userEvent.type(reason, "Too expensive");
    await userEvent.click(within(dialog).getByRole("button", { name: "Decline offer" }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription("Keep the reason under 1000 characters"));
    expect(reason).toHaveValue("Too expensive");
    expect(screen.getByRole("dialog", { name: "Decline Lisbon?" })).toBeInTheDocument();
  }, 20_000);

  it("accepts only after a confirmation that shows the amount", async () => {
    const calls = api();
    renderWithClient(<TripOffersTab tripId={TRIP} canEdit={false} />);
    const accepts = () =>
      calls.filter((c) => c.method === "POST" && c.url.endsWith(`/offers/${lisbon.id}/accept`));
    await userEvent.click(await screen.findByRole("button", { name: "Accept" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Accept Lisbon?" });
    expect(confirm).toHaveTextContent("You agree to €1,650.50 for this offer.");
    expect(accepts()).toHaveLength(0);

    // Cancel sends nothing.
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(accepts()).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Accept" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Accept for €1,650.50" }),
    );
    await waitFor(() => expect(accepts()).toHaveLength(1));
  }, 20_000);

  it("adds an item to an open offer, checked before it is sent", async () => {
    const calls = api();
    renderWithClient(<TripOffersTab tripId={TRIP} canEdit />);
    const card = await screen.findByRole("region", { name: "Offer Lisbon" });
    await userEvent.click(within(card).getByRole("button", { name: "Add item" }));
    const form = within(card).getByRole("form", { name: "New item for Lisbon" });
    await userEvent.type(within(form).getByRole("textbox", { name: /New item price/ }), "12.345");
    await userEvent.click(within(form).getByRole("button", { name: "Add item" }));
    expect(await within(form).findByText("Use at most two decimal places")).toBeInTheDocument();
    expect(within(form).getByText("Choose a type")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await userEvent.click(within(form).getByRole("combobox", { name: /New item type/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Transfer" }));
    await userEvent.type(within(form).getByRole("textbox", { name: /New item content/ }), "Airport pick-up");
    const price = within(form).getByRole("textbox", { name: /New item price/ });
    await userEvent.clear(price);
    await userEvent.type(price, "35,5");
    await userEvent.click(within(form).getByRole("button", { name: "Add item" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: `/api/trips/${TRIP}/offers/${lisbon.id}/items`,
      body: { type: "transfer", content: "Airport pick-up", priceCents: 3550, currency: "EUR" },
    });
  }, 20_000);
});
