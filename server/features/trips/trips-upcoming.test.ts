import { beforeAll, describe, expect, it } from "vitest";
import { trips } from "../../db/schema/trips";
import { withCastApp } from "../../test/cast-app";
import { issues } from "../../test/trip-fixtures";

const { t, cast, call } = withCastApp();

async function trip(clientId: string, title: string, startDate: string, endDate: string) {
  await t.database.db.insert(trips).values({ title, clientId, startDate, endDate });
}

describe("GET /api/trips?endDateFrom (the client's upcoming trips)", () => {
  beforeAll(async () => {
    await trip(cast.clientA.clientId, "Over", "2030-01-01", "2030-01-09");
    await trip(cast.clientA.clientId, "Under way", "2030-03-01", "2030-03-20");
    await trip(cast.clientA.clientId, "Ends that day", "2030-03-05", "2030-03-10");
    await trip(cast.clientA.clientId, "Ahead", "2030-06-01", "2030-06-09");
    await trip(cast.clientB.clientId, "B ahead", "2030-06-02", "2030-06-09");
  });

  it("keeps trips that end on or after the day, soonest start first, within the caller's scope", async () => {
    const res = await call(
      cast.clientA,
      "GET",
      "/api/trips?endDateFrom=2030-03-10&sort=startDate&direction=asc",
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { title: string }) => i.title)).toEqual([
      "Under way",
      "Ends that day",
      "Ahead",
    ]);
    expect(res.json().total).toBe(3);
  });

  it("names a bad date", async () => {
    const res = await call(cast.clientA, "GET", "/api/trips?endDateFrom=2030-02-30");
    expect(res.statusCode).toBe(400);
    expect(issues(res)["query.endDateFrom"]).toBe("Use a real date as YYYY-MM-DD");
  });
});
