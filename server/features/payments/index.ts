// What other features may call of payments.
export { movePaymentsToClient } from "./payment-client-move";
