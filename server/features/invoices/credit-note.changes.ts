import type { Currency } from "#domain/currency";
import { AppError, fieldError } from "#domain/errors";
import type { CreditNote, CreditNoteCreate } from "#domain/invoices/invoice.schema";
import { creditNoteSeries } from "#domain/invoices/invoice-number";
import { formatMoney } from "#domain/money-format";
import { creditNotes } from "../../db/schema/invoices";
import type { Change } from "../../kernel/mutate";
import { lockRate } from "../exchange-rates";
import { notifyCreditNoteIssued } from "../notifications";
import { takeDocumentNumber } from "./invoice-numbers";
import { CREDIT_NOTE_ENTITY, invoiceEvents } from "./invoice-records";
import { lockInvoiceForSettlement, settleInvoice } from "./invoice-settlement.service";

/**
 * Admins credit part or all of what is still owed: a CN-YYYYMM-NNNN number from its own series, the day's
 * rate locked, the invoice's credited amount and status moved under its row lock. `today`: the agency's day,
 * the note's issue date.
 */
export async function issueCreditNote(
  change: Change,
  invoiceId: string,
  input: CreditNoteCreate,
  baseCurrency: Currency,
  today: string,
): Promise<CreditNote> {
  const { tx, user, scope, audit, emit } = change;
  const invoice = await lockInvoiceForSettlement(tx, scope, invoiceId);
  if (invoice.status === "cancelled")
    throw new AppError("CONFLICT", `Invoice ${invoice.number} is cancelled`);
  const balance = invoice.amountCents - invoice.paidCents - invoice.creditedCents;
  if (input.amountCents > balance) {
    throw fieldError(
      "body.amountCents",
      balance <= 0
        ? `Invoice ${invoice.number} is settled: nothing is left to credit`
        : `A credit note cannot exceed the remaining balance (${formatMoney(balance, invoice.currency)})`,
    );
  }
  const issueDate = today;
  const rate = await lockRate(tx, {
    baseCurrency,
    currency: invoice.currency,
    date: issueDate,
    amountCents: input.amountCents,
    path: "body.amountCents",
  });
  const number = await takeDocumentNumber(tx, creditNoteSeries(issueDate));
  const [row] = await tx
    .insert(creditNotes)
    .values({
      number,
      invoiceId: invoice.id,
      clientId: invoice.clientId,
      amountCents: input.amountCents,
      currency: invoice.currency,
      reason: input.reason,
      issueDate,
      baseCurrency: rate.baseCurrency,
      exchangeRate: rate.exchangeRate,
      baseAmountCents: rate.baseAmountCents,
      createdBy: user?.id ?? null,
    })
    .returning({ id: creditNotes.id, createdAt: creditNotes.createdAt });
  if (!row) throw new Error("insert returned no row");
  const status = await settleInvoice(tx, invoice, { creditedCents: input.amountCents }, today);
  await audit({
    action: "create",
    entity: CREDIT_NOTE_ENTITY,
    entityId: row.id,
    summary: `Credit note ${number} on ${invoice.number}: ${formatMoney(input.amountCents, invoice.currency)} (${input.reason})`,
    details: { invoiceId: invoice.id, amountCents: input.amountCents, status },
  });
  emit(invoiceEvents(invoice, "update", { figures: true }));
  await notifyCreditNoteIssued(change, {
    creditNoteId: row.id,
    number,
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    amountText: formatMoney(input.amountCents, invoice.currency),
    clientId: invoice.clientId,
    creatorId: invoice.createdBy,
    actorId: user?.id ?? null,
  });
  return {
    id: row.id,
    number,
    invoiceId: invoice.id,
    amountCents: input.amountCents,
    currency: invoice.currency,
    reason: input.reason,
    issueDate,
    createdAt: row.createdAt.toISOString(),
  };
}
