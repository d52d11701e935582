import { isIsoDate } from "../calendar-date";

// No zod here: the rule is a plain comparison the server's use case and the request form both call.

export const TRAVEL_DATE_FROM_TODAY = "Choose a travel date from today on";

/**
 * Why a client's booking request cannot travel on `travelDate`, or null: a request is for a trip still to
 * come (`today` is the agency's). Staff may record a past booking, so they never ask. No date is no refusal.
 */
export function requestTravelDateRefusal(
  travelDate: string | null | undefined,
  today: string,
): string | null {
  if (!travelDate || !isIsoDate(travelDate)) return null;
  return travelDate < today ? TRAVEL_DATE_FROM_TODAY : null;
}
