import { describe, expect, it } from "vitest";
import { type DisplayCase, displayExpectation } from "./display-expectation";
import { seg } from "./segment-expectation";

// Galileo (Travelport) *R displays: "LOCATR/AG PCC …  AG 12345678 DDMMM" header, "1.1NAME" names,
// " 1. XX  nnn C  DDMMM FROTO SSn  dep # arr O*  E" segments with #/*/- day markers between the times.
const cases: DisplayCase[] = [
  {
    name: "single passenger, 24-hour times, weekday before the city pair (brief example)",
    text: `K7TQ2B/WS LONUK 9ABC12WS  AG 91234567 14JAN
  1.1HUGHES/DAVID MR
 1. BA  117 J  10JUN TU LHRJFK HK1  1125   1415  O*  E  TU
 2. BA  178 J  24JUN TU JFKLHR HK1  1930 # 0730  O*  E  TU/WE`,
    locator: "K7TQ2B",
    creationDate: "2025-01-14",
    segments: [
      seg("BA 117 J 2025-06-10 LHR JFK HK 1 11:25 14:15", { arrivalDate: "2025-06-10", eticket: true }),
      seg("BA 178 J 2025-06-24 JFK LHR HK 1 19:30 07:30", { arrivalDate: "2025-06-25", dayOffset: 1 }),
    ],
    passengers: [{ nameNumber: "1.1", surname: "HUGHES", givenName: "DAVID", title: "MR" }],
  },
  {
    name: "US PCC: 12-hour times, # next day glued and spaced, OPERATED BY, marriage numbers",
    text: `WC6FVO/WS QSBIV VTL9WS  AG 99999992 08JAN
  1.1VELIKOV/IGOR
 1. ET  509 M  20MAR EWRADD HK1   915P # 935P O*         TH  1
 2. ET  921 M  22MAR ADDACC HK1   840A  1120A O*         SA  1
 3. AF 3607 M  10APR SLCCDG HK1   457P #1115A O*         TH
         OPERATED BY DELTA AIR LINES`,
    creationDate: "2025-01-08",
    segments: [
      seg("ET 509 M 2025-03-20 EWR ADD HK 1 21:15 21:35", {
        dayOffset: 1,
        married: true,
        marriageGroup: "1",
      }),
      seg("ET 921 M 2025-03-22 ADD ACC HK 1 08:40 11:20", { marriageGroup: "1" }),
      seg("AF 3607 M 2025-04-10 SLC CDG HK 1 16:57 11:15", {
        arrivalDate: "2025-04-11",
        operatingCarrier: "DELTA AIR LINES",
        married: false,
      }),
    ],
  },
  {
    name: "day markers: * is two days later, - the day before",
    text: `R2DAYS/WS QSBIV VTL9WS  AG 99999992 02JAN
  1.1KIM/MINJI MS
 1. UA 7315 E  13SEP ORDICN HK1  1155P * 400A O          SA
         OPERATED BY ASIANA AIRLINES INC
 2. UA  200 S  13AUG GUMHNL HK1   640A - 600P O          WE`,
    segments: [
      seg("UA 7315 E 2025-09-13 ORD ICN HK 1 23:55 04:00", {
        arrivalDate: "2025-09-15",
        dayOffset: 2,
        operatingCarrier: "ASIANA AIRLINES INC",
      }),
      seg("UA 200 S 2025-08-13 GUM HNL HK 1 06:40 18:00", { arrivalDate: "2025-08-12", dayOffset: -1 }),
    ],
  },
  {
    name: "family with child code, infant I/ name item and several names per line",
    text: `K7TQ2B/WS LONUK 9ABC12WS  AG 91234567 14JAN
  1.1HUGHES/DAVID MR   2.1HUGHES/SARAH MRS
  3.1HUGHES/EMMA*C08   4.I/1HUGHES/LEO*05MAY24
 1. BA  117 J  10JUN TU LHRJFK HK3  1125   1415  O*  E  TU  1`,
    segments: [seg("BA 117 J 2025-06-10 LHR JFK HK 3 11:25 14:15", { marriageGroup: "1" })],
    passengers: [
      { id: 1, nameNumber: "1.1", surname: "HUGHES", givenName: "DAVID", title: "MR", type: "ADT" },
      { id: 2, nameNumber: "2.1", givenName: "SARAH", title: "MRS" },
      { id: 3, nameNumber: "3.1", givenName: "EMMA", type: "CHD", ptc: "C08" },
      {
        id: 4,
        nameNumber: "4.I/1",
        givenName: "LEO",
        type: "INF",
        isInfant: true,
        dateOfBirth: "2024-05-05",
      },
    ],
  },
  {
    name: "P-prefixed child code and infant with own seat",
    text: `W4W9FE/WS QSBIV VTL9WS  AG 99999992 08JAN
  1.1SMITH/MARGARETH   2.I/1SMITH/KATHY*23APR24
  3.1SMITH/JOHN*P-C07   4.1SMITH/MICHAEL*INS
 1. DL  890 M  20SEP RDUDTW HK3   930A  1117A O*         SA  1
 2. DL  275 M  20SEP DTWNRT HK3  1205P # 200P O*         SA  1`,
    segments: [
      seg("DL 890 M 2025-09-20 RDU DTW HK 3 09:30 11:17"),
      seg("DL 275 M 2025-09-20 DTW NRT HK 3 12:05 14:00", { arrivalDate: "2025-09-21" }),
    ],
    passengers: [
      { givenName: "MARGARETH", type: "ADT" },
      { givenName: "KATHY", isInfant: true, dateOfBirth: "2024-04-23" },
      { givenName: "JOHN", ptc: "C07", type: "CHD" },
      { givenName: "MICHAEL", ptc: "INS", type: "INF" },
    ],
  },
  {
    name: "segment without times (passive BK) and status codes HS/NO",
    text: `PSV9BK/WS QSBIV VTL9WS  AG 99999992 05JAN
  1.1LEE/ANNA MS
 1. UA 5695 Y  05SEP SFOMCI BK1                          FR
 2. CX  901 Y  26MAY HKGMNL HS1   900A  1125A            MO
 3. LO  516 D  20DEC KIVWAW NO1   555P   645P            SA`,
    segments: [
      seg("UA 5695 Y 2025-09-05 SFO MCI BK 1 - -", { passive: true, arrivalDate: null }),
      seg("CX 901 Y 2025-05-26 HKG MNL HS 1 09:00 11:25"),
      seg("LO 516 D 2025-12-20 KIV WAW NO 1 17:55 18:45"),
    ],
  },
  {
    name: "noon and midnight times",
    text: `NNMM12/WS QSBIV VTL9WS  AG 99999992 05JAN
  1.1LEE/ANNA MS
 1. UA  196 K  28FEB GUMNRT HK1  1200N   255P O*       E FR
 2. UA  837 K  01MAR NRTSFO HK1   505P  1200M O*       E SA`,
    segments: [
      seg("UA 196 K 2025-02-28 GUM NRT HK 1 12:00 14:55", { eticket: true }),
      seg("UA 837 K 2025-03-01 NRT SFO HK 1 17:05 00:00"),
    ],
  },
  {
    name: "phone, ticketing, notepad, vendor locator and form of payment sections",
    text: `8PG6RQ/WS QSBIV VTL9WS  AG 05578602 05JAN
  1.1LIBERMANE/MARINA
 1. AT  262 D  20SEP NBOCMN HK1   650A   255P O*       E SA
** FILED FARE DATA EXISTS **           >*FF;
** VENDOR LOCATOR DATA EXISTS **       >*VL;
FONE-SFOR*800-750-2238
  2. SFOE*JOHN//SMITH.COM
FOP -VIXXXXXXXXXXXX6661/D0828
TKTG-TAU/FR04MAY
NOTE-
  1. GD-PRINCE/1588/FOR STANISLAW/2838 WS 05APR 1247Z
  2. DEV TESTING PLS IGNORE WS 05APR 1247Z
VLOC-AT*ZK8L1P/05JAN 1249`,
    segments: [seg("AT 262 D 2025-09-20 NBO CMN HK 1 06:50 14:55")],
    remarks: [
      { type: "NOTE", text: "GD-PRINCE/1588/FOR STANISLAW/2838 WS 05APR 1247Z" },
      { type: "NOTE", text: "DEV TESTING PLS IGNORE WS 05APR 1247Z" },
    ],
    airlineLocators: ["AT/ZK8L1P"],
  },
  {
    name: "notepad item wrapped onto an indented second line",
    text: `NOTEWR/WS QSBIV VTL9WS  AG 05578602 05JAN
  1.1SMITH/JOHNY
 1. BA  286 W  02FEB SFOLHR HK1   435P # 1055A O*       E SU
NOTE-
  1. GD-KEITH/1251/FOR ELDAR/20744/LEAD-7735630 IN 711M WS 26MAR
      1706Z`,
    segments: [seg("BA 286 W 2025-02-02 SFO LHR HK 1 16:35 10:55", { dayOffset: 1 })],
    remarks: [{ type: "NOTE", text: "GD-KEITH/1251/FOR ELDAR/20744/LEAD-7735630 IN 711M WS 26MAR 1706Z" }],
  },
  {
    name: "special service block: segment and passenger related SSRs",
    text: `SSR4BK/WS QSBIV VTL9WS  AG 99999992 08JAN
  1.1SMITH/MARGARETH   2.1SMITH/JOHN
 1. DL  890 M  20SEP RDUDTW HK2   930A  1117A O*         SA  1
** SPECIAL SERVICE REQUIREMENT **
SEGMENT/PASSENGER RELATED
S 1. DL  0890 M  20SEP RDUDTW
    P 1. SMITH/MARGARETH  VGML PN 1
                          LANG PN 1  ONLY SPEAKS JAPANESE
    P 2. SMITH/JOHN       WCHR KK 1`,
    segments: [seg("DL 890 M 2025-09-20 RDU DTW HK 2 09:30 11:17")],
    ssrs: [
      { code: "VGML", status: "PN", count: 1, passengerIds: [1], segmentNumbers: [1] },
      { code: "LANG", passengerIds: [1], text: "ONLY SPEAKS JAPANESE" },
      { code: "WCHR", status: "KK", passengerIds: [2], segmentNumbers: [1] },
    ],
    passengers: [{ ssrCodes: ["VGML", "LANG"] }, { ssrCodes: ["WCHR"] }],
  },
  {
    name: "manual SSR data with DOCS wrapped and a -1NAME association",
    text: `71XTRQ/WS QSBIV VTL9WS  AG 05578602 08JAN
  1.1LIBERMANE/MARINA   2.1LIBERMANE/LEPIN
 1. PS  898 D  10MAY KIVKBP HK2   720A   825A O          SA  2
** MANUAL SSR DATA **
  1. SSRDOCSPS HK  1 /P/LV/X2345/LV/01JAN80/F/11MAR30/LIBERMANE/MA-
                     RINA-1LIBERMANE/MARINA
  2. SSRDOCSPS HK  1 /P/LV/X6789/LV/02FEB82/M/11MAR31/LIBERMANE/LEPIN-2LIBERMANE/LEPIN`,
    segments: [seg("PS 898 D 2025-05-10 KIV KBP HK 2 07:20 08:25", { marriageGroup: "2" })],
    ssrs: [
      { code: "DOCS", airline: "PS", status: "HK", count: 1, passengerIds: [1] },
      { code: "DOCS", airline: "PS", passengerIds: [2] },
    ],
  },
  {
    name: "hotel and car segments with wrapped details",
    text: `Q5V0H0/WS QSBIV VTL9WS  AG 05578602 12JAN
  1.1RZAEV/ELDAR
 1. PS  898 N  20SEP KIVKBP HK1   720A   825A O*       E SA  1
 2. PS  185 N  20SEP KBPRIX HK1   920A  1055A O*       E SA  1
 3. HHL LW HK1  RIX 20SEP-21SEP  1NT 28550  GRAND PALACE HOTEL
      1L051ZZZ-1/RG-EUR195.00/AGT05578602/G-VIXXXXXXXXXXXX2556EX
    P0123/NM-RZAEV ELDAR/CF-123590363*
 4. CCR AC HK1  RIX 20SEP-21SEP ICMR/RG-EUR30.00DY-UNL MI -FLYDR
    V/BS-05578602/PUP-RIXO01/RC-FLYDRV-DS/DT-1200/NM-RZAEV ELDAR`,
    segments: [
      seg("PS 898 N 2025-09-20 KIV KBP HK 1 07:20 08:25"),
      seg("PS 185 N 2025-09-20 KBP RIX HK 1 09:20 10:55"),
    ],
    otherSegments: [
      {
        segmentNumber: 3,
        kind: "hotel",
        code: "HHL",
        vendor: "LW",
        location: "RIX",
        startDate: "2025-09-20",
        endDate: "2025-09-21",
      },
      { segmentNumber: 4, kind: "car", code: "CCR", vendor: "AC", location: "RIX", startDate: "2025-09-20" },
    ],
  },
  {
    name: "ARNK and OTH segments between flights",
    text: `ARN5OT/WS QSBIV VTL9WS  AG 05578602 02JAN
  1.1NOWAK/PIOTR MR
 1. LO  281 C  25MAR LHRWAW HK1  0735   0935   O*  E  TU
 2. ARNK
 3. LO  380 C  30MAR KRKLHR HK1  1450   1620   O*  E  SU
 4. OTH ZO BK1  XXX 31DEC-PRESERVEPNR`,
    segments: [
      seg("LO 281 C 2025-03-25 LHR WAW HK 1 07:35 09:35", { segmentNumber: 1 }),
      seg("LO 380 C 2025-03-30 KRK LHR HK 1 14:50 16:20", { segmentNumber: 3 }),
    ],
    otherSegments: [
      { segmentNumber: 2, kind: "arnk" },
      { segmentNumber: 4, kind: "misc", code: "OTH", status: "BK", location: "XXX", startDate: "2025-12-31" },
    ],
  },
  {
    name: "garbage between sections is unparsed",
    text: `GRBG12/WS QSBIV VTL9WS  AG 05578602 02JAN
  1.1NOWAK/PIOTR MR
 1. LO  281 C  25MAR LHRWAW HK1  0735   0935   O*  E  TU
lorem ipsum dolor sit amet
FONE-WAW*48 22 000 00 00
#### 12345 ####`,
    segments: [seg("LO 281 C 2025-03-25 LHR WAW HK 1 07:35 09:35")],
    unparsed: [4, 6],
  },
  {
    name: "CRLF line endings and tab separators",
    text: "CRLF77/WS QSBIV VTL9WS  AG 05578602 02JAN\r\n  1.1NOWAK/PIOTR MR\r\n 1. LO  281 C  25MAR LHRWAW HK1\t0735   0935   O*  E  TU\r\n 2. LO  282 C  29MAR WAWLHR HK1  1035\t 1240   O*  E  SA\r\n",
    locator: "CRLF77",
    segments: [
      seg("LO 281 C 2025-03-25 LHR WAW HK 1 07:35 09:35"),
      seg("LO 282 C 2025-03-29 WAW LHR HK 1 10:35 12:40"),
    ],
  },
  {
    name: "lower-case paste",
    text: `lwr9cs/ws qsbiv vtl9ws  ag 05578602 02jan
  1.1nowak/piotr mr
 1. lo  281 c  25mar lhrwaw hk1  0735   0935   o*  e  tu
fone-waw*48 22 000 00 00`,
    locator: "LWR9CS",
    segments: [seg("LO 281 C 2025-03-25 LHR WAW HK 1 07:35 09:35", { eticket: true })],
    passengers: [{ surname: "NOWAK", givenName: "PIOTR", title: "MR" }],
  },
  {
    name: "page furniture: in-use banner, PAGE counters and prompts",
    text: `** THIS BF IS CURRENTLY IN USE **
PGS2X9/WS QSBIV VTL9WS  AG 05578602 02JAN
  1.1NOWAK/PIOTR MR
 1. LO  281 C  25MAR LHRWAW HK1  0735   0935   O*  E  TU
PAGE 1 OF 2
>MDR
 2. LO  282 C  29MAR WAWLHR HK1  1035   1240   O*  E  SA
PAGE 2 OF 2
)>`,
    locator: "PGS2X9",
    segments: [
      seg("LO 281 C 2025-03-25 LHR WAW HK 1 07:35 09:35"),
      seg("LO 282 C 2025-03-29 WAW LHR HK 1 10:35 12:40"),
    ],
  },
  {
    name: "creation date without year: the last such day on or before the reference date",
    ref: "2025-02-10",
    text: `YRINF1/WS QSBIV VTL9WS  AG 05578602 20NOV
  1.1NOWAK/PIOTR MR
 1. LO  281 C  15DEC LHRWAW HK1  0735   0935   O*  E  MO
 2. LO  282 C  05JAN WAWLHR HK1  1035   1240   O*  E  SU`,
    creationDate: "2024-11-20",
    segments: [
      seg("LO 281 C 2024-12-15 LHR WAW HK 1 07:35 09:35"),
      seg("LO 282 C 2025-01-05 WAW LHR HK 1 10:35 12:40"),
    ],
  },
  {
    name: "new-year crossing: December header, January return",
    ref: "2024-12-20",
    text: `NWYR25/WS QSBIV VTL9WS  AG 05578602 18DEC
  1.1NOWAK/PIOTR MR
 1. LO  281 C  30DEC LHRWAW HK1  2135 # 0035   O*  E  MO
 2. LO  282 C  03JAN WAWLHR HK1  1035   1240   O*  E  FR`,
    creationDate: "2024-12-18",
    segments: [
      seg("LO 281 C 2024-12-30 LHR WAW HK 1 21:35 00:35", { arrivalDate: "2024-12-31" }),
      seg("LO 282 C 2025-01-03 WAW LHR HK 1 10:35 12:40"),
    ],
  },
  {
    name: "12-hour afternoon arrival and a short OPERATED BY name",
    text: `9FLVD6/WS QSBIV VTL9WS  AG 91291233 03JAN
  1.1HAJARI/VIJAY MR   2.1HAJARI/BHARTI MRS
 1. SN 2184 K  31JAN MANBRU HK2   610A   830A O*       E FR  1
 2. SN  601 K  31JAN BRUBOM HK2  1015A  1125P O*       E FR  1
         OPERATED BY CITYJET`,
    segments: [
      seg("SN 2184 K 2025-01-31 MAN BRU HK 2 06:10 08:30"),
      seg("SN 601 K 2025-01-31 BRU BOM HK 2 10:15 23:25", { operatingCarrier: "CITYJET" }),
    ],
    passengers: [{ givenName: "VIJAY" }, { givenName: "BHARTI" }],
  },
  {
    name: "schedule change: UN, TK and HX statuses",
    text: `SKDCHG/WS QSBIV VTL9WS  AG 05578602 06JAN
  1.1SMITH/JOHN
 1. DL 3962 Y  20SEP JFKIAD UN1   810A   931A O*       E SA
 2. DL 5414 Y  20SEP JFKIAD TK1   810A   931A O*         SA
         OPERATED BY ENDEAVOR AIR DBA DELTA
 3. DL 5500 Y  21SEP IADJFK HX1   700A   820A O*         SU`,
    segments: [
      seg("DL 3962 Y 2025-09-20 JFK IAD UN 1 08:10 09:31", { eticket: true }),
      seg("DL 5414 Y 2025-09-20 JFK IAD TK 1 08:10 09:31", {
        operatingCarrier: "ENDEAVOR AIR DBA DELTA",
        eticket: false,
      }),
      seg("DL 5500 Y 2025-09-21 IAD JFK HX 1 07:00 08:20"),
    ],
  },
  {
    name: "other supplementary information block and seat data block",
    text: `OSI3SD/WS QSBIV VTL9WS  AG 99999992 08JAN
  1.1SMITH/MARGARETH   2.1SMITH/JOHN
 1. DL  890 M  20SEP RDUDTW HK2   930A  1117A O*         SA  1
** OTHER SUPPLEMENTARY INFORMATION **
CARRIER RELATED
  1. YY  1CHD SHIELDS/BMISS AGED 6YRS
** SEAT DATA **
 1. DL 0890 M  20SEP RDUDTW
     1. SMITH/MARGARETH   HK  17C            SA            AIR`,
    segments: [seg("DL 890 M 2025-09-20 RDU DTW HK 2 09:30 11:17")],
  },
  {
    name: "received-from and ticketed TKTG line with electronic data banner",
    text: `RLHFDY/WS QSBIV VTL9WS  AG 05578602 06JAN
  1.1SMITH/JOHN
 1. DL 3962 Y  20SEP JFKIAD HK1   810A   931A O*       E SA
** ELECTRONIC DATA EXISTS **           >*HTE;
FONE-SFOR*800-750-2238
FOP -CK
TKTG-T*QSB 06JAN1610Z WS AG
RCVD-JOHN SMITH`,
    segments: [seg("DL 3962 Y 2025-09-20 JFK IAD HK 1 08:10 09:31", { eticket: true })],
  },
  {
    name: "names with hyphen, apostrophe and multiple given names",
    text: `NAMES1/WS QSBIV VTL9WS  AG 99999992 08JAN
  1.1O'BRIEN/MARY ANNE MRS   2.1SMITH-JONES/PETER JOHN MR
 1. EI  105 J  10MAR DUBJFK HK2  1100   1330   O*  E  MO`,
    segments: [seg("EI 105 J 2025-03-10 DUB JFK HK 2 11:00 13:30")],
    passengers: [
      { surname: "O'BRIEN", givenName: "MARY ANNE", title: "MRS" },
      { surname: "SMITH-JONES", givenName: "PETER JOHN", title: "MR" },
    ],
  },
  {
    name: "waitlist HL and request statuses on a multi-passenger booking",
    text: `WLHL33/WS QSBIV VTL9WS  AG 99999992 08JAN
  1.2PARK/JIN MR/SOO MRS
 1. KE   82 C  01APR JFKICN HL2  1300 # 1705  O*     TU
 2. KE   86 Y  01APR JFKICN HK2  0030 * 0430  O*  E  TU`,
    segments: [
      seg("KE 82 C 2025-04-01 JFK ICN HL 2 13:00 17:05", { arrivalDate: "2025-04-02" }),
      seg("KE 86 Y 2025-04-01 JFK ICN HK 2 00:30 04:30", { arrivalDate: "2025-04-03", dayOffset: 2 }),
    ],
    passengers: [
      { nameNumber: "1.2", surname: "PARK", givenName: "JIN", title: "MR" },
      { nameNumber: "1.2", surname: "PARK", givenName: "SOO", title: "MRS" },
    ],
  },
  {
    name: "airline locators in the VLOC section with a second item",
    text: `VLOC22/WS QSBIV VTL9WS  AG 99999992 08JAN
  1.1SMITH/ANN MS
 1. DL   51 U  14JUL LHRSLC HK1  1010A   139P O*       E MO  1
 2. KL 1002 U  20JUL AMSLHR HK1   700A   720A O*       E SU
VLOC-DL*JORYVY///SWI/DL/A/GB/08JAN 1437
  2. KL*K7LM9P/08JAN 1440`,
    segments: [
      seg("DL 51 U 2025-07-14 LHR SLC HK 1 10:10 13:39"),
      seg("KL 1002 U 2025-07-20 AMS LHR HK 1 07:00 07:20"),
    ],
    airlineLocators: ["DL/JORYVY", "KL/K7LM9P"],
  },
];

describe("parseReservation — Galileo", () => {
  it.each(cases)("$name", (c) => {
    const { actual, expected } = displayExpectation("galileo", c);
    expect(actual).toMatchObject(expected);
  });
});
