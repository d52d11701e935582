import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RequestListItem } from "#domain/requests/request.schema";
import type { TicketListItem } from "#domain/support/ticket.schema";
import { lastQuery, renderRoute } from "../../../test/render-route";
import { ClientRequestsTab } from "./client-requests-tab";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CLIENT = "5b9d3c9e-1111-4f6f-8a57-0a4b5d6e7f80";

const request: RequestListItem = {
  id: "3e4f5a6b-4444-4c7d-8e9f-a0b1c2d3e4f5",
  clientId: CLIENT,
  clientName: "Alpha Travellers",
  category: "date_change",
  details: "Move our departure one week later",
  status: "in_progress",
  tripId: null,
  tripTitle: null,
  assigneeId: null,
  assigneeName: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-21T10:00:00.000Z",
  version: 3,
  lastActivityAt: "2026-11-24T10:00:00.000Z",
};

const ticket: TicketListItem = {
  id: "2f8fad5b-d9cb-469f-a165-70867728950a",
  title: "Cannot open my voucher",
  ticketType: "document_upload",
  status: "pending",
  reporterName: "Chris Client",
  assigneeName: null,
  createdAt: "2026-05-01T09:30:00.000Z",
  lastActivityAt: "2026-05-02T09:30:00.000Z",
};

type Answer = { status?: number; body?: unknown };
const failed: Answer = { status: 500, body: { error: { code: "INTERNAL", message: "Boom" } } };

function renderTab(requests: Answer, tickets: Answer) {
  return renderRoute("/clients/x", <ClientRequestsTab clientId={CLIENT} />, (call) => {
    if (call.url.startsWith("/api/requests?")) return requests;
    if (call.url.startsWith("/api/support-tickets?")) return tickets;
    return undefined;
  });
}

describe("ClientRequestsTab", { timeout: 20_000 }, () => {
  it("lists the client's requests and tickets with status, subject and last activity, each opening its screen", async () => {
    const { calls } = renderTab(
      { body: { items: [request], total: 1 } },
      { body: { items: [ticket], total: 1 } },
    );
    const requests = await screen.findByRole("table", { name: "Requests of the client" });
    const link = await within(requests).findByRole("link", { name: "Date change" });
    expect(link).toHaveAttribute("href", `/requests/${request.id}`);
    expect(requests).toHaveTextContent("Move our departure one week later");
    expect(requests).toHaveTextContent("In progress");
    expect(requests).toHaveTextContent("24 Nov 2026");

    const tickets = screen.getByRole("table", { name: "Support tickets of the client" });
    expect(await within(tickets).findByRole("link", { name: "Cannot open my voucher" })).toHaveAttribute(
      "href",
      `/support/${ticket.id}`,
    );
    expect(tickets).toHaveTextContent("Document upload");
    expect(tickets).toHaveTextContent("Pending");
    expect(tickets).toHaveTextContent("2 May 2026");

    expect(lastQuery(calls, "/api/requests")).toEqual({
      page: "1",
      pageSize: "10",
      clientId: CLIENT,
      sort: "created",
      order: "desc",
    });
    expect(lastQuery(calls, "/api/support-tickets")).toEqual({
      page: "1",
      pageSize: "10",
      clientId: CLIENT,
      sort: "createdAt",
      direction: "desc",
    });
  });

  it("says so when there are none of either", async () => {
    renderTab({ body: { items: [], total: 0 } }, { body: { items: [], total: 0 } });
    expect(await screen.findByText("No requests yet.")).toBeInTheDocument();
    expect(await screen.findByText("No support tickets yet.")).toBeInTheDocument();
  });

  it("shows each list's own error, the other still listed", async () => {
    renderTab(failed, { body: { items: [ticket], total: 1 } });
    expect(await screen.findByText("Error fetching requests")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Cannot open my voucher" })).toBeInTheDocument();
  });
});
