import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MergeClientSummary } from "#domain/client-merge/client-merge.schema";
import { renderRoute } from "../../../test/render-route";
import { MergeClientDialog } from "./merge-client-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ME = "0f8fad5b-d9cb-469f-a165-70867728950a";
const TWIN = "0f8fad5b-d9cb-469f-a165-70867728950b";

function summary(id: string, name: string): MergeClientSummary {
  return {
    id,
    name,
    kind: "person",
    email: "helena@park.test",
    phone: null,
    address: null,
    tripsCount: 1,
    bookingsCount: 0,
    passengersCount: 0,
    invoicesCount: 0,
    paymentsCount: 0,
    requestsCount: 0,
    ticketsCount: 0,
    invitationsCount: 0,
    portalUserEmail: null,
    createdAt: "2026-01-02T10:00:00.000Z",
  };
}

const me = summary(ME, "Helena Park");
const twin = summary(TWIN, "Helena Parke");
const moves = {
  trips: 1,
  bookings: 0,
  passengers: 0,
  invoices: 0,
  creditNotes: 0,
  payments: 0,
  requests: 0,
  tickets: 0,
  conversations: 0,
  invitations: 0,
  portalUser: false,
  filledFields: [],
  notesAppended: false,
};

describe("MergeClientDialog", { timeout: 20_000 }, () => {
  it("offers this client's likely duplicates, compares the one picked and goes to the survivor when merged away", async () => {
    const { router, calls } = renderRoute(
      `/clients/${ME}`,
      <MergeClientDialog clientId={ME} />,
      (call) => {
        if (call.url === `/api/clients/${ME}`) return { body: { id: ME, name: "Helena Park" } };
        if (call.url.startsWith("/api/clients/duplicates")) {
          return { body: { items: [{ first: me, second: twin, reasons: ["email"] }], total: 1 } };
        }
        if (call.url.startsWith(`/api/clients/${ME}/merge-preview`)) {
          return { body: { survivor: me, source: twin, moves, blockedReason: null } };
        }
        if (call.url.startsWith(`/api/clients/${TWIN}/merge-preview`)) {
          return { body: { survivor: twin, source: me, moves, blockedReason: null } };
        }
        if (call.method === "POST") return { body: { survivor: twin, moved: moves } };
        return undefined;
      },
      "/clients/:id",
    );
    await userEvent.click(await screen.findByRole("button", { name: "Merge with…" }));
    const dialog = await screen.findByRole("dialog", { name: "Merge Helena Park with…" });
    await userEvent.click(await within(dialog).findByRole("radio", { name: /Helena Parke/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Compare…" }));

    const compare = await screen.findByRole("dialog", { name: "Merge duplicate clients" });
    await userEvent.click(within(compare).getByRole("radio", { name: "Keep Helena Parke" }));
    await within(compare).findByText("Helena Park's 1 trip will move to Helena Parke.");
    await userEvent.click(within(compare).getByRole("button", { name: "Merge…" }));
    await userEvent.click(await within(compare).findByRole("button", { name: "Merge clients" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/clients/${TWIN}`));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: `/api/clients/${TWIN}/merge`,
      body: { sourceId: ME },
    });
    expect(calls.find((c) => c.url.startsWith("/api/clients/duplicates"))?.url).toContain(`clientId=${ME}`);
  });

  it("asks for the other client before comparing", async () => {
    renderRoute(`/clients/${ME}`, <MergeClientDialog clientId={ME} />, () => undefined, "/clients/:id");
    await userEvent.click(await screen.findByRole("button", { name: "Merge with…" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("No likely duplicates found.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Compare…" }));
    expect(await within(dialog).findByText("Choose the client to merge with")).toBeInTheDocument();
  });
});
