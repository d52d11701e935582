import { describe, expect, it } from "vitest";
import { type DisplayCase, displayExpectation } from "./display-expectation";
import { seg } from "./segment-expectation";

// Sabre *A / *I displays: " 1.1NAME" names, " 1 XX nnnC DDMMM W FROTO SSn  dep  arr  ARRDATE W /DCXX*LOC /E"
// segments (W = weekday letter M T W Q F J S or digit), titled sections, "PCC.PCC*AXX HHMM/DDMMMYY LOCATR H" footer.
const cases: DisplayCase[] = [
  {
    name: "brief example: 12-hour times, explicit arrival date, /DC locator and /E",
    text: `ABCDEF
 1.1SMITH/JOHN MR
 1 AA 100Y 15MAR S JFKLHR HK1   630P  635A  16MAR J /DCAA*ABCDEF /E`,
    locator: "ABCDEF",
    segments: [
      seg("AA 100 Y 2025-03-15 JFK LHR HK 1 18:30 06:35", {
        arrivalDate: "2025-03-16",
        dayOffset: 1,
        airlineLocator: "AA/ABCDEF",
        eticket: true,
      }),
    ],
    passengers: [{ nameNumber: "1.1", surname: "SMITH", givenName: "JOHN", title: "MR" }],
  },
  {
    name: "two passengers on one line, footer with locator and creation date",
    text: ` 1.1WEINSTEIN/ALEX MR  2.1WEINSTEIN/KRISTINA MRS
 1 SU 269V 04FEB 2 SVOGVA HK2  1405  1455  /DCSU*EZORLX /E
 2 SU 270Q 12FEB 3 GVASVO HK2  1605  2245  /DCSU*EZORLX /E
TKT/TIME LIMIT
  1.TAW20JAN/
PHONES
  1.MOW4997031471-M
RECEIVED FROM - JACOB
O4FG.O4FG*A01 1238/10JAN25 JXBENB H`,
    locator: "JXBENB",
    creationDate: "2025-01-10",
    segments: [
      seg("SU 269 V 2025-02-04 SVO GVA HK 2 14:05 14:55", { airlineLocator: "SU/EZORLX" }),
      seg("SU 270 Q 2025-02-12 GVA SVO HK 2 16:05 22:45"),
    ],
    passengers: [
      { id: 1, nameNumber: "1.1", givenName: "ALEX", title: "MR" },
      { id: 2, nameNumber: "2.1", givenName: "KRISTINA", title: "MRS" },
    ],
  },
  {
    name: "locator and e-ticket mark on the wrapped continuation line, OPERATED BY at column 0",
    text: ` 1.1CHEGE/STEPHEN MR
 1 KQ1566H 28JUL M NBOAMS HK1  1159P  715A  29JUL T
                                               /DCKQ*Y24K24 /E
OPERATED BY KLM ROYAL DUTCH AIRLINES
 2 AC5949K 29JUL T AMSORD HK1  1105A  105P /DCAC*ARYTWR /E
OPERATED BY /GOJET AIRLINES DBA UNITED EXPRESS
6IIF.6IIF*ALF 1157/16JAN25 GQZBOC H`,
    locator: "GQZBOC",
    segments: [
      seg("KQ 1566 H 2025-07-28 NBO AMS HK 1 23:59 07:15", {
        arrivalDate: "2025-07-29",
        airlineLocator: "KQ/Y24K24",
        eticket: true,
        operatingCarrier: "KLM ROYAL DUTCH AIRLINES",
      }),
      seg("AC 5949 K 2025-07-29 AMS ORD HK 1 11:05 13:05", {
        operatingCarrier: "GOJET AIRLINES DBA UNITED EXPRESS",
        airlineLocator: "AC/ARYTWR",
      }),
    ],
    airlineLocators: ["KQ/Y24K24", "AC/ARYTWR"],
  },
  {
    name: "married segments: star before the status and 3/1 marriage groups",
    text: ` 1.1DUPONT/JEAN MR  2.1DUPONT/MARIE MRS
 1 DL 856V 22SEP M SANJFK*HK2  1139A 815P /DCDL*GYJAFF /E
 2 AF1169L 09MAY F MANCDG*  3/1 HK2   745P 1010P /DCAF*5JV97Q
 3 AF 990V 09MAY F CDGJNB*  3/2 HK2  1125P  955A  10MAY S
                                               /DCAF*5JV97Q /E`,
    segments: [
      seg("DL 856 V 2025-09-22 SAN JFK HK 2 11:39 20:15", { married: true, marriageGroup: null }),
      seg("AF 1169 L 2025-05-09 MAN CDG HK 2 19:45 22:10", { married: true, marriageGroup: "3" }),
      seg("AF 990 V 2025-05-09 CDG JNB HK 2 23:25 09:55", {
        married: true,
        arrivalDate: "2025-05-10",
        eticket: true,
      }),
    ],
  },
  {
    name: "noon (N) and midnight (M) times, airline code with a digit",
    text: ` 1.1MURPHY/SEAN MR
 1 D81843H 14DEC S SWFDUB SS1 1200N 1125P /DCD8 /E
 2 EI 680W 15DEC J DUBGVA SS1 630A 940A /DCEI /E
 3 VY6202J 10JAN F GVABCN SS1 630P 1200M /DCVY /E`,
    segments: [
      seg("D8 1843 H 2025-12-14 SWF DUB SS 1 12:00 23:25", { eticket: true, airlineLocator: null }),
      seg("EI 680 W 2025-12-15 DUB GVA SS 1 06:30 09:40"),
      seg("VY 6202 J 2026-01-10 GVA BCN SS 1 18:30 00:00"),
    ],
  },
  {
    name: "passive GK segment, segment without times and ARNK",
    text: ` 1.1MURPHY/SEAN MR
 1 FR6394Y 10FEB M BCNDUB GK1 915P 1100P
 2  ARNK
 3 FR6395Y 17FEB M DUBBCN GK1`,
    segments: [
      seg("FR 6394 Y 2025-02-10 BCN DUB GK 1 21:15 23:00", { passive: true, segmentNumber: 1 }),
      seg("FR 6395 Y 2025-02-17 DUB BCN GK 1 - -", { arrivalDate: null, segmentNumber: 3 }),
    ],
    otherSegments: [{ segmentNumber: 2, kind: "arnk" }],
  },
  {
    name: "hotel and other segments",
    text: ` 1.1BORISOV/IVAN MR
 1 PS 898S 10DEC W KIVKBP SS1   710A  820A /DCPS /E
 2 PS 185S 10DEC W KBPRIX SS1   920A 1100A /DCPS /E
 3  HTL AS 10DEC W NN1  RIX/OUT12DEC/KING HOTEL/DBLB/MODR/TA0557
8602/CF-
 4  OTH YY 22DEC M GK1  LAX/RETENTION`,
    segments: [
      seg("PS 898 S 2025-12-10 KIV KBP SS 1 07:10 08:20"),
      seg("PS 185 S 2025-12-10 KBP RIX SS 1 09:20 11:00"),
    ],
    otherSegments: [
      {
        segmentNumber: 3,
        kind: "hotel",
        code: "HTL",
        vendor: "AS",
        status: "NN",
        count: 1,
        location: "RIX",
        startDate: "2025-12-10",
        endDate: "2025-12-12",
      },
      { segmentNumber: 4, kind: "misc", code: "OTH", status: "GK", location: "LAX", startDate: "2025-12-22" },
    ],
  },
  {
    name: "general facts SSRs attached with -1.1 name references, remarks section",
    text: ` 1.1CHEGE/STEPHEN MR  2.1CHEGE/MARY MRS
 1 KQ 100Y 28JUL M NBOLHR HK2  1159P  615A  29JUL T /DCKQ*Y24K24 /E
GENERAL FACTS
  1.SSR VGML KQ HK1 NBOLHR0100Y28JUL-1.1CHEGE/STEPHEN MR
  2.SSR WCHR KQ HK1 NBOLHR0100Y28JUL-2.1CHEGE/MARY MRS
  3.SSR DOCS KQ HK1/P/KE/A1234567/KE/01JAN80/M/01JAN30/CHEGE/STEPH
    EN-1.1CHEGE/STEPHEN MR
  4.OSI KQ CTCP 254700000000
REMARKS
  1.CLIENT REQUESTS WINDOW SEATS
  2.H-PAID BY CARD`,
    segments: [seg("KQ 100 Y 2025-07-28 NBO LHR HK 2 23:59 06:15")],
    ssrs: [
      { code: "VGML", airline: "KQ", status: "HK", count: 1, passengerIds: [1] },
      { code: "WCHR", passengerIds: [2] },
      { code: "DOCS", passengerIds: [1] },
    ],
    remarks: [
      { type: "REMARKS", text: "CLIENT REQUESTS WINDOW SEATS" },
      { type: "REMARKS", text: "H-PAID BY CARD" },
    ],
    passengers: [{ ssrCodes: ["VGML", "DOCS"] }, { ssrCodes: ["WCHR"] }],
  },
  {
    name: "AA FACTS section with wrapped SSR text",
    text: ` 1.1LITVYAKOVA/NATALIA MS
 1 9U 173O 20JUN 5 KIVDME HK1  0700  0845  /DC9U*QEPF7 /E
TKT/TIME LIMIT
  1.TAW6IIF11JUN077/0400A/
AA FACTS
  1.SSR ADPI 1S KK1 9U0173  NEED ADPI INFO 72 HBD
  2.SSR OTHS 1S AUTO XX IF ELECTRONIC TKT NR NOT RCVD BY 05JUN1
    6 1326
RECEIVED FROM - LERA
6IIF.Y2CG*A41 0357/10JAN25 WAISCS H`,
    locator: "WAISCS",
    segments: [seg("9U 173 O 2025-06-20 KIV DME HK 1 07:00 08:45", { airlineLocator: "9U/QEPF7" })],
    ssrs: [
      { code: "ADPI", airline: "1S", status: "KK", count: 1 },
      { code: "OTHS", airline: "1S", text: "AUTO XX IF ELECTRONIC TKT NR NOT RCVD BY 05JUN16 1326" },
    ],
  },
  {
    name: "group name field holding two people, child PTC and infant I/ name",
    text: ` 1.2ROSSI/MARCO MR/GIULIA MRS  2.1ROSSI/LUCA*C05  3.1I/ROSSI/SOFIA*12JAN24
 1 AZ 608Y 02APR W FCOJFK HK3  1015A  155P /DCAZ*NB7Q2W /E`,
    segments: [seg("AZ 608 Y 2025-04-02 FCO JFK HK 3 10:15 13:55")],
    passengers: [
      { id: 1, nameNumber: "1.2", surname: "ROSSI", givenName: "MARCO", title: "MR" },
      { id: 2, nameNumber: "1.2", surname: "ROSSI", givenName: "GIULIA", title: "MRS" },
      { id: 3, nameNumber: "2.1", givenName: "LUCA", type: "CHD", ptc: "C05" },
      { id: 4, givenName: "SOFIA", type: "INF", isInfant: true, dateOfBirth: "2024-01-12" },
    ],
  },
  {
    name: "adult passenger type code after a star",
    text: ` 1.1NGUYEN/LAN MS*ADT  2.1NGUYEN/MINH MSTR*CNN
 1 VN  18Y 05MAR W SGNCDG HK2  1105P  720A  06MAR Q /DCVN*QWERTY /E`,
    segments: [seg("VN 18 Y 2025-03-05 SGN CDG HK 2 23:05 07:20", { arrivalDate: "2025-03-06" })],
    passengers: [
      { givenName: "LAN", title: "MS", ptc: "ADT", type: "ADT" },
      { givenName: "MINH", title: "MSTR", ptc: "CNN", type: "CHD" },
    ],
  },
  {
    name: "status codes UN, UC, HX, KK and waitlist HL",
    text: ` 1.1CLARK/EMMA MS
 1 UA 901Y 15MAR S SFOFRA UN1   400P 1155A  16MAR J
 2 UA 903Y 15MAR S SFOFRA UC1   500P 1255P  16MAR J
 3 LH 455Y 15MAR S SFOFRA HX1   730P  305P  16MAR J
 4 LH 457Y 16MAR J SFOFRA KK1   310P 1045A  17MAR M
 5 LH 459C 16MAR J SFOMUC HL1   520P  125P  17MAR M`,
    segments: [
      seg("UA 901 Y 2025-03-15 SFO FRA UN 1 16:00 11:55", { arrivalDate: "2025-03-16" }),
      seg("UA 903 Y 2025-03-15 SFO FRA UC 1 17:00 12:55"),
      seg("LH 455 Y 2025-03-15 SFO FRA HX 1 19:30 15:05"),
      seg("LH 457 Y 2025-03-16 SFO FRA KK 1 15:10 10:45", { arrivalDate: "2025-03-17" }),
      seg("LH 459 C 2025-03-16 SFO MUC HL 1 17:20 13:25"),
    ],
  },
  {
    name: "segment notes after a segment (terminal advice, connecting traffic)",
    text: ` 1.1TANAKA/YUKI MS
 1 UA 801K 01DEC M STLORD HK1  1128A 1249P /DCUA /E
ADV PAX FLT ARRIVES TERMINAL-1
 2 AC5954K 01DEC M ORDAMS HK1   605P  920A  02DEC T /DCAC /E
OPERATED BY UNITED AIRLINES
OPERATED BY/EXPLOITE PAR   UA
ONLINE CONNECTING TRAFFIC`,
    segments: [
      seg("UA 801 K 2025-12-01 STL ORD HK 1 11:28 12:49", { notes: ["ADV PAX FLT ARRIVES TERMINAL-1"] }),
      seg("AC 5954 K 2025-12-01 ORD AMS HK 1 18:05 09:20", {
        operatingCarrier: "UNITED AIRLINES",
        arrivalDate: "2025-12-02",
      }),
    ],
  },
  {
    name: "garbage lines are unparsed",
    text: ` 1.1TANAKA/YUKI MS
 1 UA 801K 01DEC M STLORD HK1  1128A 1249P /DCUA /E
THE QUICK BROWN FOX
PHONES
  1.STL314-555-0100-H
@@@ ### $$$`,
    segments: [seg("UA 801 K 2025-12-01 STL ORD HK 1 11:28 12:49")],
    unparsed: [3, 6],
  },
  {
    name: "CRLF and tabs",
    text: " 1.1TANAKA/YUKI MS\r\n 1 UA 801K 01DEC M STLORD HK1\t1128A 1249P /DCUA /E\r\n 2 UA 802K 05DEC F ORDSTL HK1  730A\t 851A /DCUA /E\r\n",
    segments: [
      seg("UA 801 K 2025-12-01 STL ORD HK 1 11:28 12:49"),
      seg("UA 802 K 2025-12-05 ORD STL HK 1 07:30 08:51"),
    ],
  },
  {
    name: "lower-case paste",
    text: `lcs4bx
 1.1tanaka/yuki ms
 1 ua 801k 01dec m stlord hk1  1128a 1249p /dcua*kl9zxq /e
remarks
  1.lowercase remark`,
    locator: "LCS4BX",
    segments: [
      seg("UA 801 K 2025-12-01 STL ORD HK 1 11:28 12:49", { airlineLocator: "UA/KL9ZXQ", eticket: true }),
    ],
    remarks: [{ type: "REMARKS", text: "LOWERCASE REMARK" }],
  },
  {
    name: "page headers, MD scroll and prompts between pages",
    text: ` 1.1TANAKA/YUKI MS
 1 UA 801K 01DEC M STLORD HK1  1128A 1249P /DCUA /E
PAGE 1 OF 2
MD
 2 UA 802K 05DEC F ORDSTL HK1   730A  851A /DCUA /E
PAGE 2 OF 2
>`,
    segments: [
      seg("UA 801 K 2025-12-01 STL ORD HK 1 11:28 12:49"),
      seg("UA 802 K 2025-12-05 ORD STL HK 1 07:30 08:51"),
    ],
  },
  {
    name: "year inference from the footer date across the new year",
    ref: "2025-06-30",
    text: ` 1.1TANAKA/YUKI MS
 1 UA 801K 20DEC S STLORD HK1  1128A 1249P /DCUA /E
 2 UA 802K 03JAN F ORDSTL HK1   730A  851A /DCUA /E
6IIF.6IIF*ALF 1157/01DEC24 NWYRAB H`,
    creationDate: "2024-12-01",
    segments: [
      seg("UA 801 K 2024-12-20 STL ORD HK 1 11:28 12:49"),
      seg("UA 802 K 2025-01-03 ORD STL HK 1 07:30 08:51"),
    ],
  },
  {
    name: "year inference from the reference date across the new year when no footer",
    ref: "2024-11-30",
    text: ` 1.1TANAKA/YUKI MS
 1 UA 801K 20DEC S STLORD HK1  1128A 1249P /DCUA /E
 2 UA 802K 03JAN F ORDSTL HK1   730A  851A /DCUA /E`,
    creationDate: null,
    locator: null,
    segments: [
      seg("UA 801 K 2024-12-20 STL ORD HK 1 11:28 12:49"),
      seg("UA 802 K 2025-01-03 ORD STL HK 1 07:30 08:51"),
    ],
  },
  {
    name: "*I itinerary display without names, numeric weekdays, 24-hour times",
    text: `1 EL 409L 8SEP 1 SVOCFU SS1  0420  0735          E
2 EL 408L 14SEP 7 CFUDME SS1  0855  1210          E`,
    locator: null,
    segments: [
      seg("EL 409 L 2025-09-08 SVO CFU SS 1 04:20 07:35", { eticket: true }),
      seg("EL 408 L 2025-09-14 CFU DME SS 1 08:55 12:10"),
    ],
  },
  {
    name: "flight number and class separated in odd column layouts",
    text: `1 UA 1769K 22DEC M MCOEWR SS1  120P 400P   22DEC M
2 ET 509O 22DEC M EWRLFW SS1   815P 1130A  23DEC T E
3 UA 1149W 6JAN T  EWRMCO SS1  900P  1148P`,
    segments: [
      seg("UA 1769 K 2025-12-22 MCO EWR SS 1 13:20 16:00"),
      seg("ET 509 O 2025-12-22 EWR LFW SS 1 20:15 11:30", { arrivalDate: "2025-12-23", eticket: true }),
      seg("UA 1149 W 2026-01-06 EWR MCO SS 1 21:00 23:48"),
    ],
  },
  {
    name: "record locator labelled RLOC, and security / price quote info lines",
    text: `RLOC QWERTY
 1.1PETROV/OLEG MR
 1 S7 165W 09OCT 4 DMESIP HK1  1340  1500  /DCS7 /E
OPERATED BY GLOBUS LLC
PRICE QUOTE RECORD EXISTS - SYSTEM
SECURITY INFO EXISTS *P3D OR *P4D TO DISPLAY`,
    locator: "QWERTY",
    segments: [seg("S7 165 W 2025-10-09 DME SIP HK 1 13:40 15:00", { operatingCarrier: "GLOBUS LLC" })],
  },
  {
    name: "leading indentation on every line and trailing padding",
    text: `     1.1AGRON/ILYA MR
     1 S7 165W 09OCT 4 DMESIP HK1  1340  1500  /DCS7 /E
     2 S7 166W 14OCT 2 SIPDME HK1  1550  1905  /DCS7 /E
    TKT/TIME LIMIT
      1.TAW14SEP/
    O4FG.O4FG*A01 0836/14SEP25 EYUFXU                       `,
    ref: "2025-09-20",
    locator: "EYUFXU",
    creationDate: "2025-09-14",
    segments: [
      seg("S7 165 W 2025-10-09 DME SIP HK 1 13:40 15:00"),
      seg("S7 166 W 2025-10-14 SIP DME HK 1 15:50 19:05"),
    ],
  },
  {
    name: "AB-style locator and segment with no airline record yet",
    text: ` 1.1VECHERNINA/ALISA MS  2.1TIMERBULATOVA/KSENIA MS
 1 A3 581Z 11AUG 1 DMESKG HK2  1405  1710  /ABA3*58CCRE /E
 2 UA 965V 31DEC 3 DMEIAD HK2  1335  1530  /E`,
    segments: [
      seg("A3 581 Z 2025-08-11 DME SKG HK 2 14:05 17:10", { airlineLocator: "A3/58CCRE" }),
      seg("UA 965 V 2025-12-31 DME IAD HK 2 13:35 15:30", { airlineLocator: null, eticket: true }),
    ],
  },
  {
    name: "numeric weekday with explicit arrival date and weekday digit",
    text: ` 1.1BALESNAYA/DIANA MS
 1 UA 950W 16JAN 4 LAXIAD*HK1  0752  1535  /DCUA*JKQ12U /E
 2 UA 964W 16JAN 4 IADDME*HK1  1655  1150   17JAN 5
                                               /DCUA*JKQ12U /E`,
    segments: [
      seg("UA 950 W 2025-01-16 LAX IAD HK 1 07:52 15:35", { married: true }),
      seg("UA 964 W 2025-01-16 IAD DME HK 1 16:55 11:50", {
        arrivalDate: "2025-01-17",
        dayOffset: 1,
        eticket: true,
      }),
    ],
  },
  {
    name: "NO NAMES display with a flight only",
    text: `NO NAMES
 1 BT 303Y 10JAN F RIXHEL SS1  1220P  125P /DCBT /E
L3II.L3II*AWS 1142/11JAN25`,
    ref: "2025-01-12",
    creationDate: "2025-01-11",
    segments: [seg("BT 303 Y 2026-01-10 RIX HEL SS 1 12:20 13:25")],
    passengers: [],
  },
];

describe("parseReservation — Sabre", () => {
  it.each(cases)("$name", (c) => {
    const { actual, expected } = displayExpectation("sabre", c);
    expect(actual).toMatchObject(expected);
  });
});
