import { describe, expect, it } from "vitest";
import { splitJoinedLine } from "./joined-lines";

describe("splitJoinedLine", () => {
  it.each([
    [
      "a segment run into an Amadeus name line",
      "  1.MARTIN/PAUL MR   2.MARTIN/CLAIRE MRS  3  LH 400 Y 15MAR 6 FRAJFK HK2  1015 1250",
      ["  1.MARTIN/PAUL MR   2.MARTIN/CLAIRE MRS", "3  LH 400 Y 15MAR 6 FRAJFK HK2  1015 1250"],
    ],
    [
      "a segment run into an OPERATED BY note",
      "     OPERATED BY UNITED AIRLINES  4  UA 935 K 04APR 6 LAXLHR HK1  1730 1155",
      ["     OPERATED BY UNITED AIRLINES", "4  UA 935 K 04APR 6 LAXLHR HK1  1730 1155"],
    ],
    [
      "an OPERATED BY note run into its segment, then the next segment",
      " 1 DL 148Y 12JUN TH ATLAMS HK3 545P 815A OPERATED BY KLM  2 KL1107Y 13JUN FR AMSARN HK3 1005A 1215P",
      [
        " 1 DL 148Y 12JUN TH ATLAMS HK3 545P 815A",
        "OPERATED BY KLM",
        "2 KL1107Y 13JUN FR AMSARN HK3 1005A 1215P",
      ],
    ],
    [
      "a Galileo name line and dotted segment with wide columns",
      "  1.1HUGHES/DAVID MR 1. BA    117 J    10JUN TU LHRJFK HK1  1125   1415",
      ["  1.1HUGHES/DAVID MR", "1. BA    117 J    10JUN TU LHRJFK HK1  1125   1415"],
    ],
  ])("%s", (_, line, pieces) => {
    expect(splitJoinedLine(line)).toEqual(pieces);
  });

  it.each([
    ["a plain segment line", "  3  LH 400 Y 15MAR 6 FRAJFK HK2  1015 1250  15MAR  E  LH/ABC123"],
    ["a Galileo segment reference in a special-service block", "S 1. DL  0890 M  20SEP RDUDTW"],
    ["a name line", "  1.MARTIN/PAUL MR   2.MARTIN/CLAIRE MRS"],
    ["an OPERATED BY line", "     OPERATED BY KLM ROYAL DUTCH AIRL  KGL-EBB"],
  ])("leaves %s whole", (_, line) => {
    expect(splitJoinedLine(line)).toBeNull();
  });
});
