import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { parseReservation } from "#domain/gds/parse-reservation";
import type { GdsImportResult, GdsPreview } from "#domain/gds-import/gds-import.schema";
import { importLineAccount } from "#domain/gds-import/line-account";
import { renderWithClient } from "../../../test/render-with-api";
import { GdsPreviewView } from "./gds-preview";
import { ImportResultView } from "./import-result-view";

afterEach(cleanup);

const HEAD = [
  "RP/PARAF2100/PARAF2100            AA/SU  10JAN26/0930Z   WEB019",
  "  1.DURAND/MARIE MRS",
  "  2  BA 117 Y 15MAR 7 LHRJFK HK1  1000 1305  15MAR  E  BA/ZXC222",
];

/** The preview the server answers for this text: the SSR lines given are the ones it would not import. */
function previewOf(lines: string[], skipped: { lineNumber: number; code: string; reason: string }[] = []) {
  const content = lines.join("\n");
  const reservation = parseReservation(content, { referenceDate: "2026-01-10" });
  const preview: GdsPreview = {
    reservation,
    passengers: [],
    airportNames: {},
    suggestedTripTitle: "LHR → JFK, Mar 2026",
    existing: null,
    importProblem: null,
    lines: importLineAccount(reservation, skipped),
  };
  return { preview, content };
}

describe("GdsPreviewView: what importing does with every line", () => {
  it("says every line was read only when every line is imported", () => {
    const { preview, content } = previewOf([...HEAD, "  3 SSR VGML BA HK1/S2/P1"]);
    renderWithClient(<GdsPreviewView preview={preview} content={content} />);
    expect(screen.getByText("Every line was read.")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Lines not imported" })).not.toBeInTheDocument();
  });

  it("lists the lines recognised but not imported with why, and the lines not understood", () => {
    const { preview, content } = previewOf(
      [
        ...HEAD,
        "  3 SSR MAAS BA HK1 MEET AND ASSIST/S2/P1",
        "  4 RM CLIENT PREFERS AISLE",
        "#### printer jam ####",
      ],
      [{ lineNumber: 4, code: "MAAS", reason: "SSR MAAS is not in the SSR catalogue: not imported" }],
    );
    renderWithClient(<GdsPreviewView preview={preview} content={content} />);
    expect(screen.queryByText("Every line was read.")).not.toBeInTheDocument();
    expect(
      screen.getByText(
        "3 lines read and imported; 2 lines recognised but not imported; 1 line not understood.",
      ),
    ).toBeInTheDocument();
    const skipped = within(screen.getByRole("list", { name: "Lines not imported" })).getAllByRole("listitem");
    expect(skipped.map((li) => li.textContent)).toEqual([
      "Line 4: SSR MAAS is not in the SSR catalogue: not imported",
      expect.stringMatching(/^Line 5: Remark.*not imported$/),
    ]);
    const unread = within(screen.getByRole("list", { name: "Lines not understood" })).getAllByRole(
      "listitem",
    );
    expect(unread.map((li) => li.textContent)).toEqual(["Line 6: #### printer jam ####"]);
    const pasted = within(screen.getByRole("list", { name: "Pasted lines" })).getAllByRole("listitem");
    expect(pasted.filter((li) => li.dataset.notImported).map((li) => li.firstChild?.textContent)).toEqual([
      "4",
      "5",
    ]);
    expect(pasted.filter((li) => li.dataset.unparsed).map((li) => li.firstChild?.textContent)).toEqual(["6"]);
  });

  it("shows the time limits the import will store", () => {
    const { preview, content } = previewOf([...HEAD, "  3 TK TL20FEB/PARAF2100"]);
    renderWithClient(<GdsPreviewView preview={preview} content={content} />);
    expect(screen.getByRole("list", { name: "Time limits" })).toHaveTextContent(
      "Ticketing time limit: 20 Feb 2026",
    );
  });
});

describe("ImportResultView", () => {
  it("shows travellers created without passport, the SSR requests made and the SSR lines left out", () => {
    const result: GdsImportResult = {
      itineraryId: "0f8fad5b-d9cb-469f-a165-70867728950e",
      recordLocator: "WEB019",
      format: "amadeus",
      itineraryCreated: true,
      tripId: "1f8fad5b-d9cb-469f-a165-70867728950e",
      tripTitle: "LHR → JFK, Mar 2026",
      tripCreated: true,
      segments: { added: [], removed: [], changed: [], unchanged: 0 },
      passengers: {
        matched: [],
        created: [
          {
            name: "Marie Durand",
            passengerId: "2f8fad5b-d9cb-469f-a165-70867728950e",
            addedToTrip: true,
            passportMissing: true,
          },
        ],
        toCreate: [],
      },
      ssrRequests: {
        created: [
          { code: "VGML", passengerName: "Marie Durand", segment: "BA 117 LHR → JFK", status: "confirmed" },
        ],
        alreadyRequested: 0,
        skipped: [
          { lineNumber: 4, text: "4 SSR MAAS", reason: "SSR MAAS is not in the SSR catalogue: not imported" },
        ],
      },
      timeLimits: 1,
    };
    renderWithClient(<ImportResultView result={result} />);
    const passengers = screen.getByRole("region", { name: "Passengers" });
    expect(passengers).toHaveTextContent(
      "Marie Durand: created from the reservation's name, without passport data",
    );
    expect(within(passengers).getByRole("link", { name: "add the passport" })).toHaveAttribute(
      "href",
      "/passengers?selected=2f8fad5b-d9cb-469f-a165-70867728950e",
    );
    const ssr = screen.getByRole("region", { name: "SSR requests" });
    expect(ssr).toHaveTextContent("VGML for Marie Durand on BA 117 LHR → JFK: confirmed");
    expect(ssr).toHaveTextContent("Line 4: SSR MAAS is not in the SSR catalogue: not imported");
    expect(screen.getByText(/1 time limit .* stored with the reservation/)).toBeInTheDocument();
  });
});
