import { requests } from "../../db/schema/requests";
import { moveEditableClientRows } from "../client-merge";

// The requests feature's step of a client merge: keyed on their trip and client, they move with the trips.

export const moveRequestsToClient = moveEditableClientRows(requests);
