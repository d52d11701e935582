/** Where a credit note's PDF downloads from (a plain link: the browser saves the attachment). */
export const creditNotePdfUrl = (invoiceId: string, creditNoteId: string) =>
  `/api/invoices/${encodeURIComponent(invoiceId)}/credit-notes/${encodeURIComponent(creditNoteId)}/pdf`;
