import { payments } from "../../db/schema/invoices";
import { moveEditableClientRows } from "../client-merge";

// The payments feature's step of a client merge: the client's payments follow it.

export const movePaymentsToClient = moveEditableClientRows(payments);
