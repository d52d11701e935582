import { describe, expect, it } from "vitest";
import { deletionSummary } from "./delete-passenger-dialog";

const link = (firstName: string) => ({ passenger: { firstName, surname: "Silva" } });

describe("deletionSummary", () => {
  it("says what goes with the passenger", () => {
    expect(deletionSummary([])).toBe("They have no connections to other passengers.");
    expect(deletionSummary([link("Ana")])).toBe(
      "Their 1 connection (to Ana Silva) will be removed with them.",
    );
    expect(deletionSummary(["A", "B", "C", "D", "E"].map(link))).toBe(
      "Their 5 connections (to A Silva, B Silva, C Silva and 2 more) will be removed with them.",
    );
  });
});
