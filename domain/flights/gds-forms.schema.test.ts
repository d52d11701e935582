import { describe, expect, it } from "vitest";
import { GDS_CONTENT_EMPTY_MESSAGE, GDS_CONTENT_TOO_LARGE_MESSAGE } from "../gds-import/gds-import.schema";
import {
  GDS_CLIENT_REQUIRED,
  GDS_TRIP_REQUIRED,
  type GdsTargetFormValues,
  gdsPasteFormSchema,
  gdsTargetFormSchema,
} from "./gds-forms.schema";

const CLIENT = "0f8fad5b-d9cb-469f-a165-70867728950e";
const TRIP = "1f8fad5b-d9cb-469f-a165-70867728950e";

describe("gdsPasteFormSchema", () => {
  it.each([
    ["", GDS_CONTENT_EMPTY_MESSAGE],
    [" \n\t ", GDS_CONTENT_EMPTY_MESSAGE],
    ["x".repeat(200 * 1024 + 1), GDS_CONTENT_TOO_LARGE_MESSAGE],
    ["é".repeat(110 * 1024), GDS_CONTENT_TOO_LARGE_MESSAGE],
  ])("refuses %#", (content, message) => {
    expect(gdsPasteFormSchema.safeParse({ content }).error?.issues).toEqual([
      expect.objectContaining({ path: ["content"], message }),
    ]);
  });

  it("keeps the pasted text as it is", () => {
    expect(gdsPasteFormSchema.parse({ content: "  1.SMITH/JOHN MR\n" })).toEqual({
      content: "  1.SMITH/JOHN MR\n",
    });
  });
});

describe("gdsTargetFormSchema", () => {
  const base: GdsTargetFormValues = { kind: "new", clientId: "", tripId: "", createPassengers: true };

  it.each<[Partial<GdsTargetFormValues>, unknown]>([
    [
      { kind: "new", clientId: CLIENT },
      { target: { newTrip: { clientId: CLIENT } }, createPassengers: true },
    ],
    [
      { kind: "existing", tripId: TRIP, createPassengers: false },
      { target: { tripId: TRIP }, createPassengers: false },
    ],
    [
      { kind: "keep", clientId: CLIENT },
      { target: null, createPassengers: true },
    ],
    // Flights only: there is no trip whose client could get the travellers.
    [{ kind: "none" }, { target: null, createPassengers: false }],
  ])("%j → %j", (values, expected) => {
    expect(gdsTargetFormSchema.parse({ ...base, ...values })).toEqual(expected);
  });

  it.each<[Partial<GdsTargetFormValues>, string, string]>([
    [{ kind: "new" }, "clientId", GDS_CLIENT_REQUIRED],
    [{ kind: "new", clientId: "not-a-uuid" }, "clientId", GDS_CLIENT_REQUIRED],
    [{ kind: "existing", clientId: CLIENT }, "tripId", GDS_TRIP_REQUIRED],
  ])("%j needs %s", (values, field, message) => {
    expect(gdsTargetFormSchema.safeParse({ ...base, ...values }).error?.issues).toEqual([
      expect.objectContaining({ path: [field], message }),
    ]);
  });
});
