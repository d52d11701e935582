import { describe, expect, it } from "vitest";
import { detectFormat } from "./detect-format";
import { EMPTY_INPUT_MESSAGE, GdsParseError } from "./gds-parse-error";
import { parseReservation } from "./parse-reservation";
import { reservationSchema } from "./reservation.schema";
import { toSourceLines } from "./source-lines";

const AMADEUS = `RP/PARAF0100/PARAF0100            AA/SU  10FEB25/1043Z   Q7WX2M
  1.MARTIN/PAUL MR   2.MARTIN/CLAIRE MRS(INFMARTIN/ZOE/01JAN24)
  3  LH 400 Y 15MAR 6 FRAJFK HK2  1015 1250  15MAR  E  LH/ABC123
     OPERATED BY UNITED AIRLINES
  4  ARNK
  5 SSR VGML LH HK1/S3/P1
  6 RM CLIENT PREFERS AISLE`;
const GALILEO = `K7TQ2B/WS LONUK 9ABC12WS  AG 91234567 14JAN
  1.1HUGHES/DAVID MR   2.I/1HUGHES/LEO*05MAY24
 1. BA  117 J  10JUN TU LHRJFK HK1  1125   1415  O*  E  TU
 2. BA  178 J  24JUN TU JFKLHR HK1  1930 # 0730  O*  E  TU/WE
NOTE-
  1. FAMILY TRIP WS 14JAN 1022Z`;
const SABRE = `ABCDEF
 1.1SMITH/JOHN MR
 1 AA 100Y 15MAR S JFKLHR HK1   630P  635A  16MAR J /DCAA*ABCDEF /E
GENERAL FACTS
  1.SSR VGML AA HK1 JFKLHR0100Y15MAR-1.1SMITH/JOHN MR
6IIF.6IIF*ALF 1157/16JAN25 ABCDEF H`;
const APOLLO = `QWE123/AB QSBSB DYBAB   AG 23854526 10JAN
 1.1SMITH/JOHN MR
 1 UA 901Y 15MAR JFKLHR HK1   600P  645A # SU  E
 2 UA 902Y 22MAR LHRJFK HK1  1000A 1250P *         SA   E
GFAX-SSRVGMLUAHK1 JFKLHR 0901Y 15MAR-1SMITH/JOHN MR
RMKS-CALL BEFORE TICKETING`;
const WORLDSPAN = `1P-2UUGJW
 1.1MORAN/CHRISTOPHER*ADT
 1 HP2017Y 24FEB MO MCIPHX HK1   645A  833A/O $HP$  E
 2 HP2598Y 26FEB WE PHXMCI HK1  1019A  149P/O $HP$  E
T-  1.TAW/00/04FEB
S-  1.SSR VGML HP HK1 MCIPHX2017Y24FEB-1.1MORAN/CHRISTOPHER`;
const SAMPLES = { amadeus: AMADEUS, galileo: GALILEO, sabre: SABRE, apollo: APOLLO, worldspan: WORLDSPAN };

describe("parseReservation — input handling", () => {
  it.each(["", "   ", "\r\n\t  \n", ")>\nMD\nPAGE 1 OF 1"])(
    "rejects blank input %j with the exact message",
    (input) => {
      expect(() => parseReservation(input, { referenceDate: "2025-01-15" })).toThrow(GdsParseError);
      expect(() => parseReservation(input, { referenceDate: "2025-01-15" })).toThrow(EMPTY_INPUT_MESSAGE);
      expect(EMPTY_INPUT_MESSAGE).toBe("Please paste GDS content first");
    },
  );

  it("rejects a malformed reference date", () => {
    expect(() => parseReservation(AMADEUS, { referenceDate: "15/01/2025" })).toThrow(GdsParseError);
  });

  it("accepts a Date and defaults to today", () => {
    const fromDate = parseReservation(AMADEUS, { referenceDate: new Date(Date.UTC(2025, 0, 15)) });
    expect(fromDate.segments[0]?.departureDate).toBe("2025-03-15");
    expect(parseReservation(AMADEUS).segments).toHaveLength(1);
  });

  it("returns text it cannot recognise as unparsed lines, with no format", () => {
    const r = parseReservation("hello\nthis is not a reservation\n\n42", { referenceDate: "2025-01-15" });
    expect(r.format).toBeNull();
    expect(r.segments).toEqual([]);
    expect(r.unparsedLines).toEqual([
      { lineNumber: 1, text: "hello" },
      { lineNumber: 2, text: "this is not a reservation" },
      { lineNumber: 4, text: "42" },
    ]);
    expect(r.warnings[0]).toMatch(/recognise/);
  });

  it.each(Object.entries(SAMPLES))("%s result satisfies the output schema", (_, text) => {
    const r = parseReservation(text, { referenceDate: "2025-01-15" });
    expect(reservationSchema.parse(r)).toEqual(r);
    expect(r.unparsedLines).toEqual([]);
  });
});

describe("detectFormat", () => {
  it.each(Object.entries(SAMPLES))("recognises %s", (format, text) => {
    expect(detectFormat(toSourceLines(text))).toBe(format);
  });

  it("tells Galileo and Apollo apart by their segment layout alone", () => {
    expect(detectFormat(toSourceLines(" 1. BA  117 J  10JUN LHRJFK HK1  1125   1415  O*  E  TU"))).toBe(
      "galileo",
    );
    expect(detectFormat(toSourceLines(" 1 BA 117J 10JUN LHRJFK HK1  1125A  215P *  TU  E"))).toBe("apollo");
    expect(detectFormat(toSourceLines(" 1 BA 117J 10JUN T LHRJFK HK1  1125A  215P /E"))).toBe("sabre");
    expect(detectFormat(toSourceLines("  1  BA 117 J 10JUN 2 LHRJFK HK1  1125 1415"))).toBe("amadeus");
    expect(detectFormat(toSourceLines(" 1 BA117J 10JUN TU LHRJFK HK1  1125A  215P/O $BA$  E"))).toBe(
      "worldspan",
    );
  });
});

describe("parseReservation — line accounting", () => {
  it("gives every pasted line exactly one outcome, blank and furniture lines included", () => {
    const text = `${AMADEUS}

hello there
)>`;
    const r = parseReservation(text, { referenceDate: "2025-01-15" });
    const total = text.split("\n").length;
    expect(r.lines.map((l) => l.lineNumber)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(r.lineCounts).toEqual({
      parsed: r.lines.filter((l) => l.outcome === "parsed").length,
      recognised: r.lines.filter((l) => l.outcome === "recognised").length,
      unparsed: 1,
    });
    expect(r.lines.find((l) => l.outcome === "unparsed")).toMatchObject({
      text: "hello there",
      element: null,
    });
  });

  it("parses what an import stores and names why the rest is not imported", () => {
    const r = parseReservation(AMADEUS, { referenceDate: "2025-01-15" });
    const byLine = Object.fromEntries(r.lines.map((l) => [l.lineNumber, l]));
    expect(byLine[1]).toMatchObject({ outcome: "parsed", element: "header" });
    expect(byLine[2]).toMatchObject({ outcome: "parsed", element: "passenger" });
    expect(byLine[3]).toMatchObject({ outcome: "parsed", element: "segment" });
    expect(byLine[4]).toMatchObject({ outcome: "parsed", element: "segment" });
    expect(byLine[5]).toMatchObject({ outcome: "recognised", element: "other-segment" });
    expect(byLine[5]?.reason).toMatch(/ARNK.*only flights are imported/);
    // The meal request is an SSR an import turns into a trip SSR request: parsed, not "recognised".
    expect(byLine[6]).toMatchObject({ outcome: "parsed", element: "ssr", reason: null });
    expect(byLine[7]).toMatchObject({
      outcome: "recognised",
      element: "remark",
      reason: "Remark (RM): not imported",
    });
  });

  it("keeps a line holding a name and a segment run together as both", () => {
    const r = parseReservation(
      `RP/PARAF0100/PARAF0100            AA/SU  10FEB25/1043Z   Q7WX2M
  1.MARTIN/PAUL MR  2  LH 400 Y 15MAR 6 FRAJFK HK1  1015 1250  15MAR  E`,
      { referenceDate: "2025-01-15" },
    );
    expect(r.lines[1]).toMatchObject({ outcome: "parsed", element: "passenger+segment" });
    expect(r.passengers).toHaveLength(1);
    expect(r.segments[0]).toMatchObject({ segmentNumber: 2, airline: "LH", flightNumber: "400" });
  });
});

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("parseReservation — never throws on content", () => {
  it("survives every prefix of every sample", () => {
    for (const text of Object.values(SAMPLES)) {
      for (let end = 1; end <= text.length; end++) {
        const slice = text.slice(0, end);
        if (slice.trim() === "") continue;
        const r = parseReservation(slice, { referenceDate: "2025-01-15" });
        expect(Array.isArray(r.unparsedLines)).toBe(true);
      }
    }
  });

  it("survives random noise and shuffled, mutated lines", () => {
    const random = mulberry32(42);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ./*-#|+()<>:\t\r\né€";
    const allLines = Object.values(SAMPLES).flatMap((t) => t.split("\n"));
    for (let i = 0; i < 300; i++) {
      const parts: string[] = [];
      const count = 1 + Math.floor(random() * 12);
      for (let j = 0; j < count; j++) {
        if (random() < 0.5) {
          const line = allLines[Math.floor(random() * allLines.length)] ?? "";
          const cut = Math.floor(random() * line.length);
          parts.push(
            random() < 0.5
              ? line.slice(0, cut) + alphabet[Math.floor(random() * alphabet.length)] + line.slice(cut + 1)
              : line,
          );
        } else {
          let noise = "";
          const len = Math.floor(random() * 70);
          for (let k = 0; k < len; k++) noise += alphabet[Math.floor(random() * alphabet.length)];
          parts.push(noise);
        }
      }
      const text = `${parts.join("\n")}X`;
      const r = parseReservation(text, { referenceDate: "2025-01-15" });
      expect(reservationSchema.safeParse(r).success).toBe(true);
    }
  });

  it("stays linear on pathological lines", () => {
    const long = `${"1 ".repeat(5000)}\n${"A".repeat(20000)}\n ${"1.1SMITH/".repeat(2000)}\n${"*".repeat(10000)}`;
    const started = performance.now();
    parseReservation(long, { referenceDate: "2025-01-15" });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
