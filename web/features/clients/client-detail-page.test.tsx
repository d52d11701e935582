import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ClientStatement } from "#domain/client-statement/statement.schema";
import type { ClientLastContact } from "#domain/clients/client-contact.schema";
import { lastQuery, renderRoute } from "../../test/render-route";
import type { ApiCall } from "../../test/render-with-api";
import { ClientDetailPage } from "./client-detail-page";
import { acme } from "./test/fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const detail = <ClientDetailPage />;
const PATTERN = "/clients/:id";
const REQUEST = "7c2e4d1a-2222-4b3c-9d8e-1f2a3b4c5d6e";

const noStatement: ClientStatement = { items: [], total: 0, openBalances: [] };
const noContact: ClientLastContact = { lastContact: null };

/** The client, an empty statement and no contact, unless `more` answers first. */
function answers(more: (call: ApiCall) => { status?: number; body?: unknown } | undefined = () => undefined) {
  return (call: ApiCall) => {
    const answer = more(call);
    if (answer) return answer;
    if (call.url === `/api/clients/${acme.id}`) return { body: acme };
    if (call.url.startsWith(`/api/clients/${acme.id}/statement?`)) return { body: noStatement };
    if (call.url === `/api/clients/${acme.id}/last-contact`) return { body: noContact };
    return undefined;
  };
}

describe("ClientDetailPage", { timeout: 20_000 }, () => {
  it("shows contact, totals and the next trip, and lists the client's trips on their tab", async () => {
    const { calls } = renderRoute(`/clients/${acme.id}`, detail, answers(), PATTERN);
    expect(await screen.findByRole("heading", { name: "Acme Travel GmbH" })).toBeInTheDocument();
    expect(screen.getByText("Unter den Linden 1, Berlin")).toBeInTheDocument();
    expect(screen.getByText("€1,250.00")).toBeInTheDocument();
    expect(screen.getByText("$99.50")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Lisbon city break" })).toHaveAttribute(
      "href",
      `/trips/${acme.nextTrip!.id}`,
    );
    await userEvent.click(screen.getByRole("tab", { name: "Trips (2)" }));
    await waitFor(() =>
      expect(lastQuery(calls, "/api/trips")).toMatchObject({ clientId: acme.id, page: "1" }),
    );
    expect(await screen.findByText("No trips found")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Passengers (3)" }));
    await waitFor(() => expect(lastQuery(calls, "/api/passengers")).toMatchObject({ clientId: acme.id }));
    await userEvent.click(screen.getByRole("tab", { name: "History" }));
    const history = await screen.findByRole("table", { name: "History of the client" });
    expect(await within(history).findByText("No history yet")).toBeInTheDocument();
  });

  it("shows the open balance per currency and the last contact on the Overview", async () => {
    const statement: ClientStatement = {
      ...noStatement,
      total: 3,
      openBalances: [
        { currency: "EUR", balanceCents: 22_000, overdueCents: 22_000, openInvoices: 1 },
        { currency: "GBP", balanceCents: 9_900, overdueCents: 0, openInvoices: 1 },
      ],
    };
    const contact: ClientLastContact = {
      lastContact: {
        kind: "request_message",
        at: "2026-11-24T10:00:00.000Z",
        byName: "Ana Agent",
        subject: "date_change",
        requestId: REQUEST,
        tripId: null,
        ticketId: null,
      },
    };
    renderRoute(
      `/clients/${acme.id}`,
      detail,
      answers((call) => {
        if (call.url.startsWith(`/api/clients/${acme.id}/statement?`)) return { body: statement };
        if (call.url.endsWith("/last-contact")) return { body: contact };
        return undefined;
      }),
      PATTERN,
    );
    expect(await screen.findByText("Open balance · EUR")).toBeInTheDocument();
    expect(screen.getByText("€220.00 overdue", { exact: false })).toBeInTheDocument();
    expect(screen.getByText("£99.00")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See the statement" })).toHaveAttribute(
      "href",
      `/clients/${acme.id}?tab=statement`,
    );
    const last = await screen.findByRole("link", { name: "Message on the request Date change" });
    expect(last).toHaveAttribute("href", `/requests/${REQUEST}`);
    expect(screen.getByText(/Ana Agent ·/)).toHaveTextContent("Ana Agent · 24 Nov 2026");
  });

  it("says when there is no balance and no contact yet, and opens the two new tabs", async () => {
    const { calls } = renderRoute(`/clients/${acme.id}`, detail, answers(), PATTERN);
    expect(await screen.findByText("No invoices yet.")).toBeInTheDocument();
    expect(await screen.findByText("No requests, messages or tickets yet.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Invoices & payments" }));
    expect(await screen.findByText("No invoices or payments yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download statement (PDF)" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Requests & tickets" }));
    expect(await screen.findByText("No requests yet.")).toBeInTheDocument();
    expect(await screen.findByText("No support tickets yet.")).toBeInTheDocument();
    expect(lastQuery(calls, "/api/requests")).toMatchObject({ clientId: acme.id });
    expect(lastQuery(calls, "/api/support-tickets")).toMatchObject({ clientId: acme.id });
  });

  it("says when the open balance or the last contact cannot be read", async () => {
    const boom = { status: 500, body: { error: { code: "INTERNAL", message: "Boom" } } };
    renderRoute(
      `/clients/${acme.id}`,
      detail,
      answers((call) =>
        call.url.includes("/statement?") || call.url.endsWith("/last-contact") ? boom : undefined,
      ),
      PATTERN,
    );
    expect(await screen.findByText("Error fetching the open balance")).toBeInTheDocument();
    expect(await screen.findByText("Error fetching the last contact")).toBeInTheDocument();
  });

  it("says when the client does not exist", async () => {
    renderRoute(
      "/clients/5f8fad5b-d9cb-469f-a165-70867728950e",
      detail,
      (call) =>
        call.url.startsWith("/api/clients/")
          ? { status: 404, body: { error: { code: "NOT_FOUND", message: "Client not found" } } }
          : undefined,
      PATTERN,
    );
    expect(await screen.findByText("Client not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to clients" })).toHaveAttribute("href", "/clients");
  });
});
