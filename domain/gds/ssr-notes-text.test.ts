import { describe, expect, it } from "vitest";
import { ssrNotesText } from "./ssr-text";

// The SSR texts the parser reads from each system's display (the fixtures'), as notes for people.
describe("ssrNotesText", () => {
  it.each([
    ["/S3/P1", null],
    ["/S4-5/P2", null],
    ["/P1,3/S2", null],
    ["BROWN/TOM 12JAN24/S2-3/P1", "BROWN/TOM 12JAN24"],
    ["NBOAMS1566H28JUL-1.1CHEGE/STEPHEN MR", null],
    ["ORDSTL4814K29JUL-2.1CHEGE/MARY MRS", null],
    ["ATLAMS0148Y12JUN-3.1LINDQVIST/OLIVIA", null],
    ["NO NUTS PLEASE-1SMITH/ANNA", "NO NUTS PLEASE"],
    ["TO DL BY 05MAY 2359 OTHERWISE WILL BE XLD", "TO DL BY 05MAY 2359 OTHERWISE WILL BE XLD"],
    ["LOW SODIUM MEAL N1.1", "LOW SODIUM MEAL"],
    ["   ", null],
  ])("%j → %j", (text, notes) => {
    expect(ssrNotesText(text)).toBe(notes);
  });
});
