import { eq, sql } from "drizzle-orm";
import type { Role } from "#domain/auth/role";
import type { Currency } from "#domain/currency";
import type { PaymentMethod } from "#domain/payments/payment-values";
import type { SessionUser } from "../../auth/session";
import { recordPayment, recordRefund, settlePendingPayment } from "../../features/payments/payment.changes";
import { createKernel } from "../../kernel/mutate";
import type { DbOrTx } from "../client";
import { users } from "../schema/auth";

/** What the plan needs of an invoice the invoices seed made. */
export interface SeedInvoice {
  id: string;
  number: string;
  currency: Currency;
  baseCurrency: Currency;
  amountCents: number;
  paidCents: number;
  creditedCents: number;
  issueDate: string;
  dueDate: string;
}

export type SeedStep =
  | {
      kind: "pay";
      invoiceId: string;
      amountCents: number;
      method: PaymentMethod;
      status: "completed" | "pending";
      paymentDate: string;
      transactionReference: string | null;
      /** A card payment declined after it was taken: recorded pending, then marked as failed. */
      declined?: true;
    }
  | { kind: "refund"; invoiceId: string; amountCents: number; paymentDate: string; reason: string };
type PayStep = Extract<SeedStep, { kind: "pay" }>;

const DAY_MS = 86_400_000;
const REFUNDS = 2;
const REFUND_REASONS = ["One hotel night cancelled by the property", "Excursion cancelled for bad weather"];
/** An invoice due this many days ago or more has been settled, as most are by then. */
const SETTLED_AFTER_DAYS = 60;
/** Every this-many-th settled-by-now invoice is still owed: the long tail of receivables ageing. */
const STILL_OWED_EVERY = 12;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `percent` of the balance in whole currency units, at least one unit, less than the whole. */
function part(balance: number, percent: number): number {
  const whole = Math.floor((balance * percent) / 100 / 100) * 100;
  return Math.min(Math.max(whole, 100), balance - 1);
}

/**
 * The demo's payments, a pure function of the invoices and today (so every seeding gives the same ones).
 * Invoices due two months ago or more were paid in full, at once, between issue and due date (one in twelve is
 * still owed, a third of those in part); of those due since, two in three were paid late and the rest
 * stay overdue (half with a part paid); the open ones get full and partial payments, announced bank
 * transfers still pending, a declined card, refunds, and a quarter stay unpaid. Dates fall between an
 * invoice's issue date and today.
 */
export function planPayments(invoices: readonly SeedInvoice[], today: string): SeedStep[] {
  const steps: SeedStep[] = [];
  let refunds = 0;
  let open = 0;
  let settled = 0;
  let overdue = 0;
  const settledBy = addDays(today, -SETTLED_AFTER_DAYS);
  for (const invoice of invoices) {
    const balance = invoice.amountCents - invoice.paidCents - invoice.creditedCents;
    if (balance < 200 || invoice.issueDate > today) continue;
    const on = (days: number) => {
      const date = addDays(invoice.issueDate, days);
      return date < today ? date : today;
    };
    const digits = invoice.number.replace(/\D/g, "");
    const wire = (n: number) => `TRX-${digits}-${n}`;
    const card = `CARD-${digits.slice(-4)}`;
    const pay = (
      amountCents: number,
      days: number,
      method: PaymentMethod,
      status: "completed" | "pending" = "completed",
    ): PayStep => ({
      kind: "pay",
      invoiceId: invoice.id,
      amountCents,
      method,
      status,
      paymentDate: on(days),
      transactionReference: method === "cash" ? null : method === "credit_card" ? card : wire(days),
    });
    const termDays = Math.round((Date.parse(invoice.dueDate) - Date.parse(invoice.issueDate)) / DAY_MS);
    if (invoice.dueDate < settledBy) {
      const nth = settled++;
      if (nth % STILL_OWED_EVERY === STILL_OWED_EVERY - 1) {
        if (nth % (STILL_OWED_EVERY * 3) === STILL_OWED_EVERY - 1)
          steps.push(pay(part(balance, 40), 10, "bank_transfer"));
        continue;
      }
      // Paid in one go within the terms, the way most clients settle (one payment each keeps the seed quick).
      const paidAfter = 1 + (nth % Math.max(1, termDays - 1));
      const method: PaymentMethod = nth % 4 === 2 ? "credit_card" : nth % 8 === 3 ? "cash" : "bank_transfer";
      steps.push(pay(balance, paidAfter, method));
      continue;
    }
    if (invoice.dueDate < today) {
      // Two in three came in late but whole; the rest stay overdue, half of those with a part paid.
      const late = overdue++;
      if (late % 3 !== 0) steps.push(pay(balance, termDays + 1 + (late % 20), "bank_transfer"));
      else if (late % 6 === 0) steps.push(pay(part(balance, 30), 5, "bank_transfer"));
      continue;
    }
    switch (open++ % 6) {
      case 0:
        steps.push(pay(balance, 3, "credit_card"));
        break;
      case 1:
        steps.push(pay(part(balance, 50), 4, "bank_transfer"));
        break;
      case 2:
        break;
      case 3: {
        const first = part(balance, 30);
        steps.push(pay(first, 2, "bank_transfer"));
        steps.push(pay(part(balance - first, 45), 6, "bank_transfer", "pending"));
        break;
      }
      case 4: {
        const cash = part(balance, 20);
        steps.push(pay(cash, 1, "cash"), pay(balance - cash, 7, "bank_transfer"));
        if (refunds < REFUNDS) {
          steps.push({
            kind: "refund",
            invoiceId: invoice.id,
            amountCents: part(balance, 10),
            paymentDate: on(12),
            reason: REFUND_REASONS[refunds++] ?? "Goodwill",
          });
        }
        break;
      }
      case 5:
        steps.push({ ...pay(balance, 1, "credit_card", "pending"), declined: true });
        steps.push(pay(part(balance, 25), 9, "other"));
        break;
    }
  }
  return steps;
}

async function seedInvoices(tx: DbOrTx): Promise<SeedInvoice[]> {
  const result = (await tx.execute(sql`
    select id, number, currency, base_currency as "baseCurrency", amount_cents::float8 as "amountCents",
      paid_cents::float8 as "paidCents", credited_cents::float8 as "creditedCents",
      issue_date::text as "issueDate", due_date::text as "dueDate"
    from invoices where status <> 'cancelled' order by number`)) as unknown as { rows: SeedInvoice[] };
  return result.rows.map((row) => ({
    ...row,
    amountCents: Number(row.amountCents),
    paidCents: Number(row.paidCents),
    creditedCents: Number(row.creditedCents),
  }));
}

/**
 * Payments on the invoices the invoices seed made (read from the database), recorded through the
 * payments service's in-transaction functions, so the invoices' paid amounts, statuses and the clients'
 * total spent agree with them exactly as if staff had recorded each. Answers how many were recorded.
 */
export async function seedPayments(tx: DbOrTx, adminId: string | null, today: string): Promise<number> {
  if (!adminId) return 0;
  const [admin] = await tx
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(eq(users.id, adminId));
  if (!admin) return 0;
  const user: SessionUser = { ...admin, role: admin.role as Role };
  const invoices = await seedInvoices(tx);
  const baseOf = new Map(invoices.map((invoice) => [invoice.id, invoice.baseCurrency]));
  // Each payment is one kernel change inside the seed's transaction (a savepoint): audited and announced as staff's.
  const kernel = createKernel(tx);
  let recorded = 0;
  for (const step of planPayments(invoices, today)) {
    const options = { baseCurrency: baseOf.get(step.invoiceId) ?? "EUR", today };
    if (step.kind === "refund") {
      const { kind: _, invoiceId, ...refund } = step;
      await kernel.mutate(user, (c) =>
        recordRefund(
          c,
          invoiceId,
          { ...refund, method: "bank_transfer", transactionReference: null },
          options,
        ),
      );
    } else {
      const { kind: _, invoiceId, declined, ...input } = step;
      const payment = await kernel.mutate(user, (c) => recordPayment(c, invoiceId, input, options));
      if (declined) await kernel.mutate(user, (c) => settlePendingPayment(c, payment.id, "failed", today));
    }
    recorded++;
  }
  return recorded;
}
