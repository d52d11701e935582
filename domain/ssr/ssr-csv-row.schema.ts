import { z } from "zod";
import { currencySchema, safeParseMoney } from "../money";
import {
  airlineRulesUrlSchema,
  DEFAULT_SSR_CURRENCY,
  gdsFormatSchema,
  priceCentsSchema,
  type SsrDefinitionBody,
  type SsrDefinitionField,
  ssrCodeSchema,
  ssrDefinitionInputSchema,
  ssrDescriptionSchema,
} from "./ssr-definition.schema";

export const SSR_CSV_COLUMNS = [
  "code",
  "description",
  "default_price",
  "currency",
  "gds_format_amadeus",
  "gds_format_galileo",
  "is_chargeable",
  "documentation_required",
  "airline_rules_url",
] as const;

export type SsrCsvColumn = (typeof SSR_CSV_COLUMNS)[number];

export const REQUIRED_SSR_CSV_COLUMNS: readonly SsrCsvColumn[] = ["code", "description"];

export const SSR_CSV_COLUMN_BY_FIELD = {
  code: "code",
  description: "description",
  defaultPriceCents: "default_price",
  currency: "currency",
  gdsFormatAmadeus: "gds_format_amadeus",
  gdsFormatGalileo: "gds_format_galileo",
  isChargeable: "is_chargeable",
  documentationRequired: "documentation_required",
  airlineRulesUrl: "airline_rules_url",
} as const satisfies Record<SsrDefinitionField, SsrCsvColumn>;

const TRUE_WORDS = new Set(["true", "yes", "1"]);
const FALSE_WORDS = new Set(["false", "no", "0", ""]);

const csvBooleanSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const word = (value ?? "").trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    ctx.addIssue({ code: "custom", message: `"${value}" is not true/false, yes/no or 1/0`, input: value });
    return z.NEVER;
  });

// An empty price cell means "free", the same as 0.
const csvPriceSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === "") return 0;
    const result = safeParseMoney(value);
    if (result.ok) return result.value;
    ctx.addIssue({ code: "custom", message: result.error, input: value });
    return z.NEVER;
  })
  .pipe(priceCentsSchema);

// An empty currency cell means the catalogue's default currency, as files written before the column did.
const csvCurrencySchema = z
  .string()
  .optional()
  .transform((value) => (value ?? "").trim().toUpperCase() || DEFAULT_SSR_CURRENCY)
  .pipe(currencySchema);

/**
 * One CSV data row (keys are the column names) → SsrDefinitionInput.
 * Each cell reuses the API's field schema; the final pipe runs the API schema as a whole.
 */
export const ssrCsvRowSchema = z
  .object({
    code: ssrCodeSchema,
    description: ssrDescriptionSchema,
    default_price: csvPriceSchema,
    currency: csvCurrencySchema,
    gds_format_amadeus: gdsFormatSchema,
    gds_format_galileo: gdsFormatSchema,
    is_chargeable: csvBooleanSchema,
    documentation_required: csvBooleanSchema,
    airline_rules_url: airlineRulesUrlSchema,
  })
  .transform(
    (row): SsrDefinitionBody => ({
      code: row.code,
      description: row.description,
      defaultPriceCents: row.default_price,
      currency: row.currency,
      gdsFormatAmadeus: row.gds_format_amadeus,
      gdsFormatGalileo: row.gds_format_galileo,
      isChargeable: row.is_chargeable,
      documentationRequired: row.documentation_required,
      airlineRulesUrl: row.airline_rules_url,
    }),
  )
  .pipe(ssrDefinitionInputSchema);

export type SsrCsvRow = Partial<Record<SsrCsvColumn, string>>;

export function isSsrCsvColumn(name: string): name is SsrCsvColumn {
  return (SSR_CSV_COLUMNS as readonly string[]).includes(name);
}

function isSsrDefinitionField(name: string): name is SsrDefinitionField {
  return Object.hasOwn(SSR_CSV_COLUMN_BY_FIELD, name);
}

/** Maps a zod issue path (CSV column or API field) back to the CSV column to blame. */
export function csvColumnOfIssuePath(path: readonly PropertyKey[]): SsrCsvColumn | null {
  const head = path[0];
  if (typeof head !== "string") return null;
  if (isSsrCsvColumn(head)) return head;
  if (isSsrDefinitionField(head)) return SSR_CSV_COLUMN_BY_FIELD[head];
  return null;
}
