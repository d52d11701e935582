import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lastQuery, renderRoute } from "../../test/render-route";
import { answerNullTo } from "../../test/render-with-api";
import { NOT_LINKED_REASON } from "../client-home/api/get-own-client";
import { BookingsPage } from "./bookings-page";
import { pendingBooking } from "./test/fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const { travellers: _, history: __, ...listed } = pendingBooking;
const page = (total: number) => (call: { url: string }) =>
  call.url.startsWith("/api/bookings?") ? { body: { items: [listed], total } } : undefined;

describe("BookingsPage", { timeout: 20_000 }, () => {
  it("restores search, filters, sort and page from the URL and asks the server for exactly that", async () => {
    const { calls } = renderRoute(
      "/orders?search=lisbon&status=pending&paymentStatus=awaiting_payment&travelFrom=2099-01-01&travelTo=2099-12-31&sort=total&order=asc&page=2",
      <BookingsPage />,
      page(60),
    );
    // A whole screen renders slowly on a busy machine: a wider limit for its first element.
    expect(await screen.findByRole("searchbox", { name: "Search bookings" }, { timeout: 5000 })).toHaveValue(
      "lisbon",
    );
    expect(screen.getByRole("combobox", { name: "Status filter" })).toHaveTextContent("Pending");
    expect(screen.getByRole("combobox", { name: "Payment status filter" })).toHaveTextContent(
      "Awaiting payment",
    );
    expect(screen.getByLabelText("Travel from")).toHaveValue("2099-01-01");
    await waitFor(
      () =>
        expect(lastQuery(calls, "/api/bookings")).toEqual({
          page: "2",
          pageSize: "25",
          search: "lisbon",
          status: "pending",
          paymentStatus: "awaiting_payment",
          travelFrom: "2099-01-01",
          travelTo: "2099-12-31",
          sort: "total",
          order: "asc",
        }),
      { timeout: 5000 },
    );
    const table = screen.getByRole("table", { name: "Bookings" });
    expect(within(table).getByRole("columnheader", { name: /Total/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    const row = within(table).getAllByRole("row")[1]!;
    expect(row).toHaveTextContent("BK-000123");
    expect(row).toHaveTextContent("Alpha Travellers");
    expect(row).toHaveTextContent("Lisbon Lights");
    expect(row).toHaveTextContent("€900.00");
    expect(row).toHaveTextContent("Pending");
    expect(row).toHaveTextContent("Awaiting payment");
    expect(within(row).getByRole("link", { name: "BK-000123" })).toHaveAttribute(
      "href",
      `/orders/${listed.id}`,
    );
  });

  it("sorts by a header, newest first, then turns it round; a new sort starts on page 1", async () => {
    const { router } = renderRoute("/orders?page=2", <BookingsPage />, page(60));
    await userEvent.click(await screen.findByRole("button", { name: /Travel date/ }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=travelDate"), { timeout: 5000 });
    await userEvent.click(screen.getByRole("button", { name: /Travel date/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=travelDate&order=asc"), {
      timeout: 5000,
    });
  });

  it("ignores values it does not know", async () => {
    const { calls } = renderRoute("/orders?status=lost&sort=price&travelFrom=2099-02-30", <BookingsPage />);
    await waitFor(
      () =>
        expect(lastQuery(calls, "/api/bookings")).toEqual({
          page: "1",
          pageSize: "25",
          sort: "bookingDate",
          order: "desc",
        }),
      { timeout: 5000 },
    );
  });

  it("says 'No bookings found' for an empty page, and when the list fails", async () => {
    renderRoute("/orders", <BookingsPage />);
    expect(await screen.findByText("No bookings found", {}, { timeout: 5000 })).toBeInTheDocument();
    cleanup();
    renderRoute("/orders", <BookingsPage />, (call) =>
      call.url.startsWith("/api/bookings?")
        ? { status: 500, body: { error: { code: "INTERNAL", message: "Database unavailable" } } }
        : undefined,
    );
    expect(await screen.findByText("Error fetching bookings", {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("clears every filter at once", async () => {
    const { router } = renderRoute("/orders?status=cancelled&travelTo=2099-01-01", <BookingsPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Clear filters" }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.search).toBe(""), { timeout: 5000 });
  });
});

describe("BookingsPage for a client user", { timeout: 20_000 }, () => {
  const clientUser = { user: { id: "u7", email: "chris@example.com", name: "Chris Client", role: "client" } };

  it("offers Request a Booking once the account belongs to a client", async () => {
    renderRoute("/orders", <BookingsPage />, page(1), undefined, clientUser);
    const button = await screen.findByRole("button", { name: "Request a Booking" });
    expect(button).toBeEnabled();
  });

  it("holds Request a Booking while the account is not linked to a client yet, and says why", async () => {
    renderRoute("/orders", <BookingsPage />, page(0), undefined, clientUser);
    answerNullTo("/api/me/client");
    const button = await screen.findByRole("button", { name: "Request a Booking" });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription(NOT_LINKED_REASON);
    await userEvent.click(button);
    expect(screen.queryByRole("dialog", { name: "Request a Booking" })).toBeNull();
  });
});
