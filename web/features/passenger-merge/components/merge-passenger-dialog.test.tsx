import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type {
  MergePassengerSummary,
  PassengerMergePreview,
} from "#domain/passenger-merge/passenger-merge.schema";
import { mockApi, renderWithClient } from "../../../test/render-with-api";
import { MergePassengerDialog } from "./merge-passenger-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CLIENT = "0f8fad5b-d9cb-469f-a165-70867728950c";
const ANA = "0f8fad5b-d9cb-469f-a165-70867728950a";
const ANNA = "0f8fad5b-d9cb-469f-a165-70867728950b";

function summary(
  id: string,
  firstName: string,
  values: Partial<MergePassengerSummary> = {},
): MergePassengerSummary {
  return {
    id,
    title: null,
    firstName,
    surname: "Silva",
    dateOfBirth: null,
    nationality: null,
    passportNumber: "P1234567",
    countryOfIssue: "PRT",
    documentExpiry: "2031-01-01",
    clientId: CLIENT,
    clientName: "Silva Family",
    tripsCount: 0,
    bookingsCount: 0,
    connectionsCount: 0,
    ...values,
  };
}

const ana = summary(ANA, "Ana", { tripsCount: 1 });
const anna = summary(ANNA, "Anna", { tripsCount: 2, dateOfBirth: "1990-07-01" });

function preview(
  survivor: MergePassengerSummary,
  source: MergePassengerSummary,
  blockedReason: string | null = null,
) {
  const body: PassengerMergePreview = {
    survivor,
    source,
    moves: {
      trips: source.tripsCount,
      bookings: 0,
      ssrRequests: 0,
      ssrRequestsDropped: 0,
      connections: 0,
      filledFields: survivor.dateOfBirth ? [] : source.dateOfBirth ? ["dateOfBirth"] : [],
    },
    blockedReason,
  };
  return body;
}

function answer(blockedReason: string | null = null) {
  return mockApi((call) => {
    if (call.url === `/api/passengers/${ANA}/duplicates`) {
      return { body: { passenger: ana, items: [{ passenger: anna, reasons: ["passport", "similarName"] }] } };
    }
    if (call.url.startsWith(`/api/passengers/${ANA}/merge-preview`)) {
      return { body: preview(ana, anna, blockedReason) };
    }
    if (call.url.startsWith(`/api/passengers/${ANNA}/merge-preview`)) return { body: preview(anna, ana) };
    if (call.method === "POST")
      return { body: { survivor: { ...anna, tripsCount: 3 }, moved: preview(anna, ana).moves } };
    return { body: { items: [], total: 0 } };
  });
}

const target = { id: ANA, title: null, firstName: "Ana", surname: "Silva", clientId: CLIENT };

describe("MergePassengerDialog", { timeout: 20_000 }, () => {
  it("offers the likely duplicates, compares the two records and merges the chosen way round", async () => {
    const calls = answer();
    const merged = vi.fn();
    renderWithClient(<MergePassengerDialog passenger={target} onOpenChange={() => {}} onMerged={merged} />);
    const dialog = await screen.findByRole("dialog", { name: "Merge duplicates of Ana Silva" });
    const option = await within(dialog).findByRole("radio", { name: /Anna Silva/ });
    expect(
      within(dialog).getByText("Same passport, Similar name, same client · 2 trips"),
    ).toBeInTheDocument();
    // Nothing to merge until the other record is chosen.
    expect(within(dialog).getByRole("button", { name: "Merge…" })).toBeDisabled();

    await userEvent.click(option);
    expect(within(dialog).getByRole("radio", { name: "Keep Ana Silva" })).toBeChecked();
    expect(
      await within(dialog).findByText(
        "Anna Silva's 2 trips will move to Ana Silva; a trip both are on keeps one place.",
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText("Ana Silva's empty date of birth will take Anna Silva's."),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("radio", { name: "Keep Anna Silva" }));
    expect(
      await within(dialog).findByText(/^Ana Silva's 1 trip will move to Anna Silva/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Merge…" }));
    expect(
      await within(dialog).findByRole("heading", { name: "Merge Ana Silva into Anna Silva?" }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/This cannot be undone\./)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Merge passengers" }));

    await waitFor(() => expect(merged).toHaveBeenCalled());
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: `/api/passengers/${ANNA}/merge`,
      body: { sourceId: ANA },
    });
    expect(merged.mock.calls[0]?.[1]).toEqual({ survivorId: ANNA, sourceId: ANA });
  });

  it("says why two records cannot be merged and keeps Merge off", async () => {
    const reason =
      "Both passengers are participants of booking BK-000042: take one of them off it before merging.";
    answer(reason);
    renderWithClient(<MergePassengerDialog passenger={target} onOpenChange={() => {}} />);
    await userEvent.click(await screen.findByRole("radio", { name: /Anna Silva/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent(reason);
    expect(screen.getByRole("button", { name: "Merge…" })).toBeDisabled();
  });
});
