import { z } from "zod";
import { safeParseMoney } from "../money";
import {
  CLIENT_REQUIRED,
  creditNoteCreateSchema,
  type InvoiceCreate,
  invoiceCreateSchema,
  type invoiceUpdateSchema,
} from "./invoice.schema";
import { type LineFigures, lineTotals, parseQuantity, parseTaxPercent } from "./invoice-totals";

// The invoice dialogs' forms: what is typed (money and percentages as text, a none/trip/booking switch)
// checked by the API's own schemas, so a form and the server never disagree on a rule. Line fields keep
// the API's names, so a server issue on `lines.2.unitPriceCents` lands on that line's price box.

export const invoiceLinkKinds = ["none", "trip", "booking"] as const;

export const UNIT_PRICE_REQUIRED = "Enter a unit price";

type Issue = { path: string; message: string };

/** Hands the API schema's issues to the form's refinement context, on the same paths, each field once. */
function parseInto<T>(
  schema: z.ZodType<T>,
  body: unknown,
  ctx: z.RefinementCtx,
  extra: Issue[],
  /** Paths whose API issues the form's own issues already explain. */
  covered: readonly string[] = [],
): T {
  const parsed = schema.safeParse(body);
  const seen = new Set<string>(covered);
  const issues = [
    ...extra,
    ...(parsed.success
      ? []
      : parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }))),
  ].filter((issue) => {
    if (seen.has(issue.path)) return false;
    seen.add(issue.path);
    return true;
  });
  for (const issue of issues) {
    ctx.addIssue({
      code: "custom",
      path: issue.path === "" ? [] : issue.path.split("."),
      message: issue.message,
    });
  }
  return issues.length === 0 && parsed.success ? parsed.data : (z.NEVER as T);
}

export const invoiceLineFormSchema = z.object({
  description: z.string(),
  /** As typed: "2". */
  quantity: z.string(),
  /** As typed, in the invoice's currency: "12.50". */
  unitPriceCents: z.string(),
  /** As typed, a percentage: "20", "5.5"; blank for no tax. */
  taxRateBasisPoints: z.string(),
});
export type InvoiceLineFormValues = z.infer<typeof invoiceLineFormSchema>;

export const emptyInvoiceLine: InvoiceLineFormValues = {
  description: "",
  quantity: "1",
  unitPriceCents: "",
  taxRateBasisPoints: "",
};

/** One typed line as numbers, and what is wrong with each of its fields. */
export function readInvoiceLine(line: InvoiceLineFormValues): {
  figures: LineFigures | null;
  quantity: number | null;
  unitPriceCents: number | null;
  taxRateBasisPoints: number | null;
  errors: Partial<Record<"quantity" | "unitPriceCents" | "taxRateBasisPoints", string>>;
} {
  const errors: Partial<Record<"quantity" | "unitPriceCents" | "taxRateBasisPoints", string>> = {};
  const quantity = parseQuantity(line.quantity);
  if (!quantity.ok) errors.quantity = quantity.error;
  const price = line.unitPriceCents.trim() === "" ? null : safeParseMoney(line.unitPriceCents);
  if (price === null) errors.unitPriceCents = UNIT_PRICE_REQUIRED;
  else if (!price.ok) errors.unitPriceCents = price.error;
  const tax = parseTaxPercent(line.taxRateBasisPoints);
  if (!tax.ok) errors.taxRateBasisPoints = tax.error;
  const q = quantity.ok ? quantity.value : null;
  const p = price?.ok ? price.value : null;
  const t = tax.ok ? tax.value : null;
  const figures =
    q !== null && q >= 1 && p !== null && tax.ok
      ? { quantity: q, unitPriceCents: p, taxRateBasisPoints: t }
      : null;
  return { figures, quantity: q, unitPriceCents: p, taxRateBasisPoints: t, errors };
}

/**
 * The live totals of what is typed so far: lines that cannot be read yet count as nothing, and
 * `complete` says whether every line could be read.
 */
export function typedInvoiceTotals(lines: readonly InvoiceLineFormValues[]): {
  lines: ({ netCents: number; taxCents: number } | null)[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  complete: boolean;
} {
  let subtotalCents = 0;
  let taxCents = 0;
  let complete = true;
  const each = lines.map((line) => {
    const { figures } = readInvoiceLine(line);
    if (!figures) {
      complete = false;
      return null;
    }
    try {
      const totals = lineTotals(figures);
      subtotalCents += totals.netCents;
      taxCents += totals.taxCents;
      return totals;
    } catch {
      complete = false;
      return null;
    }
  });
  return { lines: each, subtotalCents, taxCents, totalCents: subtotalCents + taxCents, complete };
}

/** The New Invoice form (staff): the API body, or each field's issue. */
export const invoiceCreateFormSchema = z
  .object({
    clientId: z.string(),
    link: z.enum(invoiceLinkKinds),
    tripId: z.string(),
    bookingId: z.string(),
    currency: z.string(),
    dueDate: z.string(),
    notes: z.string(),
    lines: z.array(invoiceLineFormSchema),
  })
  .transform((form, ctx): InvoiceCreate => {
    const extra: Issue[] = [];
    if (!form.clientId) extra.push({ path: "clientId", message: CLIENT_REQUIRED });
    if (form.link === "trip" && !form.tripId) extra.push({ path: "tripId", message: "Choose a trip" });
    if (form.link === "booking" && !form.bookingId)
      extra.push({ path: "bookingId", message: "Choose a booking" });
    const lines = form.lines.map((line, i) => {
      const read = readInvoiceLine(line);
      for (const [field, message] of Object.entries(read.errors)) {
        extra.push({ path: `lines.${i}.${field}`, message });
      }
      return {
        description: line.description,
        // An unreadable number goes on as a valid stand-in: its own issue (above) is the one shown.
        quantity: read.quantity ?? 1,
        unitPriceCents: read.unitPriceCents ?? 0,
        taxRateBasisPoints: read.taxRateBasisPoints,
      };
    });
    const body = {
      clientId: form.clientId,
      tripId: form.link === "trip" ? form.tripId : null,
      bookingId: form.link === "booking" ? form.bookingId : null,
      currency: form.currency || undefined,
      dueDate: form.dueDate,
      lines,
      notes: form.notes,
    };
    // While a line's own numbers are wrong, the invoice's total says nothing more.
    const lineIssues = extra.some((issue) => issue.path.startsWith("lines."));
    return parseInto(invoiceCreateSchema, body, ctx, extra, lineIssues ? ["lines"] : []);
  });
export type InvoiceCreateFormValues = z.input<typeof invoiceCreateFormSchema>;

/** Edit due date and notes: the API schema as it is (both are text in the form). */
export type InvoiceUpdateFormValues = z.input<typeof invoiceUpdateSchema>;

/** Issue credit note: the amount as typed ("12.50") → minor units, and the reason. */
export const creditNoteFormSchema = z
  .object({ amountCents: z.string(), reason: z.string() })
  .transform((form, ctx) => {
    const extra: Issue[] = [];
    const money = form.amountCents.trim() === "" ? null : safeParseMoney(form.amountCents);
    if (money === null) extra.push({ path: "amountCents", message: "Enter an amount" });
    else if (!money.ok) extra.push({ path: "amountCents", message: money.error });
    return parseInto(
      creditNoteCreateSchema,
      { amountCents: money?.ok ? money.value : 0, reason: form.reason },
      ctx,
      extra,
    );
  });
export type CreditNoteFormValues = z.input<typeof creditNoteFormSchema>;
