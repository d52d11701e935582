// What other features may call of requests.
export { moveRequestsToClient } from "./request-client-move";
