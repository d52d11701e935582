import { creditNotes, invoices } from "../../db/schema/invoices";
import { moveClientRows, moveEditableClientRows } from "../client-merge";

// The invoices feature's steps of a client merge: its invoices and credit notes follow the client.

export const moveInvoicesToClient = moveEditableClientRows(invoices);

export const moveCreditNotesToClient = moveClientRows(creditNotes);
