import { beforeAll, describe, expect, it } from "vitest";
import { TRAVEL_DATE_FROM_TODAY } from "#domain/bookings/booking-travel-date";
import { addDays, todayIn } from "#domain/dates";
import { makeClientPassenger, makePackage } from "../../test/booking-fixtures";
import { withCastApp } from "../../test/cast-app";
import { issues } from "../../test/trip-fixtures";

// A client's request travels from the agency's today on (its zone is the app's own, so any zone holds);
// staff may still record a booking whose travel is past.

const { t, cast, call } = withCastApp();
const today = () => todayIn(t.ctx.config.agencyTimeZone);
let ana: string;
let packageId: string;

beforeAll(async () => {
  ana = await makeClientPassenger(t, cast.clientA.clientId, { firstName: "Ana", surname: "Alves" });
  // Under way: any day from 2020 to 2099 is inside the package's dates.
  packageId = await makePackage(t, { startDate: "2020-01-01", endDate: "2099-12-31" });
});

describe("a booking's travel date", () => {
  it.each([
    [-1, 400],
    [-365, 400],
    [0, 201],
    [1, 201],
  ])("a client user's request travelling %i days from today → %i", async (days, code) => {
    const res = await call(cast.clientA, "POST", "/api/bookings", {
      packageId,
      participantIds: [ana],
      travelDate: addDays(today(), days),
    });
    expect(res.statusCode, res.body).toBe(code);
    if (code === 400) expect(issues(res)).toEqual({ "body.travelDate": TRAVEL_DATE_FROM_TODAY });
  });

  it("lets staff record a booking that travelled before today", async () => {
    const yesterday = addDays(today(), -1);
    const res = await call(cast.agent, "POST", "/api/bookings", {
      clientId: cast.clientA.clientId,
      packageId,
      participantIds: [ana],
      travelDate: yesterday,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ travelDate: yesterday });
  });
});
