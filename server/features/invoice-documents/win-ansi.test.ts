import { describe, expect, it } from "vitest";
import { toWinAnsi } from "./win-ansi";

describe("toWinAnsi", () => {
  it.each([
    ["Plain ASCII, 100% (ok)!", "Plain ASCII, 100% (ok)!"],
    ["Müller & Søn, Ærø", "Müller & Søn, Ærø"],
    ["€1,250.00 – £3.00 — “quoted” …", "€1,250.00 – £3.00 — “quoted” …"],
    ["Œuvre, Šárka, Žilina, Ÿvette", "Œuvre, Šárka, Žilina, Ÿvette"],
    ["Łukasz Wałęsa", "Lukasz Walesa"],
    ["Dvořák, Čapek, Őrség, Şahin", "Dvorák, Capek, Orség, Sahin"],
    ["Đorđević, ıstanbul", "Dordevic, istanbul"],
    ["1\u202f000\u2212 2", "1 000- 2"],
    ["Tab\there\r\nnext", "Tab here\nnext"],
    ["CDG → LIS ← MAD ↔ FAO", "CDG -> LIS <- MAD <-> FAO"],
    ["Москва 東京", "?????? ??"],
    ["emoji 🙂", "emoji ?"],
  ])("prints %j as %j", (text, printable) => {
    expect(toWinAnsi(text)).toBe(printable);
  });

  it("composes decomposed accents first", () => {
    expect(toWinAnsi("Jose\u0301")).toBe("José");
  });
});
