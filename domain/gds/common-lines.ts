import { readBareLocator, readLabelledLocator } from "./header-lines";
import type { DialectReader, ItemKind } from "./reservation-parts";
import type { SourceLine } from "./source-lines";
import { SSR_START } from "./ssr-text";

const STAR_BANNER = /^\*{2,3}\s*(.*?)\s*\*{2,3}(.*)$/;
const BARE_REMARK = /^(RM|RC|RX|RIR|RI)\s+(.*)$/;
const NOTEPAD = /^NP\.(.*)$/;
const FIVE_REMARK = /^5\.?([A-Z*#<-].*)$/;
const STANDALONE_LOCATOR = /^\*?([A-Z0-9]{2})\/([A-Z0-9]{5,8})$/;
const INFO_LINE = /\bEXISTS?\b|\bIN USE\b|^NO NAMES$|^NO [A-Z]+ EXISTS?$|HAS BEEN CHANGED/;

/** A locator on a line of its own, labelled or (before any content) bare; any system may print one. */
export function readLocatorLine(reader: DialectReader, line: SourceLine, trimmed: string): boolean {
  const labelled = readLabelledLocator(trimmed);
  if (labelled) {
    reader.setLocator(labelled, true);
    reader.element(line, "header", trimmed);
    return true;
  }
  if (!reader.seenContent && reader.recordLocator === null) {
    const bare = readBareLocator(trimmed);
    if (bare) {
      reader.setLocator(bare, false);
      reader.element(line, "header", trimmed);
      return true;
    }
  }
  return false;
}

/** A "** TITLE **" banner: an information line, or the start of a block whose lines it names. */
export function readBanner(reader: DialectReader, line: SourceLine, trimmed: string): boolean {
  const banner = STAR_BANNER.exec(trimmed);
  if (!banner) return false;
  const title = banner[1]!;
  if (INFO_LINE.test(title) || title === "") {
    reader.element(line, "info", trimmed);
    return true;
  }
  let items: ItemKind | "special-service" = "other";
  if (/SPECIAL SERVICE/.test(title)) items = "special-service";
  else if (/MANUAL SSR|SSR DATA/.test(title)) items = "ssr";
  else if (/VENDOR LOCATOR/.test(title)) items = "locators";
  else if (/REMARK/.test(title)) items = "remarks";
  reader.section = { kind: "block", name: title, items, segment: null, passenger: null };
  reader.element(line, "section", trimmed);
  return true;
}

/** Lines any system may show outside its own elements: SSRs, remarks, notepads, airline locators, information. */
export function readCommonLine(reader: DialectReader, line: SourceLine, trimmed: string): boolean {
  if (SSR_START.test(trimmed)) return reader.addSsr(line, trimmed);
  const remark = BARE_REMARK.exec(trimmed);
  if (remark) return reader.addRemark(line, remark[1]!, remark[2] ?? "");
  const notepad = NOTEPAD.exec(trimmed);
  if (notepad) return reader.addRemark(line, "NP", notepad[1] ?? "");
  const five = FIVE_REMARK.exec(trimmed);
  if (five) return reader.addRemark(line, "5", five[1] ?? "");
  const loc = STANDALONE_LOCATOR.exec(trimmed);
  if (loc) {
    reader.addAirlineLocator(loc[1]!, loc[2]!, line);
    reader.element(line, "airline-locator", trimmed);
    return true;
  }
  if (INFO_LINE.test(trimmed) && line.indent < 10) {
    reader.element(line, "info", trimmed);
    return true;
  }
  return false;
}
