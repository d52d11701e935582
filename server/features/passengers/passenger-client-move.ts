import { passengers } from "../../db/schema/passengers";
import { moveEditableClientRows } from "../client-merge";

// The passengers feature's step of a client merge: the client's passengers follow it.

export const movePassengersToClient = moveEditableClientRows(passengers);
