// No zod here: the status badge and the sign-in messages use it.

export const userStatuses = ["active", "pending", "banned"] as const;
export type UserStatus = (typeof userStatuses)[number];

export const userStatusLabels: Record<UserStatus, string> = {
  active: "Active",
  pending: "Pending",
  banned: "Banned",
};

/** A ban is in force while it has no end, or its end is still ahead. */
export function isBanActive(
  user: { banned: boolean | null; banExpires: Date | string | null },
  now: Date = new Date(),
): boolean {
  if (!user.banned) return false;
  if (user.banExpires === null) return true;
  return new Date(user.banExpires).getTime() > now.getTime();
}

/** SPEC §4: Banned while banned, else Active once the e-mail address is confirmed, else Pending. */
export function userStatus(
  user: { banned: boolean | null; banExpires: Date | string | null; emailVerified: boolean },
  now: Date = new Date(),
): UserStatus {
  if (isBanActive(user, now)) return "banned";
  return user.emailVerified ? "active" : "pending";
}

/** Long, unambiguous date for messages: "12 March 2027, 14:05 UTC". */
function formatUntil(until: Date): string {
  const date = until.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const time = until.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
  return `${date}, ${time} UTC`;
}

/** What a banned user reads when signing in. */
export function suspendedMessage(banExpires: Date | string | null, reason?: string | null): string {
  const until = banExpires ? `until ${formatUntil(new Date(banExpires))}` : "until further notice";
  const why = reason?.trim() && reason.trim() !== "No reason" ? ` Reason: ${reason.trim()}.` : "";
  return `Your account is suspended ${until}.${why}`;
}

/** Wrong passwords per (account, address) per window: a guesser elsewhere cannot lock the owner out. */
export const SIGN_IN_MAX_FAILURES = 5;
/** Wrong passwords or codes per address per window, whatever the accounts: one address cannot spray them all. */
export const SIGN_IN_MAX_FAILURES_PER_ADDRESS = 25;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Reset requests per account (so per mailbox) and per address per window; the link lives as long. */
export const RESET_REQUESTS_PER_ACCOUNT = 3;
export const RESET_REQUESTS_PER_ADDRESS = 10;
export const RESET_REQUEST_WINDOW_MS = 60 * 60 * 1000;

/** Whole minutes until the counting window ends; never less than one. */
export function minutesUntilRetry(windowEndsAt: Date, now: Date = new Date()): number {
  const wait = windowEndsAt.getTime() - now.getTime();
  return Math.max(1, Math.ceil(wait / 60_000));
}

export function tooManyAttemptsMessage(minutes: number): string {
  return `Too many attempts, try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
