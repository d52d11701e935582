import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../test/render-route";
import type { ApiCall } from "../../test/render-with-api";
import { clientSession, loginTicket } from "./test/fixtures";
import { TicketDetailPage } from "./ticket-detail-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base = `/api/support-tickets/${loginTicket.id}`;
const comments = {
  items: [
    {
      id: "k1",
      authorId: "u2",
      authorName: "Chris Client",
      body: "Any news?",
      createdAt: "2026-05-01T10:00:00.000Z",
    },
    {
      id: "k2",
      authorId: "u9",
      authorName: "Ana Agent",
      body: "On it.",
      createdAt: "2026-05-01T11:00:00.000Z",
    },
  ],
};
const history = {
  items: [
    {
      id: "h1",
      action: "create",
      summary: "Opened ticket",
      userName: "Chris Client",
      createdAt: loginTicket.createdAt,
    },
  ],
};
const assignees = { items: [{ id: "u9", name: "Ana Agent", email: "agent@itinera.local", role: "agent" }] };

function answer(call: ApiCall) {
  if (call.url === base && call.method === "PATCH")
    return { body: { ...loginTicket, ...(call.body as object), version: 4 } };
  if (call.url === base) return { body: loginTicket };
  if (call.url === `${base}/comments` && call.method === "POST") {
    return {
      status: 201,
      body: {
        id: "k3",
        authorId: "u2",
        authorName: "Chris Client",
        body: "Thanks",
        createdAt: "2026-05-02T10:00:00.000Z",
      },
    };
  }
  if (call.url === `${base}/comments`) return { body: comments };
  if (call.url === `${base}/history`) return { body: history };
  if (call.url === "/api/users/assignees") return { body: assignees };
  return undefined;
}

const open = (session?: typeof clientSession) =>
  renderRoute(`/support/${loginTicket.id}`, <TicketDetailPage />, answer, "/support/:id", session);

describe("TicketDetailPage", { timeout: 20_000 }, () => {
  it("shows the ticket, its file, comments and history; a client may comment but not change the status", async () => {
    const { calls } = open(clientSession);
    expect(await screen.findByRole("heading", { name: loginTicket.title })).toBeInTheDocument();
    expect(screen.getByText("Login problem")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /screen\.png/ })).toHaveAttribute("href", `${base}/attachment`);
    expect(await screen.findByText("Any news?")).toBeInTheDocument();
    expect(await screen.findByText("Opened ticket")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Change the status/ })).toBeNull();
    expect(screen.queryByText("Assignee", { selector: "label" })).toBeNull();
    const form = screen.getByRole("form", { name: "Add a comment" });
    await userEvent.click(within(form).getByRole("button", { name: "Add Comment" }));
    expect(await within(form).findByText("Comment is required")).toBeInTheDocument();
    await userEvent.type(within(form).getByRole("textbox"), "Thanks");
    await userEvent.click(within(form).getByRole("button", { name: "Add Comment" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST" && c.url === `${base}/comments`)?.body).toEqual({
        body: "Thanks",
      }),
    );
  });

  it("lets an admin change the status with the version it loaded, and pick an assignee", async () => {
    const { calls } = open();
    await userEvent.click(
      await screen.findByRole("button", { name: `Change the status of ${loginTicket.title}` }),
    );
    await userEvent.click(await screen.findByRole("menuitemradio", { name: "Resolved" }));
    await waitFor(() => {
      const patch = calls.find((c) => c.method === "PATCH");
      expect(patch?.body).toEqual({ status: "resolved" });
      expect(patch?.headers["if-match"]).toBe('"3"');
    });
    await userEvent.click(screen.getByRole("combobox", { name: "Assignee" }));
    await userEvent.click(await screen.findByRole("option", { name: "Ana Agent" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "PATCH").at(-1)?.body).toEqual({ assigneeId: "u9" }),
    );
  });

  it("says 'Ticket not found' for a ticket it may not see", async () => {
    renderRoute(
      `/support/${loginTicket.id}`,
      <TicketDetailPage />,
      (call) =>
        call.url === base
          ? { status: 404, body: { error: { code: "NOT_FOUND", message: "Ticket not found" } } }
          : undefined,
      "/support/:id",
    );
    expect(await screen.findByText("Ticket not found")).toBeInTheDocument();
  });
});
