// What other features may call of support.
export { moveTicketsToClient } from "./ticket-client-move";
