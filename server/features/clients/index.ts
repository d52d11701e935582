// What other features may call of clients.
export { createClientsService } from "./clients.service";
