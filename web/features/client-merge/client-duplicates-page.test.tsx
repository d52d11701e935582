import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type {
  ClientDuplicatePair,
  ClientMergePreview,
  MergeClientSummary,
} from "#domain/client-merge/client-merge.schema";
import { lastQuery, renderRoute } from "../../test/render-route";
import { ClientDuplicatesPage } from "./client-duplicates-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const A = "0f8fad5b-d9cb-469f-a165-70867728950a";
const B = "0f8fad5b-d9cb-469f-a165-70867728950b";

function summary(id: string, name: string, values: Partial<MergeClientSummary> = {}): MergeClientSummary {
  return {
    id,
    name,
    kind: "person",
    email: null,
    phone: null,
    address: null,
    tripsCount: 0,
    bookingsCount: 0,
    passengersCount: 0,
    invoicesCount: 0,
    paymentsCount: 0,
    requestsCount: 0,
    ticketsCount: 0,
    invitationsCount: 0,
    portalUserEmail: null,
    createdAt: "2026-01-02T10:00:00.000Z",
    ...values,
  };
}

const helena = summary(A, "Helena Park", { email: "helena@park.test", tripsCount: 1 });
const parke = summary(B, "Helena Parke", { phone: "+1 415 555 0100", tripsCount: 2, bookingsCount: 1 });
const pair: ClientDuplicatePair = { first: helena, second: parke, reasons: ["email", "name"] };

function preview(
  survivor: MergeClientSummary,
  source: MergeClientSummary,
  blockedReason: string | null = null,
) {
  const body: ClientMergePreview = {
    survivor,
    source,
    moves: {
      trips: source.tripsCount,
      bookings: source.bookingsCount,
      passengers: 0,
      invoices: source.invoicesCount,
      creditNotes: 0,
      payments: source.paymentsCount,
      requests: source.requestsCount,
      tickets: source.ticketsCount,
      conversations: 0,
      invitations: 0,
      portalUser: false,
      filledFields: survivor.phone ? [] : source.phone ? ["phone"] : [],
      notesAppended: false,
    },
    blockedReason,
  };
  return body;
}

describe("ClientDuplicatesPage", { timeout: 20_000 }, () => {
  it("says so when there are no likely duplicates", async () => {
    const { calls } = renderRoute("/clients/duplicates", <ClientDuplicatesPage />);
    expect(await screen.findByText("No likely duplicates found.")).toBeInTheDocument();
    expect(lastQuery(calls, "/api/clients/duplicates")).toEqual({ page: "1", pageSize: "25" });
  });

  it("lists pairs with their reasons and pages from the URL", async () => {
    const { calls } = renderRoute(
      "/clients/duplicates?page=2&pageSize=10",
      <ClientDuplicatesPage />,
      (call) =>
        call.url.startsWith("/api/clients/duplicates") ? { body: { items: [pair], total: 11 } } : undefined,
    );
    await screen.findAllByRole("link", { name: "Helena Parke" });
    const table = screen.getByRole("table", { name: "Likely duplicate clients" });
    const row = within(table).getAllByRole("row")[1]!;
    const [first, second, why] = within(row).getAllByRole("cell");
    expect(within(first!).getByRole("link", { name: "Helena Park" })).toHaveAttribute(
      "href",
      `/clients/${A}`,
    );
    expect(within(second!).getByText("2 trips and 1 booking")).toBeInTheDocument();
    expect(within(why!).getByText("Same e-mail")).toBeInTheDocument();
    expect(within(why!).getByText("Similar name")).toBeInTheDocument();
    expect(lastQuery(calls, "/api/clients/duplicates")).toEqual({ page: "2", pageSize: "10" });
  });

  it("compares the pair, lets the user choose the survivor, confirms and merges", async () => {
    const { calls } = renderRoute("/clients/duplicates", <ClientDuplicatesPage />, (call) => {
      if (call.url.startsWith("/api/clients/duplicates")) return { body: { items: [pair], total: 1 } };
      if (call.url.startsWith(`/api/clients/${A}/merge-preview`)) return { body: preview(helena, parke) };
      if (call.url.startsWith(`/api/clients/${B}/merge-preview`)) return { body: preview(parke, helena) };
      if (call.method === "POST") {
        return { body: { survivor: { ...parke, tripsCount: 3 }, moved: preview(parke, helena).moves } };
      }
      return undefined;
    });
    await userEvent.click(
      await screen.findByRole("button", { name: /^Merge… Helena Park and Helena Parke/ }),
    );
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("radio", { name: "Keep Helena Park" })).toBeChecked();
    expect(
      await within(dialog).findByText("Helena Parke's 2 trips and 1 booking will move to Helena Park."),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText("Helena Park's empty phone will take Helena Parke's."),
    ).toBeInTheDocument();

    // The other one stays instead: the preview is asked again for that way round.
    await userEvent.click(within(dialog).getByRole("radio", { name: "Keep Helena Parke" }));
    expect(
      await within(dialog).findByText("Helena Park's 1 trip will move to Helena Parke."),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Merge…" }));
    expect(
      await within(dialog).findByRole("heading", { name: "Merge Helena Park into Helena Parke?" }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/This cannot be undone\./)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Back" })).toHaveFocus();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await userEvent.click(within(dialog).getByRole("button", { name: "Merge clients" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const post = calls.find((c) => c.method === "POST");
    expect(post).toMatchObject({ url: `/api/clients/${B}/merge`, body: { sourceId: A } });
    expect(await screen.findByRole("link", { name: "Open Helena Parke" })).toHaveAttribute(
      "href",
      `/clients/${B}`,
    );
  });

  it("shows why a merge is refused and does not offer it", async () => {
    const reason = "Both clients have portal access (a@x.test and b@x.test): revoke one of them first.";
    renderRoute("/clients/duplicates", <ClientDuplicatesPage />, (call) => {
      if (call.url.startsWith("/api/clients/duplicates")) return { body: { items: [pair], total: 1 } };
      if (call.url.includes("/merge-preview")) return { body: preview(helena, parke, reason) };
      return undefined;
    });
    await userEvent.click(await screen.findByRole("button", { name: /^Merge…/ }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(reason);
    expect(within(dialog).getByRole("button", { name: "Merge…" })).toBeDisabled();
  });

  it("shows the list's error", async () => {
    renderRoute("/clients/duplicates", <ClientDuplicatesPage />, () => ({
      status: 500,
      body: { error: { code: "INTERNAL", message: "Boom" } },
    }));
    expect(await screen.findByText("Error fetching duplicates")).toBeInTheDocument();
  });
});
