import { describe, expect, it } from "vitest";
import { RECORD_DATE_RULE } from "#domain/date.schema";
import { withCastApp } from "./test/cast-app";
import type { Session } from "./test/trip-fixtures";

// Money and travel dates are held to one window (domain/date.schema.ts) on every route that takes one.

const { cast, call } = withCastApp();

const NO_INVOICE = "0f8fad5b-d9cb-469f-a165-70867728950e";
const OUTSIDE = ["9999-12-31", "1900-01-01"];

interface Kind {
  name: string;
  who: () => Session;
  url: string;
  field: string;
  body: (date: string) => Record<string, unknown>;
  /** What the same body with a date inside the window answers (past validation). */
  inside: number;
}

const kinds: Kind[] = [
  {
    name: "payment",
    who: () => cast.agent,
    url: `/api/invoices/${NO_INVOICE}/payments`,
    field: "body.paymentDate",
    body: (paymentDate) => ({ amountCents: 1_000, paymentDate, method: "bank_transfer", status: "pending" }),
    inside: 404,
  },
  {
    name: "refund",
    who: () => cast.admin,
    url: `/api/invoices/${NO_INVOICE}/refunds`,
    field: "body.paymentDate",
    body: (paymentDate) => ({
      amountCents: 1_000,
      paymentDate,
      method: "bank_transfer",
      reason: "Cancelled",
    }),
    inside: 404,
  },
  {
    name: "invoice (due date)",
    who: () => cast.agent,
    url: "/api/invoices",
    field: "body.dueDate",
    body: (dueDate) => ({
      clientId: cast.clientA.clientId,
      dueDate,
      lines: [{ description: "Hotel", quantity: 1, unitPriceCents: 10_000, taxRateBasisPoints: 0 }],
    }),
    inside: 201,
  },
  {
    name: "invoice (issue date)",
    who: () => cast.agent,
    url: "/api/invoices",
    field: "body.issueDate",
    body: (issueDate) => ({
      clientId: cast.clientA.clientId,
      issueDate,
      dueDate: "2099-12-31",
      lines: [{ description: "Hotel", quantity: 1, unitPriceCents: 10_000, taxRateBasisPoints: 0 }],
    }),
    inside: 201,
  },
  {
    name: "trip (start date)",
    who: () => cast.agent,
    url: "/api/trips",
    field: "body.startDate",
    body: (startDate) => ({
      title: "Window trip",
      clientId: cast.clientA.clientId,
      startDate,
      endDate: "2099-12-31",
    }),
    inside: 201,
  },
  {
    name: "trip (end date)",
    who: () => cast.agent,
    url: "/api/trips",
    field: "body.endDate",
    body: (endDate) => ({
      title: "Window trip",
      clientId: cast.clientA.clientId,
      startDate: "2000-01-01",
      endDate,
    }),
    inside: 201,
  },
  {
    name: "package",
    who: () => cast.agent,
    url: "/api/packages",
    field: "body.startDate",
    body: (startDate) => ({
      title: "Window package",
      destination: "Lisbon, Portugal",
      description: "Four nights in Alfama.",
      priceCents: 89_900,
      startDate,
      endDate: "2099-12-31",
    }),
    inside: 201,
  },
];

const issueOf = (res: { json(): unknown }, field: string) =>
  (
    res.json() as { error?: { details?: { issues?: { path: string; message: string }[] } } }
  ).error?.details?.issues?.find((issue) => issue.path === field)?.message;

describe("money and travel dates outside 2000-01-01 to 2099-12-31", () => {
  it.each(kinds)("$name: 9999-12-31 and 1900-01-01 are a 400 naming the field", async (kind) => {
    for (const date of OUTSIDE) {
      const res = await call(kind.who(), "POST", kind.url, kind.body(date));
      expect(res.statusCode, `${date}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
      expect(issueOf(res, kind.field), date).toBe(RECORD_DATE_RULE);
    }
  });

  it.each(kinds)("$name: a date inside the window gets past validation", async (kind) => {
    const date = ["body.endDate", "body.dueDate"].includes(kind.field) ? "2099-12-31" : "2026-01-15";
    const res = await call(kind.who(), "POST", kind.url, kind.body(date));
    expect(res.statusCode, res.body).toBe(kind.inside);
  });
});
