import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Notification } from "#domain/notifications/notification.schema";
import { lastQuery, renderRoute } from "../../test/render-route";
import { NotificationsPage } from "./notifications-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tripId = "11111111-1111-4111-8111-111111111111";
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const declined: Notification = {
  id: "a0000000-0000-4000-8000-000000000001",
  type: "alert",
  category: "offerResponses",
  message: "Alpha Travellers declined the offer “Option B”",
  subject: "Lisbon in spring",
  link: `/trips/${tripId}?tab=offers`,
  read: false,
  readAt: null,
  createdAt: minutesAgo(5),
};
const older: Notification = {
  id: "a0000000-0000-4000-8000-000000000002",
  type: "other",
  category: "systemAlerts",
  message: "Mailed to you yesterday",
  subject: null,
  link: null,
  read: true,
  readAt: minutesAgo(60),
  createdAt: minutesAgo(90),
};

const answer =
  (items: Notification[], unread = items.filter((n) => !n.read).length, total = items.length) =>
  (call: { method: string; url: string }) => {
    if (call.url.startsWith("/api/notifications?")) return { body: { items, total, unread } };
    if (call.method === "POST" && call.url.endsWith("/read")) return { body: { ...declined, read: true } };
    if (call.url === "/api/notifications/read-all") return { body: { marked: unread, unread: 0 } };
    return undefined;
  };

describe("NotificationsPage", { timeout: 20_000 }, () => {
  it("lists them newest first: type badge, time, message opening its record, 'Re: subject', mark-as-read on unread", async () => {
    renderRoute("/notifications", <NotificationsPage />, answer([declined, older]));
    const list = await screen.findByRole("list", { name: "Notifications" });
    const [first, second] = within(list).getAllByTestId("notification");
    expect(within(first!).getByText("Alert")).toBeInTheDocument();
    expect(within(first!).getByText(/5 minutes ago/)).toBeInTheDocument();
    expect(within(first!).getByRole("link", { name: declined.message })).toHaveAttribute(
      "href",
      declined.link,
    );
    expect(within(first!).getByText("Re: Lisbon in spring")).toBeInTheDocument();
    expect(within(first!).getByRole("button", { name: /^Mark as read/ })).toBeInTheDocument();
    // Read, without a link, without a subject: plain text and no button.
    expect(within(second!).getByText("Other")).toBeInTheDocument();
    expect(within(second!).getByText(older.message).tagName).toBe("P");
    expect(within(second!).queryByRole("button")).toBeNull();
    expect(within(second!).queryByText(/^Re:/)).toBeNull();
    expect(screen.getByText("1 unread")).toBeInTheDocument();
  });

  it("restores the filters and page from the URL and asks for exactly those", async () => {
    const { calls } = renderRoute(
      "/notifications?unread=true&type=alert&page=2",
      <NotificationsPage />,
      answer([declined], 1, 30),
    );
    await screen.findByRole("list", { name: "Notifications" });
    await waitFor(() =>
      expect(lastQuery(calls, "/api/notifications")).toEqual({
        page: "2",
        pageSize: "25",
        unread: "true",
        type: "alert",
      }),
    );
    expect(screen.getByRole("combobox", { name: "Show" })).toHaveTextContent("Unread only");
    expect(screen.getByRole("combobox", { name: "Type" })).toHaveTextContent("Alert");
  });

  it("marks one as read with its button, and all at once", async () => {
    const { calls } = renderRoute("/notifications", <NotificationsPage />, answer([declined, older]));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: `Mark as read: ${declined.message}` }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === "POST" && c.url === `/api/notifications/${declined.id}/read`),
      ).toBe(true),
    );
    await user.click(screen.getByRole("button", { name: "Mark all as read" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.url === "/api/notifications/read-all")).toBe(true),
    );
  });

  it("opens a notification's record and marks it read on the way", async () => {
    const { router, calls } = renderRoute("/notifications", <NotificationsPage />, answer([declined]));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("link", { name: declined.message }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/trips/${tripId}`));
    expect(router.state.location.search).toBe("?tab=offers");
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === "POST" && c.url === `/api/notifications/${declined.id}/read`),
      ).toBe(true),
    );
  });

  it("says 'No notifications yet' when there are none, and something else when filters leave none", async () => {
    renderRoute("/notifications", <NotificationsPage />, answer([]));
    expect(await screen.findByText("No notifications yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
    cleanup();
    renderRoute("/notifications?type=info", <NotificationsPage />, answer([]));
    expect(await screen.findByText("No notifications match these filters.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByText("No notifications yet")).toBeInTheDocument();
  });

  it("shows an error with a way to try again", async () => {
    let fail = true;
    renderRoute("/notifications", <NotificationsPage />, (call) => {
      if (!call.url.startsWith("/api/notifications?")) return undefined;
      return fail
        ? { status: 500, body: { error: { code: "INTERNAL", message: "Failed" } } }
        : { body: { items: [declined], total: 1, unread: 1 } };
    });
    expect(await screen.findByText("Your notifications could not be loaded.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: declined.message })).toBeInTheDocument();
  });
});
