import { describe, expect, it } from "vitest";
import type { LineAccount, Reservation } from "../gds/reservation.schema";
import { importLineAccount } from "./line-account";

type Outcome = LineAccount["outcome"];

/** Lines as "outcome element text[ | reason]". */
function reservationOf(lines: string[], ssrLines: number[] = []): Reservation {
  const accounts: LineAccount[] = lines.map((spec, index) => {
    const [head = "", reason] = spec.split(" | ");
    const [outcome, element, ...text] = head.split(" ");
    return {
      lineNumber: index + 1,
      text: text.join(" "),
      outcome: outcome as Outcome,
      element: element === "-" ? null : (element ?? null),
      reason: reason ?? null,
    };
  });
  return {
    format: "amadeus",
    recordLocator: "ABC123",
    creationDate: null,
    airlineLocators: [],
    passengers: [],
    segments: [],
    otherSegments: [],
    ssrs: ssrLines.map((lineNumber) => ({
      lineNumber,
      code: "VGML",
      airline: null,
      status: null,
      count: null,
      text: "",
      passengerIds: [],
      segmentNumbers: [],
    })),
    remarks: [],
    otherElements: [],
    unparsedLines: [],
    warnings: [],
    timeLimits: [],
    fareTotals: [],
    lines: accounts,
    lineCounts: { parsed: 0, recognised: 0, unparsed: 0 },
  };
}

describe("importLineAccount", () => {
  it("counts every line imported when nothing is left over", () => {
    const account = importLineAccount(
      reservationOf([
        "parsed header RP/ABC123",
        "parsed passenger 1.SMITH/JOHN",
        "parsed blank",
        "parsed segment 2 LH 400",
      ]),
      [],
    );
    expect(account).toEqual({
      counts: { imported: 4, notImported: 0, unparsed: 0 },
      notImported: [],
      unparsed: [],
    });
  });

  it("moves a skipped SSR and its continuation lines to not imported, with the reason", () => {
    const account = importLineAccount(
      reservationOf(
        [
          "parsed segment 2 LH 400",
          "parsed ssr 3 SSR MAAS LH HK1 MEET AND",
          "parsed ssr ASSIST AT GATE",
          "parsed ssr 4 SSR VGML LH HK1/S2/P1",
          "recognised remark 5 RM CALL CLIENT | Remark: not imported",
          "unparsed - ~~~ coffee ~~~",
          "parsed fare-total FARE EUR 1234.00",
        ],
        [2, 4],
      ),
      [{ lineNumber: 2, code: "MAAS", reason: "SSR MAAS is not in the SSR catalogue: not imported" }],
    );
    expect(account.counts).toEqual({ imported: 2, notImported: 4, unparsed: 1 });
    expect(account.notImported).toEqual([
      {
        lineNumber: 2,
        text: "3 SSR MAAS LH HK1 MEET AND",
        reason: "SSR MAAS is not in the SSR catalogue: not imported",
      },
      { lineNumber: 3, text: "ASSIST AT GATE", reason: "SSR MAAS is not in the SSR catalogue: not imported" },
      { lineNumber: 5, text: "5 RM CALL CLIENT", reason: "Remark: not imported" },
      { lineNumber: 7, text: "FARE EUR 1234.00", reason: "Fare amount: shown here, not imported" },
    ]);
    expect(account.unparsed).toEqual([{ lineNumber: 6, text: "~~~ coffee ~~~" }]);
  });

  it("gives a recognised line without a reason a general one", () => {
    const account = importLineAccount(reservationOf(["recognised osi 3 OSI YY VIP"]), []);
    expect(account.notImported).toEqual([
      { lineNumber: 1, text: "3 OSI YY VIP", reason: "Recognised: not imported" },
    ]);
  });
});
