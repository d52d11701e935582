import { describe, expect, it } from "vitest";
import { displayName, matchPassengerName, passengerTitleOf } from "./name-match";

const stored = [
  { id: "muller", firstName: "Jürgen", surname: "Müller" },
  { id: "jp", firstName: "Jean-Pierre", surname: "Dupont" },
  { id: "anna", firstName: "Anna Maria", surname: "Silva" },
  { id: "obrien", firstName: "Sean", surname: "O'Brien" },
  { id: "twin1", firstName: "Alex", surname: "Twin" },
  { id: "twin2", firstName: "Alex", surname: "Twin" },
  { id: "lee", firstName: "Min", surname: "Lee" },
  { id: "lee2", firstName: "Min Jun", surname: "Lee" },
];

describe("matchPassengerName", () => {
  it.each([
    { surname: "MUELLER", givenName: "JUERGEN", id: "muller" },
    { surname: "MULLER", givenName: "JURGEN", id: "muller" },
    { surname: "DUPONT", givenName: "JEANPIERRE", id: "jp" },
    { surname: "DUPONT", givenName: "JEAN PIERRE", id: "jp" },
    { surname: "SILVA", givenName: "ANNAMARIA", id: "anna" },
    { surname: "SILVA", givenName: "ANNA", id: "anna" },
    { surname: "OBRIEN", givenName: "SEAN", id: "obrien" },
    { surname: "LEE", givenName: "MIN", id: "lee" },
    { surname: "LEE", givenName: "MINJUN", id: "lee2" },
    { surname: "DUPONT", givenName: "MARIE", id: null },
    { surname: "TWIN", givenName: "ALEX", id: null },
    { surname: "", givenName: "ALEX", id: null },
  ])("$surname/$givenName → $id", ({ surname, givenName, id }) => {
    expect(matchPassengerName({ surname, givenName }, stored)?.id ?? null).toBe(id);
  });
});

describe("displayName and passengerTitleOf", () => {
  it("turns reservation capitals into a name", () => {
    expect(displayName("MARTIN", "JEAN PAUL")).toBe("Jean Paul Martin");
    expect(displayName("O'BRIEN-SMITH", "SEAN")).toBe("Sean O'Brien-Smith");
    expect(displayName("", "PAUL")).toBe("Paul");
  });

  it("maps titles the passenger form offers", () => {
    expect(["MR", "MRS", "MS", "MISS", "DR", "MSTR", null].map(passengerTitleOf)).toEqual([
      "Mr",
      "Mrs",
      "Ms",
      "Miss",
      "Dr",
      null,
      null,
    ]);
  });
});
