// What other features may call of exchange-rates.
export { lockRate } from "./exchange-rates.service";
