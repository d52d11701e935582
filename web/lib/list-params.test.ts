import { describe, expect, it } from "vitest";
import { flightListQuerySchema } from "#domain/flights/flight.schema";
import { passengerListQuerySchema } from "#domain/passengers/passenger.schema";
import { ssrListQuerySchema } from "#domain/ssr/ssr-api.schema";
import { tripListQuerySchema } from "#domain/trips/trip.schema";
import { changeListState, type ListParamsConfig, parseListParams, writeListParams } from "./list-params";

const passengers: ListParamsConfig<typeof passengerListQuerySchema, "search" | "sort" | "direction"> = {
  schema: passengerListQuerySchema,
  fields: ["search", "sort", "direction"],
};
const trips: ListParamsConfig<typeof tripListQuerySchema, "search" | "status" | "clientId" | "direction"> = {
  schema: tripListQuerySchema,
  fields: ["search", "status", "clientId", "direction"],
};
const ssr: ListParamsConfig<typeof ssrListQuerySchema, "chargeable"> = {
  schema: ssrListQuerySchema,
  fields: ["chargeable"],
};
const TODAY = "2026-11-25";
const flights: ListParamsConfig<typeof flightListQuerySchema, "from" | "to" | "status"> = {
  schema: flightListQuerySchema,
  fields: ["from", "to", "status"],
  defaults: ({ today }) => ({ from: today }),
  pinned: ["from"],
};
/** The agency's day, as useListParams hands it to the defaults. */
const context = { today: TODAY };
const CLIENT = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("parseListParams", () => {
  it.each([
    ["", { page: 1, pageSize: 25, search: undefined, sort: "name", direction: "asc" }],
    [
      "page=3&pageSize=50&search=smith&sort=expiry&direction=desc",
      { page: 3, pageSize: 50, search: "smith", sort: "expiry", direction: "desc" },
    ],
    ["search=%20%20smith%20", { search: "smith" }],
    ["page=abc", { page: 1 }],
    ["page=0", { page: 1 }],
    ["page=-4", { page: 1 }],
    ["page=2.5", { page: 1 }],
    ["page=", { page: 1 }],
    ["pageSize=9999", { pageSize: 25 }],
    ["pageSize=7", { pageSize: 25 }],
    ["pageSize=100", { pageSize: 100 }],
    ["sort=password&direction=sideways", { sort: "name", direction: "asc" }],
    ["sort=nationality", { sort: "nationality", direction: "asc" }],
    [`search=${"x".repeat(101)}`, { search: undefined }],
  ])("passengers ?%s", (query, expected) => {
    expect(parseListParams(new URLSearchParams(query), passengers, context)).toMatchObject(expected);
  });

  it.each([
    ["", { status: undefined, clientId: undefined, direction: "desc" }],
    [`status=confirmed&clientId=${CLIENT}`, { status: "confirmed", clientId: CLIENT }],
    ["status=lost&clientId=42", { status: undefined, clientId: undefined }],
    ["direction=asc", { direction: "asc" }],
  ])("trips ?%s", (query, expected) => {
    expect(parseListParams(new URLSearchParams(query), trips, context)).toMatchObject(expected);
  });

  it.each([
    ["", undefined],
    ["chargeable=true", true],
    ["chargeable=false", false],
    ["chargeable=yes", undefined],
  ])("ssr ?%s gives chargeable %s", (query, expected) => {
    expect(parseListParams(new URLSearchParams(query), ssr, context).chargeable).toBe(expected);
  });

  it.each([
    ["", { from: TODAY, to: undefined }],
    ["from=", { from: undefined }],
    ["from=2026-03-01&to=2026-03-31", { from: "2026-03-01", to: "2026-03-31" }],
    ["from=2026-02-30", { from: TODAY }],
    ["from=yesterday&to=tomorrow", { from: TODAY, to: undefined }],
    // A range the wrong way round is kept: the screen says so next to the field.
    ["from=2026-05-01&to=2026-04-01", { from: "2026-05-01", to: "2026-04-01" }],
    ["status=hk", { status: "HK" }],
    ["status=HK;drop", { status: undefined }],
  ])("flights ?%s", (query, expected) => {
    expect(parseListParams(new URLSearchParams(query), flights, context)).toMatchObject(expected);
  });
});

describe("writeListParams", () => {
  const base = { page: 1, pageSize: 25, search: undefined, sort: "name", direction: "asc" } as const;

  it.each([
    ["defaults leave the URL empty", {}, ""],
    ["a search", { search: "smith" }, "search=smith"],
    ["a page past the first", { page: 4 }, "page=4"],
    ["another page size", { pageSize: 50 }, "pageSize=50"],
    ["a sort", { sort: "expiry", direction: "desc" }, "sort=expiry&direction=desc"],
    ["an empty search is no search", { search: "" }, ""],
  ] as const)("%s", (_, patch, expected) => {
    const next = writeListParams(new URLSearchParams(), { ...base, ...patch }, passengers, context);
    expect(next.toString()).toBe(expected);
  });

  it("keeps the params that are not the list's (the selected row)", () => {
    const next = writeListParams(
      new URLSearchParams("selected=abc&search=old"),
      { ...base, page: 2 },
      passengers,
      context,
    );
    expect(next.toString()).toBe("selected=abc&page=2");
  });

  it.each([
    ["a pinned default is written", { from: TODAY }, `from=${TODAY}`],
    ["a cleared pinned value is written empty", { from: undefined }, "from="],
    ["a range", { from: "2026-01-01", to: "2026-01-31" }, "from=2026-01-01&to=2026-01-31"],
  ] as const)("flights: %s", (_, patch, expected) => {
    const next = writeListParams(
      new URLSearchParams(),
      { page: 1, pageSize: 25, status: undefined, to: undefined, ...patch },
      flights,
      context,
    );
    expect(next.toString()).toBe(expected);
  });

  it.each([
    "",
    "page=2&search=smith",
    "pageSize=10&sort=expiry&direction=desc",
    "search=M%C3%BCller+%26+Sons",
  ])("a written URL reads back to the same state: ?%s", (query) => {
    const state = parseListParams(new URLSearchParams(query), passengers, context);
    const written = writeListParams(new URLSearchParams(), state, passengers, context);
    expect(parseListParams(written, passengers, context)).toEqual(state);
  });

  it("a cleared flights date reads back as no date, not today", () => {
    const written = writeListParams(
      new URLSearchParams(),
      { page: 1, pageSize: 25, from: undefined, to: undefined, status: undefined },
      flights,
      context,
    );
    expect(parseListParams(written, flights, context).from).toBeUndefined();
  });
});

describe("changeListState", () => {
  const state = { page: 5, pageSize: 25, search: "a", sort: "name", direction: "asc" } as const;
  it.each([
    ["a new search starts from page 1", { search: "b" }, 1],
    ["a new sort starts from page 1", { sort: "expiry" }, 1],
    ["a new page size starts from page 1", { pageSize: 50 }, 1],
    ["a page change keeps its page", { page: 7 }, 7],
  ] as const)("%s", (_, patch, page) => {
    expect(changeListState(state, patch).page).toBe(page);
  });
});

describe("a list's defaults", () => {
  it("take the agency's day they are handed, not the browser's", () => {
    const other = { today: "2026-12-31" };
    expect(parseListParams(new URLSearchParams(), flights, other).from).toBe("2026-12-31");
    expect(parseListParams(new URLSearchParams(), flights, context).from).toBe(TODAY);
  });
});
