// What other features may call of invoices.

export { moveCreditNotesToClient, moveInvoicesToClient } from "./invoice-client-move";
export { recordInvoiceSent } from "./invoice-sending.service";
export { type LockedInvoice, lockInvoiceForSettlement, settleInvoice } from "./invoice-settlement.service";
export { invoiceBalanceSql, invoiceStatusOn, invoiceStatusSql } from "./invoice-status-sql";
export { createInvoicesService, getInvoiceForUser } from "./invoices.service";
