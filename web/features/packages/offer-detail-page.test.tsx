import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONFLICT_TITLE } from "../../components/conflict-notice";
import { lastQuery, renderRoute } from "../../test/render-route";
import type { ApiCall } from "../../test/render-with-api";
import { OfferDetailPage } from "./offer-detail-page";
import { ana, clientSession, lisbon, lisbonBooking } from "./test/fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATTERN = "/offers/:id";
const url = `/offers/${lisbon.id}`;
const apiUrl = `/api/packages/${lisbon.id}`;

function answers(
  extra: (call: ApiCall) => { status?: number; body?: unknown } | undefined = () => undefined,
) {
  return (call: ApiCall) => {
    const own = extra(call);
    if (own) return own;
    if (call.method === "GET" && call.url === apiUrl) return { body: lisbon };
    if (call.url.startsWith("/api/bookings?")) return { body: { items: [lisbonBooking], total: 1 } };
    if (call.url.startsWith("/api/bookings/participant-options")) return { body: { items: [ana] } };
    if (call.method === "POST" && call.url === "/api/bookings") return { status: 201, body: lisbonBooking };
    return undefined;
  };
}

describe("OfferDetailPage", { timeout: 20_000 }, () => {
  it("shows the offer in full with its availability, and staff its bookings", async () => {
    const { calls } = renderRoute(url, <OfferDetailPage />, answers(), PATTERN);
    expect(await screen.findByRole("heading", { level: 1, name: "Lisbon Lights" })).toBeInTheDocument();
    expect(screen.getByText("Four nights in Alfama.")).toBeInTheDocument();
    expect(screen.getByText("€999.00", { selector: "s" })).toBeInTheDocument();
    const services = screen.getByRole("list", { name: "Included services" });
    expect(
      within(services)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Hotel", "Breakfast"]);
    expect(screen.getByText("3 places left")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Places booked" })).toHaveAttribute("aria-valuenow", "17");
    const table = await screen.findByRole("table", { name: "Bookings of the offer" });
    expect(await within(table).findByRole("link", { name: "BK-000123" })).toHaveAttribute(
      "href",
      `/orders/${lisbonBooking.id}`,
    );
    expect(lastQuery(calls, "/api/bookings")).toMatchObject({
      packageId: lisbon.id,
      page: "1",
      pageSize: "10",
    });
    // New Booking's code loads lazily: wait for it rather than race it.
    for (const action of ["New Booking", "Edit", "Archive", "Delete"]) {
      expect(await screen.findByRole("button", { name: action })).toBeInTheDocument();
    }
  });

  it("opens edit mode from ?edit=true, saves with If-Match, and explains a conflict keeping the input", async () => {
    const theirs = { ...lisbon, title: "Lisbon Nights", version: 3 };
    const { router, calls } = renderRoute(
      `${url}?edit=true`,
      <OfferDetailPage />,
      answers((call) =>
        call.method === "PUT"
          ? {
              status: 412,
              body: {
                error: {
                  code: "PRECONDITION_FAILED",
                  message: "Changed meanwhile",
                  details: { current: theirs },
                },
              },
            }
          : undefined,
      ),
      PATTERN,
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit Offer" });
    const title = within(dialog).getByLabelText(/^Title/);
    expect(title).toHaveValue("Lisbon Lights");
    expect(within(dialog).getByLabelText(/^Price per person/)).toHaveValue(899);
    await userEvent.clear(title);
    await userEvent.type(title, "Lisbon by Night");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText(CONFLICT_TITLE)).toBeInTheDocument();
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.url).toBe(apiUrl);
    expect(put?.headers["if-match"]).toBe('"2"');
    expect(put?.body).toMatchObject({ title: "Lisbon by Night", priceCents: 89_900 });
    expect(title).toHaveValue("Lisbon by Night");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.queryByRole("dialog", { name: "Edit Offer" })).toBeNull();
    // Edit opens the same form through the URL.
    await userEvent.click(screen.getByRole("button", { name: "Edit" }));
    await waitFor(() => expect(router.state.location.search).toBe("?edit=true"));
    expect(await screen.findByRole("dialog", { name: "Edit Offer" })).toBeInTheDocument();
  });

  it("gives staff New Booking with this offer chosen, starting on its first day", async () => {
    renderRoute(url, <OfferDetailPage />, answers(), PATTERN);
    await userEvent.click(await screen.findByRole("button", { name: "New Booking" }));
    const dialog = await screen.findByRole("dialog", { name: "New Booking" });
    expect(within(dialog).getByRole("combobox", { name: "Package" })).toHaveTextContent("Lisbon Lights");
    await waitFor(() => expect(within(dialog).getByLabelText("Travel date")).toHaveValue("2099-05-01"));
  });

  it("lets a client user request a booking for themselves, then shows it; no staff actions", async () => {
    const { router, calls } = renderRoute(url, <OfferDetailPage />, answers(), PATTERN, clientSession);
    await screen.findByRole("heading", { level: 1, name: "Lisbon Lights" });
    for (const action of ["Edit", "Archive", "Delete", "New Booking"]) {
      expect(screen.queryByRole("button", { name: action })).toBeNull();
    }
    expect(screen.queryByRole("table", { name: "Bookings of the offer" })).toBeNull();
    await userEvent.click(await screen.findByRole("button", { name: "Request a Booking" }));
    const dialog = await screen.findByRole("dialog", { name: "Request a Booking" });
    await userEvent.click(await within(dialog).findByLabelText("Ms Ana Alves"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send Request" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${lisbonBooking.id}`));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      clientId: null,
      packageId: lisbon.id,
      participantIds: [ana.id],
      travelDate: "2099-05-01",
    });
    expect(calls.some((c) => c.url.startsWith("/api/bookings?"))).toBe(false);
  });

  it("shows why a booked offer cannot be deleted, on its own page, and offers to archive it", async () => {
    const message = "This offer has 2 bookings. Archive it instead.";
    const { calls } = renderRoute(
      url,
      <OfferDetailPage />,
      answers((call) =>
        call.method === "DELETE"
          ? { status: 409, body: { error: { code: "CONFLICT", message } } }
          : undefined,
      ),
      PATTERN,
    );
    await screen.findByRole("heading", { level: 1, name: "Lisbon Lights" });
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete Lisbon Lights?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    const refused = await screen.findByRole("alertdialog", { name: "Lisbon Lights cannot be deleted" });
    expect(within(refused).getByText(message)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
    // Behind the dialog, the offer is back (the page no longer says it is deleting).
    expect(
      screen.getByRole("heading", { level: 1, name: "Lisbon Lights", hidden: true }),
    ).toBeInTheDocument();
  });

  it("holds New Booking on a sold-out offer and says why", async () => {
    const soldOut = { ...lisbon, placesLeft: 0, currentBookings: lisbon.maxParticipants };
    renderRoute(
      url,
      <OfferDetailPage />,
      answers((call) => (call.url === apiUrl ? { body: soldOut } : undefined)),
      PATTERN,
    );
    const button = await screen.findByRole("button", { name: "New Booking" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("“Lisbon Lights” is fully booked: no place is left to book.");
  });

  it("offers no booking of an offer that cannot be booked", async () => {
    renderRoute(
      url,
      <OfferDetailPage />,
      answers((call) =>
        call.url === apiUrl ? { body: { ...lisbon, status: "expired", bookable: false } } : undefined,
      ),
      PATTERN,
      clientSession,
    );
    await screen.findByRole("heading", { level: 1, name: "Lisbon Lights" });
    expect(screen.getByText("Expired")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Request a Booking" })).toBeNull();
  });

  it("says when the offer does not exist", async () => {
    renderRoute(
      url,
      <OfferDetailPage />,
      (call) =>
        call.url === apiUrl
          ? { status: 404, body: { error: { code: "NOT_FOUND", message: "Package not found" } } }
          : undefined,
      PATTERN,
    );
    expect(await screen.findByText("Offer not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to offers" })).toHaveAttribute("href", "/offers");
  });
});
