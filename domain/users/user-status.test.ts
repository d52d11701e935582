import { describe, expect, it } from "vitest";
import {
  isBanActive,
  minutesUntilRetry,
  suspendedMessage,
  tooManyAttemptsMessage,
  userStatus,
} from "./user-status";

const now = new Date("2027-03-01T12:00:00Z");

describe("userStatus", () => {
  it.each([
    [{ banned: false, banExpires: null, emailVerified: true }, "active"],
    [{ banned: null, banExpires: null, emailVerified: true }, "active"],
    [{ banned: false, banExpires: null, emailVerified: false }, "pending"],
    [{ banned: true, banExpires: null, emailVerified: true }, "banned"],
    [{ banned: true, banExpires: null, emailVerified: false }, "banned"],
    [{ banned: true, banExpires: "2027-03-02T00:00:00Z", emailVerified: true }, "banned"],
    // A ban whose end has passed no longer counts.
    [{ banned: true, banExpires: "2027-02-28T00:00:00Z", emailVerified: true }, "active"],
    [{ banned: true, banExpires: new Date("2027-03-01T11:59:59Z"), emailVerified: false }, "pending"],
  ] as const)("%o → %s", (user, status) => {
    expect(userStatus(user, now)).toBe(status);
  });

  it("treats a ban ending exactly now as over", () => {
    expect(isBanActive({ banned: true, banExpires: now }, now)).toBe(false);
  });
});

describe("suspendedMessage", () => {
  it.each([
    [null, null, "Your account is suspended until further notice."],
    ["2027-03-12T14:05:00Z", null, "Your account is suspended until 12 March 2027, 14:05 UTC."],
    ["2027-03-12T14:05:00Z", "No reason", "Your account is suspended until 12 March 2027, 14:05 UTC."],
    [null, " Chargeback fraud ", "Your account is suspended until further notice. Reason: Chargeback fraud."],
  ])("%s / %s → %s", (until, reason, message) => {
    expect(suspendedMessage(until, reason)).toBe(message);
  });
});

describe("sign-in limit", () => {
  it.each([
    ["2027-03-01T11:59:00Z", 1],
    ["2027-03-01T12:00:00Z", 1],
    ["2027-03-01T12:00:30Z", 1],
    ["2027-03-01T12:05:00Z", 5],
    ["2027-03-01T12:05:01Z", 6],
    ["2027-03-01T12:14:59Z", 15],
    ["2027-03-01T12:15:00Z", 15],
    ["2027-03-01T13:00:00Z", 60],
  ])("window ending at %s → %i minutes", (endsAt, minutes) => {
    expect(minutesUntilRetry(new Date(endsAt), now)).toBe(minutes);
  });

  it("says minute or minutes", () => {
    expect(tooManyAttemptsMessage(1)).toBe("Too many attempts, try again in 1 minute.");
    expect(tooManyAttemptsMessage(14)).toBe("Too many attempts, try again in 14 minutes.");
  });
});
