import { describe, expect, it } from "vitest";
import { cockpitHref, cockpitText, dueLabel, sortCockpit } from "./cockpit";
import type { CockpitItem } from "./dashboard.schema";

// Local times, as the browser shows them.
const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);
const TRIP = "6f9619ff-8b86-4011-b42d-00c04fc964ff";

function item(partial: Partial<CockpitItem> & Pick<CockpitItem, "kind">): CockpitItem {
  const due = at(2026, 5, 10);
  return {
    id: "00000000-0000-4000-8000-000000000001",
    dueAt: due.toISOString(),
    dueDate: "2026-05-10",
    allDay: true,
    overdue: false,
    label: "Label",
    code: null,
    clientName: null,
    tripId: null,
    tripTitle: null,
    amountCents: null,
    currency: null,
    date: null,
    ...partial,
  };
}

describe("sortCockpit", () => {
  it("puts the soonest first, then the web's order of kinds, then the label", () => {
    const items = [
      item({ kind: "request-unanswered", id: "a", dueAt: at(2026, 5, 9, 12).toISOString() }),
      item({ kind: "invoice-due", id: "b", label: "INV-2", dueAt: at(2026, 5, 8).toISOString() }),
      item({ kind: "offer-expiring", id: "c", dueAt: at(2026, 5, 9, 8).toISOString() }),
      item({ kind: "invoice-due", id: "d", label: "INV-1", dueAt: at(2026, 5, 8).toISOString() }),
      item({ kind: "passport-expiring", id: "e", dueAt: at(2026, 5, 8).toISOString() }),
      item({ kind: "offer-expiring", id: "f", dueAt: at(2026, 5, 8).toISOString() }),
    ];
    expect(sortCockpit(items).map((i) => i.id)).toEqual(["f", "d", "b", "e", "c", "a"]);
  });

  it("keeps items equal in everything in id order and leaves its input alone", () => {
    const items = [item({ kind: "time-limit", id: "z" }), item({ kind: "time-limit", id: "y" })];
    expect(sortCockpit(items).map((i) => i.id)).toEqual(["y", "z"]);
    expect(items.map((i) => i.id)).toEqual(["z", "y"]);
  });
});

describe("cockpitHref", () => {
  it.each([
    [item({ kind: "offer-expiring", tripId: TRIP }), `/trips/${TRIP}?tab=offers`],
    [item({ kind: "invoice-due", id: "inv" }), "/invoices/inv"],
    [item({ kind: "time-limit", tripId: TRIP }), `/trips/${TRIP}`],
    [item({ kind: "time-limit" }), "/flights"],
    [item({ kind: "segment-status", tripId: TRIP }), `/trips/${TRIP}`],
    [item({ kind: "segment-status" }), "/flights"],
    [item({ kind: "passport-expiring", tripId: TRIP }), `/trips/${TRIP}?tab=passengers`],
    [item({ kind: "request-unanswered", id: "req" }), "/requests/req"],
  ])("%# %j → %s", (it_, href) => {
    expect(cockpitHref(it_)).toBe(href);
  });
});

describe("cockpitText", () => {
  it.each([
    [
      item({ kind: "offer-expiring", label: "Lisbon in May", tripTitle: "Alpha" }),
      "Offer “Lisbon in May” expires (trip “Alpha”)",
    ],
    [item({ kind: "invoice-due", label: "INV-202605-0001" }), "Invoice INV-202605-0001 falls due"],
    [
      item({ kind: "invoice-due", label: "INV-202605-0001", overdue: true }),
      "Invoice INV-202605-0001 is overdue",
    ],
    [
      item({ kind: "time-limit", code: "ticketing", label: "TK TL10MAY/1200", tripTitle: "Alpha" }),
      "Ticketing time limit: TK TL10MAY/1200 (trip “Alpha”)",
    ],
    [item({ kind: "time-limit", code: "option", label: "OPTION 10MAY" }), "Option date: OPTION 10MAY"],
    [
      item({ kind: "time-limit", code: "airline-deadline", label: "ADTK BY 10MAY" }),
      "Airline deadline: ADTK BY 10MAY",
    ],
    [
      item({ kind: "segment-status", code: "UN", label: "LH 400 FRA–JFK" }),
      "Flight LH 400 FRA–JFK is UN (unable to confirm)",
    ],
    [
      item({ kind: "segment-status", code: "TK", label: "BA 2 LHR–JFK" }),
      "Flight BA 2 LHR–JFK is TK (schedule changed)",
    ],
    [
      item({ kind: "segment-status", code: "HX", label: "AF 1" }),
      "Flight AF 1 is HX (cancelled by the airline)",
    ],
    [item({ kind: "segment-status", code: "NO", label: "AF 1" }), "Flight AF 1 is NO (no action taken)"],
    [
      item({ kind: "passport-expiring", label: "Ana Silva", date: "2026-09-01", tripTitle: "Alpha" }),
      "Ana Silva’s passport expires on 1 Sep 2026, less than 6 months after the trip (trip “Alpha”)",
    ],
    [item({ kind: "request-unanswered", label: "date_change" }), "Date change request waiting for a reply"],
    [item({ kind: "request-unanswered", label: "new_trip" }), "New trip request waiting for a reply"],
  ])("%# → %s", (it_, text) => {
    expect(cockpitText(it_)).toBe(text);
  });

  it("says a passport already expired on the agency's today expired, not that it expires (#31)", () => {
    const passport = item({
      kind: "passport-expiring",
      label: "Ana Silva",
      date: "2026-05-09",
      tripTitle: "Alpha",
    });
    expect(cockpitText(passport, "2026-05-10")).toBe(
      "Ana Silva’s passport expired on 9 May 2026 (trip “Alpha”)",
    );
    expect(cockpitText(passport, "2026-05-09")).toBe(
      "Ana Silva’s passport expires on 9 May 2026, less than 6 months after the trip (trip “Alpha”)",
    );
  });
});

describe("dueLabel", () => {
  // `at` is the machine's local time: its days are the local zone's.
  const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const now = at(2026, 5, 10, 9, 30);
  const day = (date: string) => {
    const [y, m, d] = date.split("-").map(Number) as [number, number, number];
    return { dueAt: at(y, m, d, 23, 59).toISOString(), dueDate: date, allDay: true };
  };
  const time = (due: Date, dueDate: string) => ({ dueAt: due.toISOString(), dueDate, allDay: false });
  it.each([
    [day("2026-05-10"), "Today"],
    [day("2026-05-11"), "Tomorrow"],
    [day("2026-05-17"), "In 7 days"],
    [day("2026-05-09"), "1 day overdue"],
    [day("2026-04-30"), "10 days overdue"],
    [time(at(2026, 5, 10, 9, 45), "2026-05-10"), "In 15 minutes"],
    [time(at(2026, 5, 10, 9, 30), "2026-05-10"), "In 1 minute"],
    [time(at(2026, 5, 10, 10, 30), "2026-05-10"), "In 1 hour"],
    [time(at(2026, 5, 11, 9, 0), "2026-05-11"), "In 23 hours"],
    [time(at(2026, 5, 12, 8, 0), "2026-05-12"), "In 2 days"],
    [time(at(2026, 5, 10, 8, 0), "2026-05-10"), "Today"],
  ])("%j → %s", (due, label) => {
    expect(dueLabel({ ...item({ kind: "offer-expiring" }), ...due }, now, local)).toBe(label);
  });

  it("counts days in the agency's zone, not UTC's", () => {
    // 11:00 UTC on 10 May is already 11 May at Kiritimati (UTC+14): a day due on the 11th is due today there.
    const late = new Date("2026-05-10T11:00:00Z");
    const due = { dueAt: "2026-05-11T09:59:00.000Z", dueDate: "2026-05-11", allDay: true };
    const offer = { ...item({ kind: "offer-expiring" }), ...due };
    expect(dueLabel(offer, late, "Pacific/Kiritimati")).toBe("Today");
    expect(dueLabel(offer, late, "UTC")).toBe("Tomorrow");
  });

  it.each([
    [at(2026, 5, 10, 9, 0), "Waiting 24 hours"],
    [at(2026, 5, 9, 9, 0), "Waiting 2 days"],
    [at(2026, 5, 10, 3, 0), "Waiting 30 hours"],
    [at(2026, 5, 6, 9, 0), "Waiting 5 days"],
  ])("a request unanswered since 24 h before %s reads %s", (due, label) => {
    expect(
      dueLabel(item({ kind: "request-unanswered", dueAt: due.toISOString(), allDay: false }), now, local),
    ).toBe(label);
  });
});
