import { describe, expect, it } from "vitest";
import { readFareTotals, readTimeLimits } from "./time-limits";

type Row = [type: string, text: string, airline: string | null, expected: Record<string, unknown> | null];

// Every form the five systems write a limit in, as the element reader hands it over (type, text).
const LIMITS: Row[] = [
  ["TK", "TL20MAR/1200", null, { kind: "ticketing", date: { day: 20, month: 3 }, time: "12:00" }],
  ["TK", "TL20MAR/NCE1A0955", null, { kind: "ticketing", date: { day: 20, month: 3 }, time: null }],
  ["TK", "XL05APR/0900", null, { kind: "ticketing", date: { day: 5, month: 4 }, time: "09:00" }],
  ["TK", "OK10FEB/PARAF0100", null, null],
  ["TKTG", "TAU/20MAR", null, { kind: "ticketing", date: { day: 20, month: 3 }, time: null }],
  ["TKTG", "TAW20MAR/", null, { kind: "ticketing", date: { day: 20, month: 3 } }],
  ["TKT/TIME LIMIT", "TAW15MAR/", null, { kind: "ticketing", date: { day: 15, month: 3 } }],
  ["TKT/TIME LIMIT", "TAWA0B115MAR009/", null, { kind: "ticketing", date: { day: 15, month: 3 } }],
  ["T", "TAW/00/04FEB", null, { kind: "ticketing", date: { day: 4, month: 2 } }],
  ["T", "TAX/00/21FEB", null, { kind: "ticketing", date: { day: 21, month: 2 } }],
  ["RM", "TKTL 22MAR 1800", null, { kind: "ticketing", date: { day: 22, month: 3 }, time: "18:00" }],
  [
    "OP",
    "NCE1A0955/25FEB/1800/CANCEL IF NOT PAID",
    null,
    { kind: "option", date: { day: 25, month: 2 }, time: "18:00" },
  ],
  [
    "OPTION",
    "OPTION 30APR25 1200",
    null,
    { kind: "option", date: { day: 30, month: 4 }, year: 25, time: "12:00" },
  ],
  [
    "OPC",
    "20MAR:1200/1C7/LH CANCELLATION DUE TO NO TICKET",
    null,
    {
      kind: "airline-deadline",
      date: { day: 20, month: 3 },
      time: "12:00",
      airline: "LH",
    },
  ],
  [
    "ADTK",
    "TO LH BY 22FEB 1200 OTHERWISE WILL BE XXLD",
    "1A",
    {
      kind: "airline-deadline",
      date: { day: 22, month: 2 },
      time: "12:00",
      airline: "LH",
    },
  ],
  [
    "OTHS",
    "PLS ADV TKT NBR BY 18FEB25/1500Z OR AF OPTG ITIN WILL BE CANX",
    "1A",
    {
      kind: "airline-deadline",
      date: { day: 18, month: 2 },
      year: 25,
      time: "15:00",
      airline: "AF",
    },
  ],
  [
    "OTHS",
    "AUTO XX IF SSR TKNA/E/M/C NOT RCVD BY 1700/20MAR",
    "UA",
    {
      kind: "airline-deadline",
      date: { day: 20, month: 3 },
      time: "17:00",
      airline: "UA",
    },
  ],
  [
    "ADTK",
    "TKT BY 09MAY25 23:59 OR SEGS WILL BE CANX",
    "QR",
    {
      kind: "airline-deadline",
      date: { day: 9, month: 5 },
      time: "23:59",
      airline: "QR",
    },
  ],
  ["OTHS", "CTCM 33612345678 FROM PAX", "AF", null],
  ["VGML", "BY 20MAR", null, null],
];

describe("readTimeLimits", () => {
  it.each(LIMITS)("%s %s", (type, text, airline, expected) => {
    const found = readTimeLimits(type, text, airline);
    if (expected === null) expect(found).toEqual([]);
    else expect(found).toEqual([expect.objectContaining(expected)]);
  });
});

const FARES: [type: string, text: string, expected: Record<string, unknown>[]][] = [
  ["FARE", "GRAND TOTAL EUR 1234.56", [{ kind: "total", currency: "EUR", amountCents: 123456 }]],
  ["FARE", "TOTAL USD605.50", [{ kind: "total", currency: "USD", amountCents: 60550 }]],
  ["FARE", "PRICED FARE TOTAL USD 605.50", [{ kind: "total", currency: "USD", amountCents: 60550 }]],
  [
    "FARE",
    "TOTAL 605.50 USD ADT",
    [{ kind: "total", currency: "USD", amountCents: 60550, passengerType: "ADT" }],
  ],
  [
    "FQ",
    "USD 450.00/USD 35.00US/USD 120.50XT/USD 605.50 - 20MAR",
    [
      { kind: "base", currency: "USD", amountCents: 45000 },
      { kind: "total", currency: "USD", amountCents: 60550 },
    ],
  ],
  ["RM", "CLIENT PREFERS AISLE", []],
  ["FARE", "NOT PRICED FARE TYPE EX", []],
];

describe("readFareTotals", () => {
  it.each(FARES)("%s %s", (type, text, expected) => {
    expect(readFareTotals(type, text)).toEqual(expected.map((e) => expect.objectContaining(e)));
  });
});
