import { todayIn } from "#domain/dates";
import { AppError, notFound } from "#domain/errors";
import type { CreditNote, Invoice } from "#domain/invoices/invoice.schema";
import { formatMoney } from "#domain/money-format";
import { formatTripDate } from "#domain/trips/trip-format";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { actionMail } from "../../mail/templates";
import { createAgencySettingsService } from "../agency-settings";
import { createClientsService } from "../clients";
import { getInvoiceForUser, recordInvoiceSent } from "../invoices";
import { renderCreditNotePdf } from "./credit-note-pdf";
import { renderInvoicePdf } from "./invoice-pdf";

export const NO_CLIENT_EMAIL = "This client has no e-mail address";

/** The PDF's file name: the invoice number, which is all letters, digits and dashes. */
export const pdfFileName = (invoice: Pick<Invoice, "number">) => `${invoice.number}.pdf`;

/** A credit note's PDF file name: its CN number, letters, digits and dashes too. */
export const creditNotePdfFileName = (note: Pick<CreditNote, "number">) => `${note.number}.pdf`;

/**
 * An invoice's PDF and its credit notes', downloaded by whoever may see the invoice, or the invoice e-mailed to
 * its client by staff.
 */
export function createInvoiceDocumentsService(ctx: AppContext) {
  const { db } = ctx;
  const agencySettings = createAgencySettingsService(ctx);
  const clientsService = createClientsService(ctx);

  /** The invoice as this user may see it (a client user gets 404 for another client's, as for a missing one). */
  async function visibleInvoice(user: SessionUser, id: string) {
    const invoice = await getInvoiceForUser(db, user, id, todayIn(ctx.config.agencyTimeZone));
    const [client, agency] = await Promise.all([
      clientsService.get(user, invoice.clientId),
      agencySettings.letterhead(),
    ]);
    return { invoice, agency, client: { name: client.name, address: client.address, email: client.email } };
  }

  async function render(
    user: SessionUser,
    id: string,
  ): Promise<{ invoice: Invoice; pdf: Buffer; agencyName: string }> {
    const { invoice, client, agency } = await visibleInvoice(user, id);
    const pdf = await renderInvoicePdf({ invoice, client, agency });
    return { invoice, pdf, agencyName: agency.name };
  }

  return {
    /** The invoice as a PDF file, if this user may see it (404 otherwise). */
    async pdf(user: SessionUser, id: string): Promise<{ fileName: string; pdf: Buffer }> {
      const { invoice, pdf } = await render(user, id);
      return { fileName: pdfFileName(invoice), pdf };
    },

    /** One of the invoice's credit notes as a PDF, if this user may see the invoice (404 otherwise). */
    async creditNotePdf(
      user: SessionUser,
      invoiceId: string,
      creditNoteId: string,
    ): Promise<{ fileName: string; pdf: Buffer }> {
      const { invoice, client, agency } = await visibleInvoice(user, invoiceId);
      const note = invoice.creditNotes.find((n) => n.id === creditNoteId);
      if (!note) throw notFound("Credit note");
      const pdf = await renderCreditNotePdf({ note, invoice, client, agency });
      return { fileName: creditNotePdfFileName(note), pdf };
    },

    /**
     * Mails the PDF to the client's e-mail address as an attachment, then records the send on the invoice
     * (sent at, sent to, an audit row). A client without an address is a 409; a mail server that refuses is
     * a 503 and records nothing, so sending again is safe.
     */
    async send(user: SessionUser, id: string): Promise<{ sentAt: string; sentTo: string }> {
      const { invoice, pdf, agencyName } = await render(user, id);
      const to = invoice.clientEmail?.trim();
      if (!to) throw new AppError("CONFLICT", NO_CLIENT_EMAIL);
      const money = (cents: number) => formatMoney(cents, invoice.currency);
      const owed =
        invoice.balanceCents !== invoice.amountCents && invoice.status !== "cancelled"
          ? ` The balance still due is ${money(invoice.balanceCents)}.`
          : "";
      const mail = actionMail({
        to,
        subject: "",
        intro: `${agencyName} sends you invoice ${invoice.number} for ${money(invoice.amountCents)}, due on ${formatTripDate(invoice.dueDate)}.${owed} The invoice is attached as a PDF.`,
        action: "View the invoice",
        url: `${ctx.config.publicUrl}/invoices/${invoice.id}`,
        outro: `Questions about this invoice? Reply to ${agencyName} and quote ${invoice.number}.`,
      });
      try {
        await ctx.mailer.send({
          ...mail,
          subject: `Invoice ${invoice.number} from ${agencyName}`,
          attachments: [{ filename: pdfFileName(invoice), content: pdf, contentType: "application/pdf" }],
        });
      } catch (error) {
        ctx.log.error({ err: error, invoiceId: id }, "could not mail an invoice");
        throw new AppError(
          "UNAVAILABLE",
          "The invoice could not be e-mailed just now. Try sending it again in a moment.",
        );
      }
      return ctx.kernel.mutate(user, (change) => recordInvoiceSent(change, id, to));
    },
  };
}
