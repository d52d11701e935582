import { describe, expect, it } from "vitest";
import { type DisplayCase, displayExpectation } from "./display-expectation";
import { seg } from "./segment-expectation";

// Amadeus RT displays: RP header, numbered elements, segment "n  XX nnnn C DDMMM d FROTO SSn  time time".
const cases: DisplayCase[] = [
  {
    name: "two adults, return, 24-hour times, arrival dates and airline locator",
    text: `RP/PARAF0100/PARAF0100            AA/SU  10FEB25/1043Z   Q7WX2M
PARAF0100/0001AA/10FEB25
  1.MARTIN/PAUL MR   2.MARTIN/CLAIRE MRS
  3  LH 400 Y 15MAR 6 FRAJFK HK2  1015 1250  15MAR  E  LH/ABC123
  4  LH 401 Y 22MAR 6 JFKFRA HK2  1830 0745  23MAR  E  LH/ABC123
  5 AP PAR 01 44 55 66 77 - H
  6 TK OK10FEB/PARAF0100`,
    locator: "Q7WX2M",
    creationDate: "2025-02-10",
    segments: [
      seg("LH 400 Y 2025-03-15 FRA JFK HK 2 10:15 12:50", {
        segmentNumber: 3,
        arrivalDate: "2025-03-15",
        dayOffset: 0,
        eticket: true,
        airlineLocator: "LH/ABC123",
      }),
      seg("LH 401 Y 2025-03-22 JFK FRA HK 2 18:30 07:45", { arrivalDate: "2025-03-23", dayOffset: 1 }),
    ],
    passengers: [
      { id: 1, nameNumber: "1", surname: "MARTIN", givenName: "PAUL", title: "MR", type: "ADT" },
      { id: 2, nameNumber: "2", surname: "MARTIN", givenName: "CLAIRE", title: "MRS", type: "ADT" },
    ],
    airlineLocators: ["LH/ABC123"],
  },
  {
    name: "US office: 12-hour times with A/P and an overnight arrival date",
    text: `RP/SFO1S2195/SFO1S2195            NI/GS  18AUG24/1833Z   2RFU8B
SFO1S2195/2005SI/17AUG24
  1.OKAFOR/CHIDI MR
  2  W3 303 L 28AUG 3 ROBLOS HK1  1140A 425P 28AUG  E  W3/CXPNQ6
  3  W3 107 L 28AUG 3 LOSJFK HK1  1130P 550A 29AUG  E  W3/CXPNQ6
  4 AP SFO 415 123-4567-A`,
    locator: "2RFU8B",
    creationDate: "2024-08-17",
    segments: [
      seg("W3 303 L 2024-08-28 ROB LOS HK 1 11:40 16:25", { arrivalDate: "2024-08-28" }),
      seg("W3 107 L 2024-08-28 LOS JFK HK 1 23:30 05:50", { arrivalDate: "2024-08-29", dayOffset: 1 }),
    ],
  },
  {
    name: "12-hour times glued together (900A1210P) and flight number glued to airline",
    text: `RP/SJC1S212D/SJC1S212D            ZM/SU   1MAR25/0839Z   PM2IK9
  1.THOMPSON/DAVID MR(ADT/01MAY88)
  2  LH 436 S 10JUL 4 MUCORD HK1   900A1210P 10JUL  E  LH/PM2IK9
  3  UA3963 S 10JUL 4 ORDXNA HK1   335P 520P 10JUL  E  UA/D52JST`,
    segments: [
      seg("LH 436 S 2025-07-10 MUC ORD HK 1 09:00 12:10"),
      seg("UA 3963 S 2025-07-10 ORD XNA HK 1 15:35 17:20", { airlineLocator: "UA/D52JST" }),
    ],
    passengers: [
      { surname: "THOMPSON", givenName: "DAVID", title: "MR", ptc: "ADT", dateOfBirth: "1988-05-01" },
    ],
    airlineLocators: ["LH/PM2IK9", "UA/D52JST"],
  },
  {
    name: "short display with +1 and +2 day offsets glued to the arrival time",
    text: `RP/LON1S2100/LON1S2100            GS/SU  05JAN25/0912Z   ZX8K2P
  1.PATEL/RAJ MR
  2  BA 117 J 10FEB 1 LHRJFK HK1  2330 0230+1
  3  QF   2 J 12FEB 3 LHRSYD HK1  2130 0600+2`,
    segments: [
      seg("BA 117 J 2025-02-10 LHR JFK HK 1 23:30 02:30", { arrivalDate: "2025-02-11", dayOffset: 1 }),
      seg("QF 2 J 2025-02-12 LHR SYD HK 1 21:30 06:00", { arrivalDate: "2025-02-14", dayOffset: 2 }),
    ],
  },
  {
    name: "dateline crossing: arrival date the day before departure, and -1 marker",
    text: `RP/HNL1S2100/HNL1S2100            GS/SU  05JAN25/0912Z   DL9Q2W
  1.NAKAMURA/KEN MR
  2  UA 200 S 13AUG 3 GUMHNL HK1  0640 1800  12AUG  E
  3  UA 201 S 20AUG 3 GUMHNL HK1  0640 1800-1`,
    segments: [
      seg("UA 200 S 2025-08-13 GUM HNL HK 1 06:40 18:00", { arrivalDate: "2025-08-12", dayOffset: -1 }),
      seg("UA 201 S 2025-08-20 GUM HNL HK 1 06:40 18:00", { arrivalDate: "2025-08-19", dayOffset: -1 }),
    ],
  },
  {
    name: "married segments (star after the weekday) and a flown segment",
    text: `RP/SFO1S2195/SFO1S2195            AA/GS  20AUG24/1635Z   43DJ9D
SFO1S2195/4000NI/19APR24
  1.HABTEMARIAM/BINYAM
  2  QR 708 O 19AUG 1 IADDOH         FLWN
  3  QR1428 O 04SEP 3*ADDDOH HK1   140A 535A 04SEP  E  QR/43DJ9D
  4  QR 707 O 04SEP 3*DOHIAD HK1   815A 320P 04SEP  E  QR/43DJ9D`,
    creationDate: "2024-04-19",
    segments: [
      seg("QR 708 O 2024-08-19 IAD DOH - - - -", { flown: true, passive: true, arrivalDate: null }),
      seg("QR 1428 O 2024-09-04 ADD DOH HK 1 01:40 05:35", { married: true }),
      seg("QR 707 O 2024-09-04 DOH IAD HK 1 08:15 15:20", { married: true, eticket: true }),
    ],
  },
  {
    name: "codeshare: OPERATED BY line under the segment",
    text: `RP/LON1S2100/LON1S2100            GS/SU  28NOV24/0912Z   5TRK8N
  1.BROWN/ALICE MRS
  2  LH 901 M 20DEC 5 LHRFRA HK1  0700 0940  20DEC  E  LH/9ZZQ4D
  3  LH7767 M 20DEC 5 FRAORD HK1  1015 1250  20DEC  E  LH/9ZZQ4D
     OPERATED BY UNITED AIRLINES`,
    segments: [
      seg("LH 901 M 2024-12-20 LHR FRA HK 1 07:00 09:40", { operatingCarrier: null }),
      seg("LH 7767 M 2024-12-20 FRA ORD HK 1 10:15 12:50", { operatingCarrier: "UNITED AIRLINES" }),
    ],
  },
  {
    name: "passive GK segment, informational segment without times, and ARNK",
    text: `RP/NCE1A0955/NCE1A0955            AA/SU  02JAN25/1043Z   PASV12
  1.ROSSI/MARCO MR
  2  AZ 610 Y 01FEB 6 FCOJFK GK1  1010 1400  01FEB
  3  ARNK
  4  DL 123 Y 05FEB 3 BOSLAX GK1`,
    segments: [
      seg("AZ 610 Y 2025-02-01 FCO JFK GK 1 10:10 14:00", { passive: true, segmentNumber: 2 }),
      seg("DL 123 Y 2025-02-05 BOS LAX GK 1 - -", { passive: true, arrivalDate: null, segmentNumber: 4 }),
    ],
    otherSegments: [{ segmentNumber: 3, kind: "arnk", code: "ARNK" }],
  },
  {
    name: "open segment without date or times",
    text: `RP/MAD1A0100/MAD1A0100            AA/SU  02JAN25/1043Z   OPN4RT
  1.GARCIA/ANA MS
  2  IB3166 Y 20JAN 1 MADCDG HK1  0725 0930  20JAN  E  IB/Q1W2E3
  3  IB OPEN Y       CDGMAD`,
    segments: [
      seg("IB 3166 Y 2025-01-20 MAD CDG HK 1 07:25 09:30"),
      seg("IB OPEN Y - CDG MAD - - - -", { departureDate: null, arrivalDate: null }),
    ],
  },
  {
    name: "infant inside the adult's name element, with surname and without",
    text: `RP/LON1S2100/LON1S2100            GS/SU  28NOV24/0912Z   INF7QZ
  1.BROWN/ALICE MRS(INFBROWN/TOM/12JAN24)   2.GREEN/JOHN MR(INF/LILY/03MAR24)
  3  BA 560 Y 10MAR 1 LHRFCO HK2  0830 1200  10MAR  E  BA/K2L3M4
  4 SSR INFT BA HK1 BROWN/TOM 12JAN24/S3/P1`,
    segments: [seg("BA 560 Y 2025-03-10 LHR FCO HK 2 08:30 12:00")],
    passengers: [
      { id: 1, surname: "BROWN", givenName: "ALICE", title: "MRS", isInfant: false, ssrCodes: ["INFT"] },
      {
        id: 2,
        surname: "BROWN",
        givenName: "TOM",
        type: "INF",
        isInfant: true,
        dateOfBirth: "2024-01-12",
        accompanyingPassengerId: 1,
      },
      { id: 3, surname: "GREEN", givenName: "JOHN", title: "MR" },
      { id: 4, surname: "GREEN", givenName: "LILY", isInfant: true, accompanyingPassengerId: 3 },
    ],
    ssrs: [{ code: "INFT", airline: "BA", status: "HK", count: 1, passengerIds: [1], segmentNumbers: [3] }],
  },
  {
    name: "child with date of birth and three names on one line",
    text: `RP/BER1A0100/BER1A0100            AA/SU  02JAN25/1043Z   FAM3CH
  1.MUELLER/HANS MR(ADT)   2.MUELLER/EVA MRS   3.MUELLER/LENA(CHD/05MAY18)
  4  EW9460 Y 04APR 5 BERPMI HK3  0610 0900  04APR  E  EW/7HJK2L`,
    segments: [seg("EW 9460 Y 2025-04-04 BER PMI HK 3 06:10 09:00")],
    passengers: [
      { id: 1, surname: "MUELLER", givenName: "HANS", title: "MR", type: "ADT", ptc: "ADT" },
      { id: 2, surname: "MUELLER", givenName: "EVA", title: "MRS" },
      { id: 3, surname: "MUELLER", givenName: "LENA", type: "CHD", ptc: "CHD", dateOfBirth: "2018-05-05" },
    ],
  },
  {
    name: "SSRs attached by /P and /S, DOCS wrapped mid-word over two lines",
    text: `RP/PARAF0100/PARAF0100            AA/SU  10FEB25/1043Z   Q7WX2M
  1.MARTIN/PAUL MR   2.MARTIN/CLAIRE MRS
  3  AF1234 Y 15MAR 6 CDGJFK HK2  1030 1250  15MAR  E  AF/KL9PQR
  4 SSR VGML AF HK1/S3/P1
  5 SSR DOCS AF HK1 P/FRA/18AB12345/FRA/14JUL79/M/03JUN31/MARTIN/PA
       UL/P1
  6 SSR FQTV AF HK1 AF1234567890/P2
  7 SSR CTCE AF HK1 CLAIRE//EXAMPLE.FR/P2
  8 SSR WCHR AF HK1/S3/P2`,
    segments: [seg("AF 1234 Y 2025-03-15 CDG JFK HK 2 10:30 12:50")],
    ssrs: [
      { code: "VGML", passengerIds: [1], segmentNumbers: [3] },
      { code: "DOCS", passengerIds: [1], text: "P/FRA/18AB12345/FRA/14JUL79/M/03JUN31/MARTIN/PAUL/P1" },
      { code: "FQTV", passengerIds: [2] },
      { code: "CTCE", passengerIds: [2] },
      { code: "WCHR", passengerIds: [2], segmentNumbers: [3] },
    ],
    passengers: [{ ssrCodes: ["VGML", "DOCS"] }, { ssrCodes: ["FQTV", "CTCE", "WCHR"] }],
  },
  {
    name: "remarks RM, RC and RIR, one wrapped at a word break",
    text: `RP/PARAF0100/PARAF0100            AA/SU  10FEB25/1043Z   RMK9PL
  1.DUBOIS/LUC MR
  2  AF 006 J 10MAR 1 CDGJFK HK1  1030 1250  10MAR  E  AF/ABCDEF
  3 RM NOTIFY PASSENGER PRIOR TO TICKET PURCHASE & CHECK-IN:
       FEDERAL LAWS FORBID THE CARRIAGE OF HAZARDOUS MATERIALS
  4 RC CORPORATE DEAL 12345
  5 RIR PLEASE ARRIVE 3 HOURS EARLY`,
    segments: [seg("AF 6 J 2025-03-10 CDG JFK HK 1 10:30 12:50")],
    remarks: [
      {
        type: "RM",
        text: "NOTIFY PASSENGER PRIOR TO TICKET PURCHASE & CHECK-IN: FEDERAL LAWS FORBID THE CARRIAGE OF HAZARDOUS MATERIALS",
      },
      { type: "RC", text: "CORPORATE DEAL 12345" },
      { type: "RIR", text: "PLEASE ARRIVE 3 HOURS EARLY" },
    ],
  },
  {
    name: "hotel, car, tour and misc segments stay out of the flights",
    text: `RP/PARAF0100/PARAF0100            AA/SU  10FEB25/1043Z   HTL5CR
  1.DUBOIS/LUC MR
  2  AF 006 J 10MAR 1 CDGJFK HK1  1030 1250  10MAR  E  AF/ABCDEF
  3  HHL RT HK1 NYC IN10MAR OUT14MAR 1KNGDX USD250.00 DLY
  4  CCR ZE HK1 JFK 10MAR 14MAR ECAR/BS-12345678/ARR-AF006-1250
  5  TUR ZZ HK1 NYC 12MAR-CITY TOUR
  6 MIS 1A HK1 PAR 28DEC-PRESERVEPNR`,
    segments: [seg("AF 6 J 2025-03-10 CDG JFK HK 1 10:30 12:50")],
    otherSegments: [
      {
        kind: "hotel",
        code: "HHL",
        vendor: "RT",
        status: "HK",
        count: 1,
        location: "NYC",
        startDate: "2025-03-10",
        endDate: "2025-03-14",
      },
      {
        kind: "car",
        code: "CCR",
        vendor: "ZE",
        location: "JFK",
        startDate: "2025-03-10",
        endDate: "2025-03-14",
      },
      { kind: "tour", code: "TUR", startDate: "2025-03-12" },
      { kind: "misc", code: "MIS", vendor: "1A", location: "PAR", startDate: "2025-12-28" },
    ],
  },
  {
    name: "garbage lines are reported with their line numbers",
    text: `RP/PARAF0100/PARAF0100            AA/SU  10FEB25/1043Z   GRB4GE
  1.DUBOIS/LUC MR
HELLO FROM THE CLIPBOARD
  2  AF 006 J 10MAR 1 CDGJFK HK1  1030 1250  10MAR  E  AF/ABCDEF
%%%% ????
  3 AP PAR 0144556677`,
    segments: [seg("AF 6 J 2025-03-10 CDG JFK HK 1 10:30 12:50")],
    unparsed: [3, 5],
  },
  {
    name: "Windows line endings and tabs",
    text: "RP/PARAF0100/PARAF0100\t\t\tAA/SU\t10FEB25/1043Z\tCRLF12\r\n  1.DUBOIS/LUC MR\r\n  2  AF 006 J 10MAR 1 CDGJFK HK1\t1030 1250  10MAR  E  AF/ABCDEF\r\n\r\n  3 RM\tTABBED REMARK\r\n",
    locator: "CRLF12",
    segments: [seg("AF 6 J 2025-03-10 CDG JFK HK 1 10:30 12:50")],
    remarks: [{ type: "RM", text: "TABBED REMARK" }],
  },
  {
    name: "lower-case paste",
    text: `rp/paraf0100/paraf0100            aa/su  10feb25/1043z   low3rc
  1.dubois/luc mr
  2  af 006 j 10mar 1 cdgjfk hk1  1030 1250  10mar  e  af/abcdef
  3 ssr vgml af hk1/s2/p1`,
    locator: "LOW3RC",
    segments: [seg("AF 6 J 2025-03-10 CDG JFK HK 1 10:30 12:50", { airlineLocator: "AF/ABCDEF" })],
    passengers: [{ surname: "DUBOIS", givenName: "LUC", title: "MR", ssrCodes: ["VGML"] }],
  },
  {
    name: "two pages pasted with )> prompts, page counters and MD",
    text: `RP/PARAF0100/PARAF0100            AA/SU  10FEB25/1043Z   PGE2MD
  1.DUBOIS/LUC MR
  2  AF 006 J 10MAR 1 CDGJFK HK1  1030 1250  10MAR  E  AF/ABCDEF
                                                              )>
PAGE 1 OF 2
MD
  3  AF 007 J 17MAR 1 JFKCDG HK1  1730 0650  18MAR  E  AF/ABCDEF
PAGE 2 OF 2
  4 AP PAR 0144556677
>`,
    segments: [
      seg("AF 6 J 2025-03-10 CDG JFK HK 1 10:30 12:50"),
      seg("AF 7 J 2025-03-17 JFK CDG HK 1 17:30 06:50", { arrivalDate: "2025-03-18" }),
    ],
  },
  {
    name: "year inference across new year from the reference date when no header date",
    ref: "2024-12-10",
    text: `RP/PARAF0100/PARAF0100
  1.DUBOIS/LUC MR
  2  AF 006 J 28DEC 6 CDGJFK HK1  1030 1250  28DEC  E
  3  AF 007 J 04JAN 6 JFKCDG HK1  1730 0650  05JAN  E`,
    locator: null,
    creationDate: null,
    segments: [
      seg("AF 6 J 2024-12-28 CDG JFK HK 1 10:30 12:50"),
      seg("AF 7 J 2025-01-04 JFK CDG HK 1 17:30 06:50", { arrivalDate: "2025-01-05" }),
    ],
  },
  {
    name: "year inference from the creation date, not the (later) reference date",
    ref: "2025-06-01",
    text: `RP/PARAF0100/PARAF0100            AA/SU  20NOV23/1043Z   OLD1YR
PARAF0100/0001AA/18NOV23
  1.DUBOIS/LUC MR
  2  AF 006 J 20DEC 3 CDGJFK HK1  1030 1250  20DEC  E
  3  AF 007 J 05JAN 5 JFKCDG HK1  1730 0650  06JAN  E`,
    creationDate: "2023-11-18",
    segments: [
      seg("AF 6 J 2023-12-20 CDG JFK HK 1 10:30 12:50"),
      seg("AF 7 J 2024-01-05 JFK CDG HK 1 17:30 06:50", { arrivalDate: "2024-01-06" }),
    ],
  },
  {
    name: "departure terminal column and *1A/E* e-ticket mark",
    text: `RP/MIA1S2100/MIA1S2100            GZ/SU  27FEB25/2308Z   RECLOC
  1.PAX/ANNE MS
  2  6X 111 Y 13OCT 1 EWRIAH HK1 C 600A 833A *1A/E*
  3  6X1610 Y 16OCT 4 IAHEWR HK1 C 640A1101A *1A/E*
  4  CI 004 L 22OCT 3 TPESFO HK1        2  1140P 640P   *1A/E*`,
    segments: [
      seg("6X 111 Y 2025-10-13 EWR IAH HK 1 06:00 08:33", { eticket: true }),
      seg("6X 1610 Y 2025-10-16 IAH EWR HK 1 06:40 11:01", { eticket: true }),
      seg("CI 4 L 2025-10-22 TPE SFO HK 1 23:40 18:40", { eticket: true }),
    ],
  },
  {
    name: "long display: DK status, stops/equipment/meal and service lines",
    text: `RP/MVDUY2182/
  1.PEREZ/JUAN MR
  2  CM 284 Y 01OCT 3*MVDPTY DK1  0043 0608  01OCT  E  0 7M9 M
     DUPLICATE LEG-UA7120
     ETKT ELIGIBLE
     SEE RTSVC
  3  CM 177 Y 01OCT 3*PTYPUJ DK1  0704 1048  01OCT  E  0 7M8 M
     /PASSENGER CHECK IN /CM TERMINAL 2
     SEE RTSVC`,
    locator: null,
    segments: [
      seg("CM 284 Y 2025-10-01 MVD PTY DK 1 00:43 06:08", { married: true, eticket: true }),
      seg("CM 177 Y 2025-10-01 PTY PUJ DK 1 07:04 10:48", { married: true }),
    ],
  },
  {
    name: "schedule change statuses UN, TK and HX",
    text: `RP/LON1S2100/LON1S2100            GS/SU  05JAN25/0912Z   SKD9CH
  1.JONES/MARY MS
  2  BA 303 M 12FEB 3 LHRCDG UN1  0700 0920  12FEB
  3  BA 305 M 12FEB 3 LHRCDG TK1  0810 1030  12FEB  E  BA/QQ7Y2L
  4  BA 307 M 13FEB 4 LHRCDG HX1  0900 1120  13FEB`,
    segments: [
      seg("BA 303 M 2025-02-12 LHR CDG UN 1 07:00 09:20"),
      seg("BA 305 M 2025-02-12 LHR CDG TK 1 08:10 10:30"),
      seg("BA 307 M 2025-02-13 LHR CDG HX 1 09:00 11:20"),
    ],
  },
  {
    name: "waitlisted HL segment, multi-seat booking and fare elements",
    text: `RP/DXB1S2100/DXB1S2100            GS/SU  05JAN25/0912Z   WLT4HL
  1.KHAN/IMRAN MR   2.KHAN/SARA MRS   3.KHAN/ALI MSTR(CHD/10OCT17)
  4  EK 001 J 01MAR 6 DXBLHR HL3  0745 1205  01MAR
  5  EK 003 Y 01MAR 6 DXBLHR HK3  1430 1855  01MAR  E  EK/7YH6GF
  6 FA PAX 176-2401234567/ETEK/AED12500/05JAN25/DXB1S2100/1234
       5678/S5/P1
  7 FP CASH`,
    segments: [
      seg("EK 1 J 2025-03-01 DXB LHR HL 3 07:45 12:05"),
      seg("EK 3 Y 2025-03-01 DXB LHR HK 3 14:30 18:55"),
    ],
    passengers: [{ title: "MR" }, { title: "MRS" }, { givenName: "ALI", title: "MSTR", type: "CHD" }],
  },
  {
    name: "whole paste indented, trailing spaces, and an airline locator line",
    text: `      RP/FRA1A0100/FRA1A0100            AA/SU  05JAN25/1043Z   IND3NT
        1.SCHMIDT/KLAUS DR
        2  LH 100 C 20JAN 1 FRAMUC HK1  0700 0800  20JAN  E
      *LH/ABC123
        3 RM VIP CLIENT   `,
    locator: "IND3NT",
    segments: [seg("LH 100 C 2025-01-20 FRA MUC HK 1 07:00 08:00")],
    passengers: [{ surname: "SCHMIDT", givenName: "KLAUS", title: "DR" }],
    airlineLocators: ["LH/ABC123"],
    remarks: [{ type: "RM", text: "VIP CLIENT" }],
  },
  {
    name: "itinerary lines pasted on their own, without numbers or header",
    text: `BA 847 J 25MAR 2 WAWLHR HK1          1250 1440   319 E 0 M
     SEE RTSVC
LO 281 C 27MAR 4 LHRWAW HK1          0735 0935   7M8 E 0 M`,
    locator: null,
    segments: [
      seg("BA 847 J 2025-03-25 WAW LHR HK 1 12:50 14:40", { segmentNumber: 1 }),
      seg("LO 281 C 2025-03-27 LHR WAW HK 1 07:35 09:35", { segmentNumber: 2 }),
    ],
  },
  {
    name: "29 February is placed in the next leap year",
    ref: "2027-11-01",
    text: `RP/PARAF0100/PARAF0100
  1.DUBOIS/LUC MR
  2  AF 006 J 29FEB 2 CDGJFK HK1  1030 1250  29FEB  E`,
    segments: [seg("AF 6 J 2028-02-29 CDG JFK HK 1 10:30 12:50", { arrivalDate: "2028-02-29" })],
  },
  {
    name: "non-transmitted *SSR and /SSR elements, OSI and group of continuation lines",
    text: `RP/NCE6X0100/NCE6X0100            AA/SU  05JAN25/1043Z   SSR8XX
  1.GARCIA/MARIA MS
  2  6X1561 Y 30JAN 4 NCELHR DK1  0305 0415  30JAN  E  0 320
  3 *SSR FQTV YY HK/ 6X741852963
  4 /SSR XBGS 6X HK1/S2
  5 OSI 6X CTCP 33600000000`,
    segments: [seg("6X 1561 Y 2025-01-30 NCE LHR DK 1 03:05 04:15")],
    ssrs: [
      { code: "FQTV", airline: "YY", status: "HK", count: null },
      { code: "XBGS", airline: "6X", status: "HK", count: 1, segmentNumbers: [2] },
    ],
  },
];

describe("parseReservation — Amadeus", () => {
  it.each(cases)("$name", (c) => {
    const { actual, expected } = displayExpectation("amadeus", c);
    expect(actual).toMatchObject(expected);
  });
});
