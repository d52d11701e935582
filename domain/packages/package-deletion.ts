/** Why an offer cannot be deleted: bookings (of any status) keep their package; null when nothing does. */
export function packageDeletionRefusal(bookings: number): string | null {
  if (bookings <= 0) return null;
  return `This offer has ${bookings} ${bookings === 1 ? "booking" : "bookings"}. Archive it instead.`;
}
