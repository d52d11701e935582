import { describe, expect, it } from "vitest";
import { END_BEFORE_START, REAL_DATE_RULE, tripCreateSchema, tripUpdateSchema } from "./trip.schema";
import { addTripPassengersSchema } from "./trip-passenger.schema";

const valid = {
  title: " Lisbon ",
  clientId: "0f8fad5b-d9cb-469f-a165-70867728950e",
  startDate: "2026-05-01",
  endDate: "2026-05-09",
  description: "",
  notes: null,
};

function messagesFor(schema: typeof tripCreateSchema | typeof tripUpdateSchema, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("tripCreateSchema", () => {
  it("trims, and blank optional text becomes null", () => {
    expect(tripCreateSchema.parse(valid)).toEqual({
      ...valid,
      title: "Lisbon",
      description: null,
      notes: null,
    });
  });

  it.each([
    [{ endDate: "2026-04-30" }, "endDate", END_BEFORE_START],
    [{ startDate: "2026-02-29" }, "startDate", REAL_DATE_RULE],
    [{ startDate: "" }, "startDate", "Start date is required"],
    [{ title: "   " }, "title", "Title is required"],
    [{ clientId: "" }, "clientId", "Choose a client"],
  ])("%j → %s: %s", (overrides, field, message) => {
    expect(messagesFor(tripCreateSchema, { ...valid, ...overrides })[field]).toBe(message);
  });

  it("allows the same start and end day", () => {
    expect(tripCreateSchema.safeParse({ ...valid, endDate: valid.startDate }).success).toBe(true);
  });
});

describe("tripUpdateSchema", () => {
  it.each(["planning", "confirmed", "completed", "cancelled"])("accepts status %s", (status) => {
    expect(tripUpdateSchema.safeParse({ ...valid, status }).success).toBe(true);
  });

  it("needs a known status", () => {
    expect(messagesFor(tripUpdateSchema, { ...valid, status: "draft" }).status).toBe(
      "Choose a status from the list",
    );
  });
});

describe("addTripPassengersSchema", () => {
  it("drops repeated ids and needs at least one", () => {
    const id = valid.clientId;
    expect(addTripPassengersSchema.parse({ passengerIds: [id, id] })).toEqual({ passengerIds: [id] });
    expect(addTripPassengersSchema.safeParse({ passengerIds: [] }).success).toBe(false);
  });
});
