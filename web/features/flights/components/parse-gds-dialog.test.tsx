import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { todayIn } from "#domain/dates";
import { parseReservation } from "#domain/gds/parse-reservation";
import type { GdsImportResult, GdsPreview } from "#domain/gds-import/gds-import.schema";
import { importLineAccount } from "#domain/gds-import/line-account";
import { NOTHING_READ_MESSAGE } from "#domain/gds-import/nothing-read";
import { isMetaCall, metaAnswer, zoneAwayFromBrowser } from "../../../test/agency-zone";
import { mockApi, renderWithClient, validationFailed } from "../../../test/render-with-api";
import { GDS_PLACEHOLDER } from "./gds-paste-form";
import { ParseGdsDialog } from "./parse-gds-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CLIENT = "2f8fad5b-d9cb-469f-a165-70867728950e";

const DISPLAY = [
  "RP/FRAL12100/FRAL12100            AA/SU  10JAN26/0930Z   WEB001",
  "  1.HOFMANN/LENA MRS",
  "#### printer jam ####",
  "  2  LH 400 M 15MAR 7 FRAJFK HK1  1015 1250  15MAR  E  LH/ABC123",
].join("\n");

function previewOf(text: string): GdsPreview {
  const reservation = parseReservation(text, { referenceDate: "2026-01-10" });
  return {
    reservation,
    passengers: [
      {
        id: 1,
        name: "Lena Hofmann",
        surname: "HOFMANN",
        givenName: "LENA",
        title: "MRS",
        type: "ADT",
        isInfant: false,
        dateOfBirth: null,
        docs: null,
        creatable: false,
      },
    ],
    airportNames: { FRA: "Frankfurt am Main Airport" },
    suggestedTripTitle: "FRA → JFK, Mar 2026",
    existing: null,
    importProblem: null,
    lines: importLineAccount(reservation, []),
  };
}

const result: GdsImportResult = {
  itineraryId: "0f8fad5b-d9cb-469f-a165-70867728950e",
  recordLocator: "WEB001",
  format: "amadeus",
  itineraryCreated: true,
  tripId: null,
  tripTitle: null,
  tripCreated: false,
  segments: {
    added: [
      {
        id: "1f8fad5b-d9cb-469f-a165-70867728950e",
        airline: "LH",
        flightNumber: "400",
        origin: "FRA",
        destination: "JFK",
        departureLocal: "2026-03-15T10:15",
        status: "HK",
      },
    ],
    removed: [],
    changed: [],
    unchanged: 0,
  },
  passengers: {
    matched: [],
    created: [],
    toCreate: [{ name: "Lena Hofmann", reason: "Not linked: the reservation is on no trip" }],
  },
  ssrRequests: { created: [], alreadyRequested: 0, skipped: [] },
  timeLimits: 0,
};

describe("ParseGdsDialog", () => {
  it("refuses blank content, previews with the unread line highlighted, and imports without a trip", async () => {
    const user = userEvent.setup();
    // The agency's day is not the browser's: years are read from the agency's.
    const timeZone = zoneAwayFromBrowser();
    const all = mockApi((call) =>
      call.url === "/api/gds/parse"
        ? { body: previewOf((call.body as { content: string }).content) }
        : call.url === "/api/gds/import"
          ? { body: result }
          : isMetaCall(call)
            ? metaAnswer(timeZone)
            : { body: { items: [] } },
    );
    const apiCalls = () => all.filter((c) => !isMetaCall(c));
    renderWithClient(<ParseGdsDialog open onOpenChange={() => {}} />);

    const textarea = screen.getByPlaceholderText(GDS_PLACEHOLDER);
    await user.click(screen.getByRole("button", { name: "Parse Content" }));
    expect(screen.getByText("Please paste GDS content first")).toBeInTheDocument();
    expect(apiCalls()).toHaveLength(0);

    await user.click(textarea);
    await user.paste(DISPLAY);
    await user.click(screen.getByRole("button", { name: "Parse Content" }));
    expect(await screen.findByText("Detected system")).toBeInTheDocument();
    const today = todayIn(timeZone);
    expect(apiCalls()[0]).toMatchObject({
      url: "/api/gds/parse",
      body: { content: DISPLAY, referenceDate: today },
    });
    expect(screen.getByText("WEB001")).toBeInTheDocument();
    const lines = within(screen.getByRole("list", { name: "Pasted lines" })).getAllByRole("listitem");
    expect(lines.filter((li) => li.dataset.unparsed).map((li) => li.textContent)).toEqual([
      "3#### printer jam ####(not read)",
    ]);
    const segments = screen.getByRole("table", { name: "Parsed flight segments" });
    expect(within(segments).getByText("15 Mar 2026 10:15")).toBeInTheDocument();
    expect(within(segments).getByTitle("Frankfurt am Main Airport")).toHaveTextContent("FRA");

    // A new trip needs a client before it can be imported.
    expect(screen.getByRole("button", { name: "Import 1 segment" })).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: "No trip (flights only)" }));
    await user.click(screen.getByRole("button", { name: "Import 1 segment" }));

    const report = await screen.findByRole("region", { name: "Import result" });
    expect(apiCalls().at(-1)).toMatchObject({
      url: "/api/gds/import",
      body: { content: DISPLAY, target: null, referenceDate: today },
    });
    expect(report).toHaveTextContent("1 added, 0 changed, 0 removed, 0 unchanged");
    expect(report).toHaveTextContent("Lena Hofmann: to create — Not linked: the reservation is on no trip.");
  }, 20_000);
  it("says 'Nothing was read' of text that holds no reservation, and cannot import it (#31)", async () => {
    const user = userEvent.setup();
    // A system's header and a ticketing line, but no passenger and no flight: every line is understood.
    const headerOnly = [
      "RP/FRAL12100/FRAL12100            AA/SU  10JAN26/0930Z   EMP001",
      "  7 TK OK10JAN/FRAL12100",
    ].join("\n");
    const calls = mockApi((call) => {
      if (call.url !== "/api/gds/parse") return { body: { items: [] } };
      const preview = previewOf((call.body as { content: string }).content);
      return {
        body: { ...preview, passengers: [], suggestedTripTitle: null, importProblem: NOTHING_READ_MESSAGE },
      };
    });
    renderWithClient(<ParseGdsDialog open onOpenChange={() => {}} />);
    await user.click(screen.getByRole("textbox", { name: "GDS content" }));
    await user.paste(headerOnly);
    await user.click(screen.getByRole("button", { name: "Parse Content" }));
    expect(await screen.findByText("Nothing was read.")).toBeInTheDocument();
    expect(screen.queryByText("Every line was read.")).not.toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(NOTHING_READ_MESSAGE);
    const importButton = screen.getByRole("button", { name: "Import 0 segments" });
    expect(importButton).toBeDisabled();
    await user.click(importButton);
    expect(calls.some((c) => c.url === "/api/gds/import")).toBe(false);
  }, 20_000);

  it("keeps the text when the server refuses it, saying why next to it, and goes back with it", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const calls = mockApi((call) => {
      if (call.url === "/api/gds/parse" && refuse) {
        refuse = false;
        return validationFailed({ content: "No reservation found in this text" });
      }
      if (call.url === "/api/gds/parse")
        return { body: previewOf((call.body as { content: string }).content) };
      if (call.url === "/api/gds/import") return { body: result };
      return { body: { items: [{ id: CLIENT, name: "Chris Client" }] } };
    });
    renderWithClient(<ParseGdsDialog open onOpenChange={() => {}} />);
    const textarea = screen.getByRole("textbox", { name: "GDS content" });
    await user.click(textarea);
    await user.paste(DISPLAY);
    await user.click(screen.getByRole("button", { name: "Parse Content" }));
    expect(await screen.findByText("No reservation found in this text")).toBeInTheDocument();
    expect(textarea).toHaveValue(DISPLAY);

    await user.click(screen.getByRole("button", { name: "Parse Content" }));
    expect(await screen.findByText("Detected system")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("textbox", { name: "GDS content" })).toHaveValue(DISPLAY);

    await user.click(screen.getByRole("button", { name: "Parse Content" }));
    await user.click(await screen.findByRole("combobox", { name: "Client of the new trip" }));
    await user.click(await screen.findByRole("option", { name: "Chris Client" }));
    await user.click(screen.getByRole("button", { name: "Import 1 segment" }));
    await screen.findByRole("region", { name: "Import result" });
    expect(calls.find((c) => c.url === "/api/gds/import")).toMatchObject({
      body: { content: DISPLAY, target: { newTrip: { clientId: CLIENT } }, createPassengers: true },
    });
  }, 20_000);
});
