import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lastQuery, renderRoute } from "../../test/render-route";
import { ClientDetailPage } from "./client-detail-page";
import { acme } from "./test/fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const detail = <ClientDetailPage />;
const PATTERN = "/clients/:id";

describe("ClientDetailPage", { timeout: 20_000 }, () => {
  it("shows contact, totals and the next trip, and lists the client's trips on their tab", async () => {
    const { calls } = renderRoute(
      `/clients/${acme.id}`,
      detail,
      (call) => (call.url === `/api/clients/${acme.id}` ? { body: acme } : undefined),
      PATTERN,
    );
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
