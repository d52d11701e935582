// What other features may call of trip-offers.
export { createTripOffersService } from "./trip-offers.service";
