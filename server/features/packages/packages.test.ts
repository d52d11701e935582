import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageSchema } from "#domain/packages/package.schema";
import { pageOf } from "#domain/pagination.schema";
import { makeClientPassenger, makePackage } from "../../test/booking-fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";
import { type Cast, caller, issues, MISSING_ID, signInCast } from "../../test/trip-fixtures";

let t: TestApp;
let cast: Cast;
let call: ReturnType<typeof caller>;
const ids: Record<string, string> = {};

const page = pageOf(packageSchema);

async function titles(query: string, session = cast.agent): Promise<string[]> {
  const res = await call(session, "GET", `/api/packages?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return page.parse(res.json()).items.map((p) => p.title);
}

beforeAll(async () => {
  t = await createTestApp();
  cast = await signInCast(t);
  call = caller(t);
  ids.active = await makePackage(t, {
    title: "Açores Hiking",
    destination: "São Miguel, Portugal",
    priceCents: 89_000,
    startDate: "2099-04-01",
  });
  ids.upcoming = await makePackage(t, {
    title: "Kyoto Blossom",
    destination: "Kyoto, Japan",
    priceCents: 240_000,
    status: "upcoming",
    startDate: "2099-03-20",
  });
  ids.ended = await makePackage(t, {
    title: "Berlin Winter",
    destination: "Berlin, Germany",
    priceCents: 45_000,
    startDate: "2020-12-01",
    endDate: "2020-12-31",
  });
  ids.expired = await makePackage(t, {
    title: "Cancelled Cruise",
    status: "expired",
    startDate: "2099-06-01",
  });
  ids.archived = await makePackage(t, { title: "Shelved Safari", archivedAt: new Date() });
});
afterAll(async () => {
  await t.close();
});

describe("the package catalogue", () => {
  it("lists every package but archived ones, by start date, to anyone signed in", async () => {
    const expected = ["Berlin Winter", "Kyoto Blossom", "Açores Hiking", "Cancelled Cruise"];
    expect(await titles("")).toEqual(expected);
    expect(await titles("", cast.clientA)).toEqual(expected);
    expect(await titles("sort=price&order=desc")).toEqual([
      "Kyoto Blossom",
      "Cancelled Cruise",
      "Açores Hiking",
      "Berlin Winter",
    ]);
    expect(await titles("sort=title")).toEqual([
      "Açores Hiking",
      "Berlin Winter",
      "Cancelled Cruise",
      "Kyoto Blossom",
    ]);
  });

  it("keeps only what can be booked now with bookable=true", async () => {
    expect(await titles("bookable=true")).toEqual(["Kyoto Blossom", "Açores Hiking"]);
    expect(await titles("bookable=false")).toHaveLength(4);
  });

  it("searches title and destination, ignoring case and accents", async () => {
    expect(await titles("search=acores")).toEqual(["Açores Hiking"]);
    expect(await titles("search=SAO miguel")).toEqual(["Açores Hiking"]);
    expect(await titles("search=japan")).toEqual(["Kyoto Blossom"]);
    expect(await titles("search=nowhere")).toEqual([]);
  });

  it("reads a package past its end date as expired, and not bookable", async () => {
    const res = await call(cast.clientA, "GET", `/api/packages/${ids.ended}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    expect(packageSchema.parse(res.json())).toMatchObject({
      status: "expired",
      bookable: false,
      placesLeft: 20,
      bookedPlaces: 0,
      archivedAt: null,
    });
  });

  it("counts pending and confirmed bookings against the places, not cancelled ones", async () => {
    const packageId = await makePackage(t, { maxParticipants: 4 });
    const people = [
      await makeClientPassenger(t, cast.clientA.clientId),
      await makeClientPassenger(t, cast.clientA.clientId),
    ];
    const one = await call(cast.agent, "POST", "/api/bookings", {
      clientId: cast.clientA.clientId,
      packageId,
      participantIds: [people[0]],
    });
    const two = await call(cast.agent, "POST", "/api/bookings", {
      clientId: cast.clientA.clientId,
      packageId,
      participantIds: people,
    });
    await call(cast.agent, "POST", `/api/bookings/${one.json().id}/confirm`);
    expect((await call(cast.agent, "GET", `/api/packages/${packageId}`)).json()).toMatchObject({
      bookedPlaces: 3,
      placesLeft: 1,
    });
    await call(cast.agent, "POST", `/api/bookings/${two.json().id}/cancel`, { reason: "Changed dates" });
    expect((await call(cast.agent, "GET", `/api/packages/${packageId}`)).json()).toMatchObject({
      bookedPlaces: 1,
      placesLeft: 3,
    });
  });

  it("shows an archived package to staff only; a missing one is 404", async () => {
    expect((await call(cast.agent, "GET", `/api/packages/${ids.archived}`)).json().archivedAt).not.toBeNull();
    expect((await call(cast.clientA, "GET", `/api/packages/${ids.archived}`)).statusCode).toBe(404);
    expect((await call(cast.agent, "GET", `/api/packages/${MISSING_ID}`)).statusCode).toBe(404);
  });

  it.each([
    ["bookable=yes", "query.bookable"],
    ["sort=duration", "query.sort"],
    ["pageSize=500", "query.pageSize"],
  ])("refuses %s naming %s", async (query, field) => {
    const res = await call(cast.agent, "GET", `/api/packages?${query}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issues(res))).toEqual([field]);
  });

  it("refuses anonymous callers", async () => {
    expect((await call(null, "GET", "/api/packages")).statusCode).toBe(401);
    expect((await call(null, "GET", `/api/packages/${ids.active}`)).statusCode).toBe(401);
  });
});
