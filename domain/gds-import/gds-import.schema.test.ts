import { describe, expect, it } from "vitest";
import {
  GDS_CONTENT_EMPTY_MESSAGE,
  GDS_CONTENT_MAX_BYTES,
  GDS_CONTENT_TOO_LARGE_MESSAGE,
  gdsContentProblem,
  gdsImportRequestSchema,
} from "./gds-import.schema";

describe("gdsContentProblem", () => {
  it("refuses blank and oversized content", () => {
    expect(gdsContentProblem("")).toBe(GDS_CONTENT_EMPTY_MESSAGE);
    expect(gdsContentProblem(" \r\n\t ")).toBe("Please paste GDS content first");
    expect(gdsContentProblem("x".repeat(GDS_CONTENT_MAX_BYTES))).toBeNull();
    expect(gdsContentProblem("x".repeat(GDS_CONTENT_MAX_BYTES + 1))).toBe(GDS_CONTENT_TOO_LARGE_MESSAGE);
    // Bytes, not characters: 70,000 three-byte characters are over 200 KB.
    expect(gdsContentProblem("€".repeat(70_000))).toBe(GDS_CONTENT_TOO_LARGE_MESSAGE);
  });
});

describe("gdsImportRequestSchema", () => {
  const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
  it("takes a trip, a new trip for a client, or none", () => {
    expect(gdsImportRequestSchema.parse({ content: "x", target: { tripId: id } }).target).toEqual({
      tripId: id,
    });
    expect(
      gdsImportRequestSchema.parse({ content: "x", target: { newTrip: { clientId: id } } }),
    ).toMatchObject({
      target: { newTrip: { clientId: id } },
      createPassengers: false,
    });
    expect(gdsImportRequestSchema.parse({ content: "x" }).target).toBeUndefined();
    expect(
      gdsImportRequestSchema.safeParse({ content: "x", target: { tripId: id, newTrip: { clientId: id } } })
        .success,
    ).toBe(false);
    expect(gdsImportRequestSchema.safeParse({ content: "x", target: { tripId: "nope" } }).success).toBe(
      false,
    );
  });
});
