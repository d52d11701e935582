export const EMPTY_INPUT_MESSAGE = "Please paste GDS content first";

/**
 * Thrown by `parseReservation` only for empty or blank input (or a bad referenceDate);
 * every other input yields a result, with what it could not read in `unparsedLines`.
 */
export class GdsParseError extends Error {
  constructor(
    readonly code: "EMPTY_INPUT" | "BAD_REFERENCE_DATE",
    message: string,
  ) {
    super(message);
    this.name = "GdsParseError";
  }
}
