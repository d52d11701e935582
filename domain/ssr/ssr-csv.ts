import Papa from "papaparse";
import { formatMinor } from "../money";
import {
  csvColumnOfIssuePath,
  isSsrCsvColumn,
  REQUIRED_SSR_CSV_COLUMNS,
  SSR_CSV_COLUMN_BY_FIELD,
  SSR_CSV_COLUMNS,
  type SsrCsvColumn,
  type SsrCsvRow,
  ssrCsvRowSchema,
} from "./ssr-csv-row.schema";
import type { SsrDefinitionField, SsrDefinitionInput } from "./ssr-definition.schema";

/** rowNumber is the spreadsheet row (header = 1); field is null when the whole row or file is at fault. */
export type SsrCsvError = { rowNumber: number; field: SsrCsvColumn | null; message: string };

export type ParsedSsrCsv = {
  rows: { rowNumber: number; value: SsrDefinitionInput }[];
  errors: SsrCsvError[];
  warnings: string[];
  /** Known columns present in the header; absent optional columns leave existing values untouched on import. */
  columns: SsrCsvColumn[];
};

export type SsrFieldChange = {
  [K in SsrDefinitionField]: { field: K; from: SsrDefinitionInput[K]; to: SsrDefinitionInput[K] };
}[SsrDefinitionField];

export type SsrImportPlan = {
  toAdd: SsrDefinitionInput[];
  toUpdate: { code: string; changes: SsrFieldChange[]; value: SsrDefinitionInput }[];
  unchanged: number;
  errors: SsrCsvError[];
};

const BOM = "\uFEFF";
// Export prefixes cells starting with these with an apostrophe so spreadsheets do not run them as formulas.
const ESCAPED_FORMULA = /^'(?=[=+\-@])/;

export function parseSsrCsv(text: string): ParsedSsrCsv {
  const source = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  const errors: SsrCsvError[] = [];
  const warnings: string[] = [];
  const parsed = Papa.parse<string[]>(source, {
    delimiter: detectDelimiter(source),
    header: false,
    // Blank lines are kept so record indexes stay equal to spreadsheet rows; they are skipped below.
    skipEmptyLines: false,
  });
  const records = parsed.data;

  const brokenRows = new Set<number>();
  for (const error of parsed.errors) {
    if (error.row === undefined) continue;
    brokenRows.add(error.row);
    const message =
      error.code === "MissingQuotes"
        ? 'A quoted value is never closed: check for a missing "'
        : `Malformed quotes: ${error.message}`;
    errors.push({ rowNumber: error.row + 1, field: null, message });
  }

  const headerIndex = records.findIndex((record) => !isBlankRecord(record));
  const header = records[headerIndex];
  if (header === undefined) {
    return {
      rows: [],
      errors: [{ rowNumber: 1, field: null, message: "The file is empty" }],
      warnings,
      columns: [],
    };
  }
  const headerRowNumber = headerIndex + 1;

  const columnIndexes = new Map<SsrCsvColumn, number>();
  const unnamedIndexes: number[] = [];
  header.forEach((cell, index) => {
    const name = normaliseHeader(cell);
    if (name === "") {
      unnamedIndexes.push(index);
    } else if (!isSsrCsvColumn(name)) {
      warnings.push(`Unknown column "${cell.trim()}" was ignored`);
    } else if (columnIndexes.has(name)) {
      errors.push({
        rowNumber: headerRowNumber,
        field: name,
        message: `Column "${name}" appears more than once`,
      });
    } else {
      columnIndexes.set(name, index);
    }
  });
  for (const column of REQUIRED_SSR_CSV_COLUMNS) {
    if (!columnIndexes.has(column)) {
      errors.push({
        rowNumber: headerRowNumber,
        field: column,
        message: `Required column "${column}" is missing`,
      });
    }
  }
  const columns = SSR_CSV_COLUMNS.filter((column) => columnIndexes.has(column));
  if (errors.some((error) => error.rowNumber === headerRowNumber)) {
    return { rows: [], errors, warnings, columns };
  }

  const rows: ParsedSsrCsv["rows"] = [];
  const firstRowOfCode = new Map<string, number>();
  let unnamedColumnHasData = false;

  for (let index = headerIndex + 1; index < records.length; index++) {
    const record = records[index];
    if (record === undefined || isBlankRecord(record) || brokenRows.has(index)) continue;
    const rowNumber = index + 1;
    const rowErrors: SsrCsvError[] = [];

    if (unnamedIndexes.some((i) => (record[i] ?? "").trim() !== "")) unnamedColumnHasData = true;
    if (record.slice(header.length).some((cell) => cell.trim() !== "")) {
      rowErrors.push({
        rowNumber,
        field: null,
        message: "Row has more values than the header has columns (a comma inside text that is not quoted?)",
      });
    }

    const row: SsrCsvRow = {};
    for (const [column, columnIndex] of columnIndexes) {
      row[column] = (record[columnIndex] ?? "").trim().replace(ESCAPED_FORMULA, "");
    }

    const code = (row.code ?? "").toUpperCase();
    const firstRow = firstRowOfCode.get(code);
    if (firstRow !== undefined) {
      rowErrors.push({
        rowNumber,
        field: "code",
        message: `Duplicate code ${code}: already on row ${firstRow}`,
      });
    } else if (/^[A-Z]{4}$/.test(code)) {
      firstRowOfCode.set(code, rowNumber);
    }

    const result = ssrCsvRowSchema.safeParse(row);
    if (!result.success) {
      for (const issue of result.error.issues) {
        rowErrors.push({ rowNumber, field: csvColumnOfIssuePath(issue.path), message: issue.message });
      }
    }
    if (rowErrors.length > 0 || !result.success) {
      errors.push(...rowErrors);
    } else {
      rows.push({ rowNumber, value: result.data });
    }
  }

  if (unnamedColumnHasData) warnings.push("A column without a header name was ignored");
  errors.sort((a, b) => a.rowNumber - b.rowNumber);
  return { rows, errors, warnings, columns };
}

/** Matches rows to existing definitions by code; optional columns missing from the file keep their current values. */
export function planSsrImport(parsed: ParsedSsrCsv, existing: readonly SsrDefinitionInput[]): SsrImportPlan {
  const existingByCode = new Map(existing.map((definition) => [definition.code, definition]));
  const present = new Set(parsed.columns);
  const plan: SsrImportPlan = { toAdd: [], toUpdate: [], unchanged: 0, errors: parsed.errors };

  for (const { value } of parsed.rows) {
    const current = existingByCode.get(value.code);
    if (current === undefined) {
      plan.toAdd.push(value);
      continue;
    }
    const merged = { ...value };
    const changes: SsrFieldChange[] = [];
    for (const field of Object.keys(SSR_CSV_COLUMN_BY_FIELD) as SsrDefinitionField[]) {
      if (!present.has(SSR_CSV_COLUMN_BY_FIELD[field])) {
        copyField(merged, current, field);
        continue;
      }
      const change = diffField(current, value, field);
      if (change) changes.push(change);
    }
    if (changes.length === 0) plan.unchanged++;
    else plan.toUpdate.push({ code: value.code, changes, value: merged });
  }
  return plan;
}

export function serialiseSsrCsv(
  definitions: readonly SsrDefinitionInput[],
  options: { bom?: boolean } = {},
): string {
  const data = definitions.map((definition) => [
    definition.code,
    definition.description,
    formatMinor(definition.defaultPriceCents),
    definition.currency,
    definition.gdsFormatAmadeus ?? "",
    definition.gdsFormatGalileo ?? "",
    String(definition.isChargeable),
    String(definition.documentationRequired),
    definition.airlineRulesUrl ?? "",
  ]);
  const csv = Papa.unparse({ fields: [...SSR_CSV_COLUMNS], data }, { newline: "\r\n", escapeFormulae: true });
  // Papa ends a header-only file with a line break but not one with rows.
  return `${options.bom ? BOM : ""}${csv.endsWith("\r\n") ? csv : `${csv}\r\n`}`;
}

export const SSR_CSV_TEMPLATE = [
  SSR_CSV_COLUMNS.join(","),
  'WCHR,"Wheelchair for distance to/from the aircraft; passenger can climb steps",0.00,USD,SR WCHR/S2/P1,SI.P1S2/WCHR,false,false,',
  'PETC,"Pet in the cabin (species, weight with container, container size)",70.00,USD,SR PETC-CAT 6KG CARRIER 40X30X25/S2/P1,SI.P1S2/PETC*CAT 6KG CARRIER 40X30X25,true,true,https://www.example.com/pets',
  "",
].join("\r\n");

function detectDelimiter(source: string): "," | ";" {
  // Counted on the header line only: header names never contain either character, data may.
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  let seenContent = false;
  for (const char of source) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) {
      if (seenContent) break;
    } else if (!quoted && char === ",") commas++;
    else if (!quoted && char === ";") semicolons++;
    if (char.trim() !== "") seenContent = true;
  }
  return semicolons > commas ? ";" : ",";
}

function normaliseHeader(cell: string): string {
  return cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

function isBlankRecord(record: readonly string[]): boolean {
  return record.every((cell) => cell.trim() === "");
}

function copyField<K extends SsrDefinitionField>(
  target: SsrDefinitionInput,
  source: SsrDefinitionInput,
  field: K,
): void {
  target[field] = source[field];
}

function diffField<K extends SsrDefinitionField>(
  current: SsrDefinitionInput,
  next: SsrDefinitionInput,
  field: K,
): SsrFieldChange | null {
  // Rows loaded from storage may carry undefined where the schema says null.
  const from = current[field] ?? null;
  const to = next[field];
  return from === to ? null : ({ field, from, to } as SsrFieldChange);
}
