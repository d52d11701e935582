import { supportTickets } from "../../db/schema/support";
import { moveClientRows } from "../client-merge";

// The support feature's step of a client merge: the client's tickets follow it.

export const moveTicketsToClient = moveClientRows(supportTickets);
