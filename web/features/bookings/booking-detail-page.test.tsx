import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../test/render-route";
import { BookingDetailPage } from "./booking-detail-page";
import { pendingBooking } from "./test/fixtures";

// The dialogs load on first use: loaded here once, so the tests wait for the screen, not for the transform.
beforeAll(async () => {
  await import("./components/cancel-booking-dialog");
  await import("./components/edit-booking-dialog");
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const url = `/orders/${pendingBooking.id}`;

describe("BookingDetailPage", { timeout: 20_000 }, () => {
  it("shows the client, package, participants, dates, totals and history", async () => {
    renderRoute(
      url,
      <BookingDetailPage />,
      (call) => (call.url === url.replace("/orders", "/api/bookings") ? { body: pendingBooking } : undefined),
      "/orders/:id",
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "BK-000123" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Alpha Travellers" })).toHaveAttribute(
      "href",
      `/clients/${pendingBooking.clientId}`,
    );
    expect(screen.getByTestId("travel-date")).toHaveTextContent("1 May 2099");
    expect(screen.getByTestId("booking-total")).toHaveTextContent("€900.00");
    expect(within(screen.getByRole("list", { name: "Participants" })).getAllByRole("listitem")).toHaveLength(
      2,
    );
    expect(
      within(screen.getByRole("list", { name: "Status history" })).getByText(/Booked package/),
    ).toBeInTheDocument();
    // Pending: edit, confirm and cancel; not complete.
    expect(screen.getByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirm" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Complete" })).not.toBeInTheDocument();
  });

  it("asks for a reason before cancelling, and sends it with the version", async () => {
    const { calls } = renderRoute(
      url,
      <BookingDetailPage />,
      (call) => {
        if (call.method === "POST")
          return { body: { ...pendingBooking, status: "cancelled", cancelReason: "Storm", version: 2 } };
        return call.url === `/api/bookings/${pendingBooking.id}` ? { body: pendingBooking } : undefined;
      },
      "/orders/:id",
    );
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }, { timeout: 5000 }));
    // The dialog's code loads on first use.
    const dialog = await screen.findByRole(
      "alertdialog",
      { name: "Cancel booking BK-000123?" },
      { timeout: 5000 },
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel Booking" }));
    expect(
      await within(dialog).findByText("Give a reason for the cancellation", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), "Storm");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel Booking" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true), { timeout: 5000 });
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.url).toBe(`/api/bookings/${pendingBooking.id}/cancel`);
    expect(post.body).toEqual({ reason: "Storm" });
    expect(post.headers["if-match"]).toBe('"1"');
  });

  it("does not call a cancelled booking awaiting payment", async () => {
    const cancelled = { ...pendingBooking, status: "cancelled", cancelReason: "Storm" };
    renderRoute(
      url,
      <BookingDetailPage />,
      (call) => (call.url === `/api/bookings/${pendingBooking.id}` ? { body: cancelled } : undefined),
      "/orders/:id",
    );
    expect(await screen.findByTestId("booking-status", {}, { timeout: 5000 })).toHaveTextContent("Cancelled");
    expect(screen.queryByText("Awaiting payment")).not.toBeInTheDocument();
    expect(screen.queryByTestId("booking-payment-status")).not.toBeInTheDocument();
    expect(screen.getByTestId("booking-payment")).toHaveTextContent("—");
  });

  it("says when the booking does not exist", async () => {
    renderRoute(
      url,
      <BookingDetailPage />,
      (call) =>
        call.url.startsWith("/api/bookings/")
          ? { status: 404, body: { error: { code: "NOT_FOUND", message: "Booking not found" } } }
          : undefined,
      "/orders/:id",
    );
    expect(await screen.findByText("Booking not found", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to bookings" })).toHaveAttribute("href", "/orders");
  });
});
