import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Notification } from "#domain/notifications/notification.schema";
import { mockApi, renderWithClient } from "../../../test/render-with-api";
import { NotificationBell } from "./notification-bell";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (n: number, read = false): Notification => ({
  id: `b0000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  type: "info",
  category: "offerResponses",
  message: `Notification ${n}`,
  subject: null,
  link: `/trips/t${n}`,
  read,
  readAt: read ? new Date().toISOString() : null,
  createdAt: new Date(Date.now() - n * 60_000).toISOString(),
});

function answer(unread: number, items: Notification[] = []) {
  return mockApi((call) => {
    if (call.url === "/api/notifications/unread-count") return { body: { unread } };
    if (call.url.startsWith("/api/notifications?")) return { body: { items, total: items.length, unread } };
    if (call.url.endsWith("/read")) return { body: { ...items[0], read: true } };
    if (call.url === "/api/notifications/read-all") return { body: { marked: unread, unread: 0 } };
    return { body: {} };
  });
}

describe("NotificationBell", { timeout: 20_000 }, () => {
  it.each([
    [0, null, "Notifications"],
    [3, "3", "Notifications, 3 unread"],
    [150, "99+", "Notifications, 99+ unread"],
  ])("with %d unread shows %s and is named %s", async (unread, badge, name) => {
    answer(unread);
    renderWithClient(<NotificationBell />);
    const bell = await screen.findByRole("button", { name });
    if (badge) expect(within(bell).getByTestId("unread-badge")).toHaveTextContent(badge);
    else expect(within(bell).queryByTestId("unread-badge")).toBeNull();
  });

  it("opens the latest ten, each markable, with 'Mark all as read' and a link to all; Escape returns to the bell", async () => {
    const items = Array.from({ length: 10 }, (_, i) => item(i + 1, i >= 2));
    const calls = answer(2, items);
    renderWithClient(<NotificationBell />);
    const user = userEvent.setup({ delay: null });
    const bell = await screen.findByRole("button", { name: "Notifications, 2 unread" });
    // Closed, it asks only for the count.
    expect(calls.some((c) => c.url.startsWith("/api/notifications?"))).toBe(false);
    await user.click(bell);
    const dialog = await screen.findByRole("dialog", { name: "Latest notifications" });
    const list = await within(dialog).findByRole("list", { name: "Latest notifications" });
    expect(within(list).getAllByTestId("notification")).toHaveLength(10);
    expect(calls.find((c) => c.url.startsWith("/api/notifications?"))?.url).toContain("pageSize=10");
    expect(within(dialog).getByRole("link", { name: "See all notifications" })).toHaveAttribute(
      "href",
      "/notifications",
    );
    expect(within(list).getAllByRole("button", { name: /^Mark as read/ })).toHaveLength(2);
    await user.click(within(list).getAllByRole("button", { name: /^Mark as read/ })[0]!);
    await waitFor(() =>
      expect(calls.some((c) => c.url === `/api/notifications/${items[0]!.id}/read`)).toBe(true),
    );
    await user.click(within(dialog).getByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(calls.some((c) => c.url === "/api/notifications/read-all")).toBe(true));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bell).toHaveFocus();
  });

  it("closes when a notification is opened, marking it read", async () => {
    const calls = answer(1, [item(1)]);
    renderWithClient(<NotificationBell />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    await user.click(await screen.findByRole("link", { name: "Notification 1" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(calls.some((c) => c.method === "POST" && c.url.endsWith("/read"))).toBe(true));
  });

  it("says 'No notifications yet' when there are none", async () => {
    answer(0, []);
    renderWithClient(<NotificationBell />);
    await userEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByText("No notifications yet")).toBeInTheDocument();
  });
});
