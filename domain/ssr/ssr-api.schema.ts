import { z } from "zod";
import { CURRENCIES } from "../currency";
import { pageOf, pageQuerySchema } from "../pagination.schema";
import { versionSchema } from "../record-version";
import { SSR_CSV_COLUMNS } from "./ssr-csv-row.schema";
import {
  SSR_DESCRIPTION_MAX,
  ssrDefinitionFormSchema,
  ssrDefinitionInputSchema,
  ssrPricingInputSchema,
} from "./ssr-definition.schema";

/** Largest CSV the import accepts, in bytes (UTF-8). */
export const SSR_CSV_MAX_BYTES = 5 * 1024 * 1024;
export const SSR_CSV_TOO_LARGE_MESSAGE = "The CSV file is larger than 5 MB. Split it into smaller files.";

// Response schemas are plain (no transforms): the server encodes answers through them, and a
// one-way transform such as "empty string → null" cannot run backwards.

/** An SSR definition's fields as the API answers them. */
export const ssrDefinitionValuesSchema = z.object({
  code: z.string(),
  description: z.string(),
  defaultPriceCents: z.number().int(),
  currency: z.enum(CURRENCIES),
  gdsFormatAmadeus: z.string().nullable(),
  gdsFormatGalileo: z.string().nullable(),
  isChargeable: z.boolean(),
  documentationRequired: z.boolean(),
  airlineRulesUrl: z.string().nullable(),
});

export const ssrAirlinePriceValuesSchema = z.object({
  airlineCode: z.string(),
  priceCents: z.number().int(),
});

/** One catalogue row with its airline prices, as GET/PATCH/POST answer it. */
export const ssrDefinitionResponseSchema = ssrDefinitionValuesSchema.extend({
  id: z.uuid(),
  version: versionSchema,
  updatedAt: z.iso.datetime({ offset: true }),
  pricing: z.array(ssrAirlinePriceValuesSchema),
});
export type SsrDefinitionResponse = z.output<typeof ssrDefinitionResponseSchema>;

const queryBoolean = z
  .enum(["true", "false"], { error: "Use true or false" })
  .transform((value) => value === "true");

export const ssrListQuerySchema = pageQuerySchema.extend({
  /** Part of the code or the description, case-insensitive. */
  search: z.string().trim().max(SSR_DESCRIPTION_MAX).optional(),
  chargeable: queryBoolean.optional(),
  documentationRequired: queryBoolean.optional(),
});
/** The list's parameters as the web holds them; the web sends them, the server parses them with the schema above. */
export type SsrListParams = z.output<typeof ssrListQuerySchema>;

export const ssrListSchema = pageOf(ssrDefinitionResponseSchema);
export type SsrList = z.output<typeof ssrListSchema>;

export const ssrIdParamsSchema = z.object({ id: z.uuid("Not a valid SSR id") });

/** PATCH body: any field but the code, which is what imports match on. */
export const ssrUpdateInputSchema = ssrDefinitionInputSchema.omit({ code: true }).partial();
export type SsrUpdateInput = z.input<typeof ssrUpdateInputSchema>;

/** The row's inline edit: every field but the code, the price typed as text. */
export const ssrUpdateFormSchema = ssrDefinitionFormSchema.omit({ code: true });
export type SsrUpdateFormValues = z.input<typeof ssrUpdateFormSchema>;
export type SsrUpdateFormOutput = z.output<typeof ssrUpdateFormSchema>;

export const ssrPricingBodySchema = z.object({ pricing: ssrPricingInputSchema });
export type SsrPricingBody = z.input<typeof ssrPricingBodySchema>;

/** The CSV text; multipart uploads carry it as a file in the field `csv`. */
export const ssrImportInputSchema = z.object({ csv: z.string({ error: "Attach a CSV file" }) });

const fieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const ssrImportErrorSchema = z.object({
  rowNumber: z.number().int(),
  field: z.enum(SSR_CSV_COLUMNS).nullable(),
  message: z.string(),
});

export const ssrImportPreviewSchema = z.object({
  toAdd: z.array(ssrDefinitionValuesSchema),
  toUpdate: z.array(
    z.object({
      code: z.string(),
      changes: z.array(
        z.object({
          field: z.enum(ssrDefinitionInputSchema.keyof().options),
          from: fieldValueSchema,
          to: fieldValueSchema,
        }),
      ),
    }),
  ),
  unchanged: z.number().int(),
  errors: z.array(ssrImportErrorSchema),
  warnings: z.array(z.string()),
});
export type SsrImportPreview = z.output<typeof ssrImportPreviewSchema>;

export const ssrImportResultSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  /** Rows left out because they had errors. */
  skipped: z.number().int(),
});
export type SsrImportResult = z.output<typeof ssrImportResultSchema>;
