import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lastQuery, renderRoute } from "../../../test/render-route";
import { pendingBooking } from "../test/fixtures";
import { ClientBookingsTab } from "./client-bookings-tab";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const { travellers: _, history: __, ...listed } = pendingBooking;

describe("ClientBookingsTab", { timeout: 20_000 }, () => {
  it("lists the client's bookings only, without a client column, and pages and sorts them", async () => {
    const { calls } = renderRoute("/clients/x", <ClientBookingsTab clientId={listed.clientId} />, (call) =>
      call.url.startsWith("/api/bookings?") ? { body: { items: [listed], total: 12 } } : undefined,
    );
    const table = await screen.findByRole("table", { name: "Bookings of the client" }, { timeout: 5000 });
    expect(within(table).queryByRole("columnheader", { name: "Client" })).not.toBeInTheDocument();
    expect(
      await within(table).findByRole("link", { name: "BK-000123" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(lastQuery(calls, "/api/bookings")).toEqual({
      page: "1",
      pageSize: "10",
      clientId: listed.clientId,
      sort: "bookingDate",
      order: "desc",
    });
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(lastQuery(calls, "/api/bookings")?.page).toBe("2"), { timeout: 5000 });
    await userEvent.click(screen.getByRole("button", { name: /Total/ }));
    await waitFor(
      () =>
        expect(lastQuery(calls, "/api/bookings")).toMatchObject({ page: "1", sort: "total", order: "desc" }),
      { timeout: 5000 },
    );
    expect(screen.getByRole("button", { name: "New Booking" })).toBeInTheDocument();
  });
});
