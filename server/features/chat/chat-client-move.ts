import { conversations, messages } from "../../db/schema/chat";
import { moveClientRows } from "../client-merge";

// The chat feature's steps of a client merge: threads (keyed on their trip or request and client) and their
// messages (keyed on their conversation and client) follow the client.

export const moveConversationsToClient = moveClientRows(conversations);

export const moveMessagesToClient = moveClientRows(messages);
