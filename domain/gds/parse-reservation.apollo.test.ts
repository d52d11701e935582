import { describe, expect, it } from "vitest";
import { type DisplayCase, displayExpectation } from "./display-expectation";
import { seg } from "./segment-expectation";

// Apollo (Travelport) *R displays: Travelport header, " 1.1NAME" names,
// " 1 XXnnnC DDMMM FROTO SSn   dep  arr|*   WE/TH   E  1" segments: no weekday before the city pair,
// day markers after the arrival time (|, #, + next day, a digit for more, - the day before),
// "*" = confirmed by the airline; keyed sections FONE-, GFAX-, RMKS-, ACKN-.
const cases: DisplayCase[] = [
  {
    name: "brief example: # next-day marker, weekday name and E",
    text: `QWE123/AB QSBSB DYBAB   AG 23854526 10JAN
 1.1SMITH/JOHN MR
 1 UA 901Y 15MAR JFKLHR HK1   600P  645A # SU  E`,
    locator: "QWE123",
    creationDate: "2025-01-10",
    segments: [
      seg("UA 901 Y 2025-03-15 JFK LHR HK 1 18:00 06:45", {
        arrivalDate: "2025-03-16",
        dayOffset: 1,
        eticket: true,
      }),
    ],
    passengers: [{ nameNumber: "1.1", surname: "SMITH", givenName: "JOHN", title: "MR" }],
  },
  {
    name: "| next day and 2 for two days, confirmed stars, marriage numbers",
    text: `WCCBRA/JB DTWOU UD3/JB  AG 23860281 12JAN
 1.1LEHMAN/LORA CINDY
 1 CZ 328T 21APR LAXCAN HK1  1150P  540A2*      MO/WE   E
 2 CZ3203Y 23APR CANXIY HK1   915A 1145A *         WE   E
 3 UA 999S 19DEC EWRBRU HK1   635P  750A|*      FR/SA   E  1`,
    segments: [
      seg("CZ 328 T 2025-04-21 LAX CAN HK 1 23:50 05:40", { arrivalDate: "2025-04-23", dayOffset: 2 }),
      seg("CZ 3203 Y 2025-04-23 CAN XIY HK 1 09:15 11:45", { dayOffset: 0, married: false }),
      seg("UA 999 S 2025-12-19 EWR BRU HK 1 18:35 07:50", {
        arrivalDate: "2025-12-20",
        married: true,
        marriageGroup: "1",
      }),
    ],
    passengers: [{ surname: "LEHMAN", givenName: "LORA CINDY", title: null }],
  },
  {
    name: "+ as next-day marker and OPERATED BY",
    text: `ET5OPB/ZZ QSBSB DYBZZ   AG 23854526 02JAN
 1.1ABEBE/KEBEDE MR
 1 ET 915T 6FEB DLAADD SS1   225P  855P *         TH   E  2
 2 ET 500T 6FEB ADDIAD SS1  1050P  815A+*      TH/FR   E  2
 3 UA5806K 7FEB IADOKC SS1   530P  726P *         FR   E
        OPERATED BY SKYWEST DBA UNITED EXPRESS`,
    segments: [
      seg("ET 915 T 2025-02-06 DLA ADD SS 1 14:25 20:55", { marriageGroup: "2" }),
      seg("ET 500 T 2025-02-06 ADD IAD SS 1 22:50 08:15", { arrivalDate: "2025-02-07", marriageGroup: "2" }),
      seg("UA 5806 K 2025-02-07 IAD OKC SS 1 17:30 19:26", {
        operatingCarrier: "SKYWEST DBA UNITED EXPRESS",
      }),
    ],
  },
  {
    name: "noon departure and multiple OPERATED BY lines for a hidden stop",
    text: `UAN00N/ZZ QSBSB DYBZZ   AG 23854526 02JAN
 1.1SANTOS/MARIA MRS
 1 UA 196K 28JUN GUMNRT HK1  1200N  255P *         SA   E  1
 2 DL9318X 17FEB KGLAMS HK1   825P  600A|*      MO/TU   E  4
         OPERATED BY KLM ROYAL DUTCH AIRL  KGL-EBB
         OPERATED BY KLM ROYAL DUTCH AIRL  EBB-AMS`,
    segments: [
      seg("UA 196 K 2025-06-28 GUM NRT HK 1 12:00 14:55"),
      seg("DL 9318 X 2025-02-17 KGL AMS HK 1 20:25 06:00", {
        operatingCarrier: "KLM ROYAL DUTCH AIRL",
        arrivalDate: "2025-02-18",
      }),
    ],
  },
  {
    name: "spaces around the booking class and no weekday",
    text: `BAQ28J/ZZ QSBSB DYBZZ   AG 23854526 02JAN
 1.1OTIENO/JAMES MR
 1 BA  64 Q28JUN NBOLHR HK1  1120P  615A |*
 2 BA 239 Q01JUL LHRBOS HK1   755P 1010P  *`,
    segments: [
      seg("BA 64 Q 2025-06-28 NBO LHR HK 1 23:20 06:15", { arrivalDate: "2025-06-29" }),
      seg("BA 239 Q 2025-07-01 LHR BOS HK 1 19:55 22:10", { arrivalDate: "2025-07-01" }),
    ],
  },
  {
    name: "unconfirmed and ticketed statuses UN, WK, TK, HX",
    text: `PSK5H4/LD QSBSB DYBLD   AG 05578602 13JAN
 1.1CARRIAGA/DIVINE
 1 CZ6896Y 24APR XIYDNH UN1   110P  340P *         TH   E
 2 CZ6885Y 04MAY KHGCAN WK1  1155A  735P *         SU   E
 3 CZ6885Y 04MAY KHGCAN TK1  1145A  735P *         SU   E
 4 PR 152X 20AUG CEBLAX HX1   830P  700P *         WE   E`,
    segments: [
      seg("CZ 6896 Y 2025-04-24 XIY DNH UN 1 13:10 15:40"),
      seg("CZ 6885 Y 2025-05-04 KHG CAN WK 1 11:55 19:35"),
      seg("CZ 6885 Y 2025-05-04 KHG CAN TK 1 11:45 19:35"),
      seg("PR 152 X 2025-08-20 CEB LAX HX 1 20:30 19:00"),
    ],
  },
  {
    name: "passive segments without times and ARNK",
    text: `FAKE99/ZZ QSBSB DYBZZ   AG 23854526 02JAN
 1.1DOE/JANE MS
 1 DL1234Y 15DEC EWRLHR GK1                        MO
 2   ARNK
 3 DL1234Y 25DEC TYOLHR GK1                        TH`,
    segments: [
      seg("DL 1234 Y 2025-12-15 EWR LHR GK 1 - -", { passive: true, segmentNumber: 1, arrivalDate: null }),
      seg("DL 1234 Y 2025-12-25 TYO LHR GK 1 - -", { segmentNumber: 3 }),
    ],
    otherSegments: [{ segmentNumber: 2, kind: "arnk", code: "ARNK" }],
  },
  {
    name: "car, tour and OTH segments",
    text: `N5JNNK/6Y QSBSB DYB6Y   AG 23854526 11JAN
 1.1HIRTH/STEVEN
 1 CCR ZE KK1 QRL 23FEB-25FEB MCMR/RG-EUR39.42DY-UNL 39.42XH/BS-05578602
 2 ET 501S 23FEB IADADD GK1  1030A  740A|       SU/MO
 3 TUR ZZ BK1  DTW 01JUL-**HOLD**
 4 OTH ZO BK1  XXX 27SEP-PRESERVEPNR`,
    segments: [
      seg("ET 501 S 2025-02-23 IAD ADD GK 1 10:30 07:40", { arrivalDate: "2025-02-24", passive: true }),
    ],
    otherSegments: [
      {
        segmentNumber: 1,
        kind: "car",
        code: "CCR",
        vendor: "ZE",
        status: "KK",
        count: 1,
        location: "QRL",
        startDate: "2025-02-23",
        endDate: "2025-02-25",
      },
      { segmentNumber: 3, kind: "tour", code: "TUR", location: "DTW", startDate: "2025-07-01" },
      { segmentNumber: 4, kind: "misc", code: "OTH", vendor: "ZO", startDate: "2025-09-27" },
    ],
  },
  {
    name: "GFAX SSRs with -1NAME association, wrapped at column 64 without indent",
    text: `TBD0BS/BG QSBSB DYB/BG  AG 23854526 09JAN
 1.1TORMEN/JOSEPH NANA   2.1TORMEN/AMA
 1 UA 999K 23JUL EWRBRU HK2   620P  745A|*      WE/TH   E
GFAX-SSRDOCSUAHK1/////06SEP56/M//TORMEN/JOSEPH/NANA-1TORMEN/JOSE
PH NANA
   2 SSRVGMLUAHK1 EWRBRU 0999K 23JUL-2TORMEN/AMA
   3 OSIYY RLOC QTS1VN4069O`,
    segments: [seg("UA 999 K 2025-07-23 EWR BRU HK 2 18:20 07:45")],
    ssrs: [
      {
        code: "DOCS",
        airline: "UA",
        status: "HK",
        count: 1,
        passengerIds: [1],
        text: "/////06SEP56/M//TORMEN/JOSEPH/NANA-1TORMEN/JOSEPH NANA",
      },
      { code: "VGML", airline: "UA", passengerIds: [2] },
    ],
    passengers: [{ ssrCodes: ["DOCS"] }, { ssrCodes: ["VGML"] }],
  },
  {
    name: "RMKS remarks with numbered continuation items and ACKN airline locators",
    text: `TBD0BS/BG QSBSB DYB/BG  AG 23854526 09JAN
 1.1TORMEN/JOSEPH
 1 UA 999K 23JUL EWRBRU HK1   620P  745A|*      WE/TH   E
RMKS-SFOHT/*** MADE FOR YOUNG***
   2 SPLIT PTY/29JUN/BGAG/QSB/N4069O
ACKN-UA M59RSD   29JUN 1415
   2 1A X4I9VE   29JUN 1415`,
    segments: [seg("UA 999 K 2025-07-23 EWR BRU HK 1 18:20 07:45")],
    remarks: [
      { type: "RMKS", text: "SFOHT/*** MADE FOR YOUNG***" },
      { type: "RMKS", text: "SPLIT PTY/29JUN/BGAG/QSB/N4069O" },
    ],
    airlineLocators: ["UA/M59RSD", "1A/X4I9VE"],
  },
  {
    name: "full display with banners, FONE, FOP, TKTG, ATFQ and fare lines",
    text: `** THIS PNR IS CURRENTLY IN USE **
N4LQ1J/N6 QSBSB DYBN6   AG 23854526 09JAN
   PRICING RECORDS EXISTS - SUBSCRIBER - $NME
 1.1AZIAKA/DJIFA
 3 SN 278L 11MAY LFWBRU HK1   645P  525A|*      SU/MO   E  3
 4 SN 515L 12MAY BRUIAD HK1  1015A 1255P *         MO   E  3
*** SEAT DATA EXISTS *** >9D;
FONE-SFOAS/800-750-2238 ASAP CUSTOMER SUPPORT
   2 SFOAS/BLAZE*1800 677-2943 EXT:24267
FOP:-CK
TKTG-T/QSB 28APR2302Z AW AG **ELECTRONIC DATA EXISTS** >*HTE;
*** TIN REMARKS EXIST *** >*T;
ATFQ-TKTE/PIT294UA/Z$70.00/GBG2PC/ET/CUA
 FM-USD 487.00/USD 35.60US/USD 726.36XT/USD 1248.96 - 28APR`,
    locator: "N4LQ1J",
    segments: [
      seg("SN 278 L 2025-05-11 LFW BRU HK 1 18:45 05:25", { segmentNumber: 3, arrivalDate: "2025-05-12" }),
      seg("SN 515 L 2025-05-12 BRU IAD HK 1 10:15 12:55", { segmentNumber: 4, marriageGroup: "3" }),
    ],
  },
  {
    name: "infant I/ name, child code and group field with two people",
    text: `FAM4AP/ZZ QSBSB DYBZZ   AG 23854526 02JAN
 1.2GARCIA/LUIS MR/ANA MRS   2.1GARCIA/PABLO*C07
 3.I/1GARCIA/LUCIA*10OCT24
 1 AA  67Y 02MAR MIAMAD HK3   510P  735A|*      SU/MO   E`,
    segments: [seg("AA 67 Y 2025-03-02 MIA MAD HK 3 17:10 07:35", { arrivalDate: "2025-03-03" })],
    passengers: [
      { id: 1, givenName: "LUIS", title: "MR" },
      { id: 2, givenName: "ANA", title: "MRS" },
      { id: 3, givenName: "PABLO", type: "CHD", ptc: "C07" },
      { id: 4, nameNumber: "3.I/1", givenName: "LUCIA", isInfant: true, dateOfBirth: "2024-10-10" },
    ],
  },
  {
    name: "midnight arrival written 1200M",
    text: `MIDN12/ZZ QSBSB DYBZZ   AG 23854526 02JAN
 1.1DOE/JOHN MR
 1 AS 123Y 10MAR SEALAX HK1   930P 1200M|*      MO/TU   E`,
    segments: [
      seg("AS 123 Y 2025-03-10 SEA LAX HK 1 21:30 00:00", { arrivalDate: "2025-03-11", dayOffset: 1 }),
    ],
  },
  {
    name: "previous-day arrival marker",
    text: `DATELN/ZZ QSBSB DYBZZ   AG 23854526 02JAN
 1.1DOE/JOHN MR
 1 UA 200S 13AUG GUMHNL HK1   640A  600P-*      WE/TU   E`,
    segments: [
      seg("UA 200 S 2025-08-13 GUM HNL HK 1 06:40 18:00", { arrivalDate: "2025-08-12", dayOffset: -1 }),
    ],
  },
  {
    name: "garbage lines are unparsed",
    text: `GRB9AP/ZZ QSBSB DYBZZ   AG 23854526 02JAN
 1.1DOE/JOHN MR
random notes pasted by mistake
 1 AS 123Y 10MAR SEALAX HK1   930P 1155P *         MO   E
FONE-SEA206-555-0100
~~~~~~~~~~~~~~~~`,
    segments: [seg("AS 123 Y 2025-03-10 SEA LAX HK 1 21:30 23:55")],
    unparsed: [3, 6],
  },
  {
    name: "CRLF and tabs",
    text: "CRLF88/ZZ QSBSB DYBZZ   AG 23854526 02JAN\r\n 1.1DOE/JOHN MR\r\n 1 AS 123Y 10MAR SEALAX HK1\t930P 1155P *\t\tMO   E\r\n",
    locator: "CRLF88",
    segments: [seg("AS 123 Y 2025-03-10 SEA LAX HK 1 21:30 23:55", { eticket: true })],
  },
  {
    name: "lower-case paste",
    text: `low8ap/zz qsbsb dybzz   ag 23854526 02jan
 1.1doe/john mr
 1 as 123y 10mar sealax hk1   930p 1155p *         mo   e
rmks-lower case remark`,
    locator: "LOW8AP",
    segments: [seg("AS 123 Y 2025-03-10 SEA LAX HK 1 21:30 23:55")],
    remarks: [{ type: "RMKS", text: "LOWER CASE REMARK" }],
  },
  {
    name: "page counter and scroll prompts",
    text: `PG2APL/ZZ QSBSB DYBZZ   AG 23854526 02JAN
 1.1DOE/JOHN MR
 1 AS 123Y 10MAR SEALAX HK1   930P 1155P *         MO   E
PAGE 1 OF 2
MDR
 2 AS 124Y 17MAR LAXSEA HK1   700A  950A *         MO   E
)>`,
    segments: [
      seg("AS 123 Y 2025-03-10 SEA LAX HK 1 21:30 23:55"),
      seg("AS 124 Y 2025-03-17 LAX SEA HK 1 07:00 09:50"),
    ],
  },
  {
    name: "year inference: header date without year, then next occurrence of each segment",
    ref: "2025-03-01",
    text: `YRAPL1/ZZ QSBSB DYBZZ   AG 23854526 20DEC
 1.1DOE/JOHN MR
 1 AS 123Y 28DEC SEALAX HK1   930P 1155P *         SU   E
 2 AS 124Y 05JAN LAXSEA HK1   700A  950A *         SU   E`,
    creationDate: "2024-12-20",
    segments: [
      seg("AS 123 Y 2024-12-28 SEA LAX HK 1 21:30 23:55"),
      seg("AS 124 Y 2025-01-05 LAX SEA HK 1 07:00 09:50"),
    ],
  },
  {
    name: "year inference from the reference date when no header is pasted",
    ref: "2024-12-01",
    text: ` 1.1DOE/JOHN MR
 1 AS 123Y 28DEC SEALAX HK1   930P 1155P *         SA   E
 2 AS 124Y 05JAN LAXSEA HK1   700A  950A *         SU   E`,
    locator: null,
    creationDate: null,
    segments: [
      seg("AS 123 Y 2024-12-28 SEA LAX HK 1 21:30 23:55"),
      seg("AS 124 Y 2025-01-05 LAX SEA HK 1 07:00 09:50"),
    ],
  },
  {
    name: "preamble lines before the header (supervisor and agency banners)",
    text: `SUPVR INST
2CV4 - TRAVEL SHOP              SFO
WGB3MS/WS QSBYC DPBVWS  AG 05578602 09JAN
 1.1LIB/MAR
 1 UA 123Y 10MAR SFOORD HK1   700A  115P *         MO   E`,
    locator: "WGB3MS",
    segments: [seg("UA 123 Y 2025-03-10 SFO ORD HK 1 07:00 13:15")],
    unparsed: [1, 2],
  },
  {
    name: "equipment and duration columns after the marriage number",
    text: `EQP4DR/ZZ QSBSB DYBZZ   AG 23854526 02JAN
 1.1DOE/JOHN MR
1 ET 915T 6DEC DLAADD SS1   225P  855P *         SA   E  2     4:30  788
2 ET 500T 6DEC ADDIAD SS1  1050P  815A+*      SA/SU   E  2    17:25  77L`,
    segments: [
      seg("ET 915 T 2025-12-06 DLA ADD SS 1 14:25 20:55", { marriageGroup: "2" }),
      seg("ET 500 T 2025-12-06 ADD IAD SS 1 22:50 08:15", { arrivalDate: "2025-12-07", marriageGroup: "2" }),
    ],
  },
  {
    name: "remark entered with 5 and delivery/address lines",
    text: `RMK5AP/ZZ QSBSB DYBZZ   AG 23854526 02JAN
 1.1DOE/JOHN MR
 1 AS 123Y 10MAR SEALAX HK1   930P 1155P *         MO   E
DLVR-DOE TRAVEL@1 MAIN ST@SEATTLE WA Z/98101
ADRS-DOE TRAVEL @1 MAIN ST @SEATTLE WA Z/98101
5.CALL CLIENT BEFORE TICKETING`,
    segments: [seg("AS 123 Y 2025-03-10 SEA LAX HK 1 21:30 23:55")],
    remarks: [{ type: "5", text: "CALL CLIENT BEFORE TICKETING" }],
  },
  {
    name: "SSR lines pasted without the GFAX header, TKNE with segment reference",
    text: `TKNE77/ZZ QSBSB DYBZZ   AG 23854526 02JAN
 1.1RANA/NIKITA MS
 3 QR 557I 21AUG BOMDOH HK1   410A  455A *         TH   E  2
 4 QR 701I 21AUG DOHJFK HK1   815A  300P *         TH   E  2
SSRTKNEQRHK01 BOMDOH 0557I 21AUG-1RANA/NIKITA.1577823489322C3
SSRFPMLQRKK1 BOMDOH 0557I21AUG`,
    segments: [
      seg("QR 557 I 2025-08-21 BOM DOH HK 1 04:10 04:55", { segmentNumber: 3 }),
      seg("QR 701 I 2025-08-21 DOH JFK HK 1 08:15 15:00", { segmentNumber: 4 }),
    ],
    ssrs: [
      { code: "TKNE", airline: "QR", status: "HK", count: 1, passengerIds: [1] },
      { code: "FPML", airline: "QR", status: "KK", count: 1 },
    ],
  },
  {
    name: "second-page paste that starts at the segments (no header, no names)",
    text: ` 5 LH 401Y 22MAR JFKFRA HK1   430P  610A|*      SA/SU   E
 6 LH 902Y 23MAR FRALHR HK1   835A  920A *         SU   E
FONE-SFOAS/800-750-2238`,
    locator: null,
    segments: [
      seg("LH 401 Y 2025-03-22 JFK FRA HK 1 16:30 06:10", { segmentNumber: 5, arrivalDate: "2025-03-23" }),
      seg("LH 902 Y 2025-03-23 FRA LHR HK 1 08:35 09:20", { segmentNumber: 6 }),
    ],
  },
];

describe("parseReservation — Apollo", () => {
  it.each(cases)("$name", (c) => {
    const { actual, expected } = displayExpectation("apollo", c);
    expect(actual).toMatchObject(expected);
  });
});
