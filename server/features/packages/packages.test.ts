import { beforeAll, describe, expect, it } from "vitest";
import { packageSchema } from "#domain/packages/package.schema";
import { DEFAULT_PACKAGE_IMAGE_URL } from "#domain/packages/package-image";
import { pageOf } from "#domain/pagination.schema";
import { makeClientPassenger, makePackage } from "../../test/booking-fixtures";
import { withCastApp } from "../../test/cast-app";
import { issues, MISSING_ID, type Session } from "../../test/trip-fixtures";

// The catalogue's read side: lists, filters, sorts, search and who sees what. Writes: packages-write.test.ts;
// images: package-images.test.ts; places under concurrency: bookings/booking-capacity.test.ts.

const { t, cast, call } = withCastApp();
const ids: Record<string, string> = {};

const page = pageOf(packageSchema);

async function listed(query: string, session: Session = cast.agent) {
  const res = await call(session, "GET", `/api/packages?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return page.parse(res.json());
}

async function titles(query: string, session: Session = cast.agent): Promise<string[]> {
  return (await listed(query, session)).items.map((p) => p.title);
}

beforeAll(async () => {
  ids.active = await makePackage(t, {
    title: "Açores Hiking",
    destination: "São Miguel, Portugal",
    priceCents: 89_000,
    durationDays: 8,
    startDate: "2099-04-01",
  });
  ids.upcoming = await makePackage(t, {
    title: "Kyoto Blossom",
    destination: "Kyoto, Japan",
    priceCents: 240_000,
    durationDays: 12,
    status: "upcoming",
    startDate: "2099-03-20",
  });
  ids.ended = await makePackage(t, {
    title: "Berlin Winter",
    destination: "Berlin, Germany",
    priceCents: 45_000,
    durationDays: 3,
    startDate: "2020-12-01",
    endDate: "2020-12-31",
  });
  ids.expired = await makePackage(t, {
    title: "Cancelled Cruise",
    status: "expired",
    durationDays: 5,
    startDate: "2099-06-01",
  });
  ids.archived = await makePackage(t, { title: "Shelved Safari", archivedAt: new Date() });
});

// Before the staff tests, which add packages of their own.
describe("the package catalogue, as a client user sees it", () => {
  it("lists only packages on sale or coming: never expired (by status or by date) nor archived", async () => {
    for (const session of [cast.clientA, cast.clientB, cast.clientless]) {
      expect(await titles("sort=title", session)).toEqual(["Açores Hiking", "Kyoto Blossom"]);
    }
    expect((await listed("", cast.clientA)).total).toBe(2);
    expect(await titles("status=active", cast.clientA)).toEqual(["Açores Hiking"]);
    expect(await titles("status=upcoming", cast.clientA)).toEqual(["Kyoto Blossom"]);
    expect(await titles("status=expired", cast.clientA)).toEqual([]);
    expect(await titles("search=berlin", cast.clientA)).toEqual([]);
  });

  it("finds no archived packages when asking for them: an empty list, not a refusal", async () => {
    expect(await listed("archived=true", cast.clientA)).toEqual({ items: [], total: 0 });
  });

  it("reads packages on sale or coming by id; expired and archived ones are 404 as if missing", async () => {
    expect((await call(cast.clientA, "GET", `/api/packages/${ids.active}`)).statusCode).toBe(200);
    expect((await call(cast.clientA, "GET", `/api/packages/${ids.upcoming}`)).statusCode).toBe(200);
    for (const id of [ids.ended, ids.expired, ids.archived, MISSING_ID]) {
      const res = await call(cast.clientA, "GET", `/api/packages/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.message).toBe("Package not found");
    }
  });

  it("cannot book what it cannot see", async () => {
    const passenger = await makeClientPassenger(t, cast.clientA.clientId);
    for (const packageId of [ids.ended, ids.expired, ids.archived]) {
      const res = await call(cast.clientA, "POST", "/api/bookings", {
        packageId,
        participantIds: [passenger],
      });
      expect(issues(res)).toEqual({ "body.packageId": "Package not found" });
    }
  });

  it("refuses anonymous callers", async () => {
    expect((await call(null, "GET", "/api/packages")).statusCode).toBe(401);
    expect((await call(null, "GET", `/api/packages/${ids.active}`)).statusCode).toBe(401);
  });
});

describe("the package catalogue, as staff see it", () => {
  it("lists every package but archived ones, by start date", async () => {
    expect(await titles("")).toEqual(["Berlin Winter", "Kyoto Blossom", "Açores Hiking", "Cancelled Cruise"]);
    expect((await listed("")).total).toBe(4);
  });

  it.each([
    ["sort=title", ["Açores Hiking", "Berlin Winter", "Cancelled Cruise", "Kyoto Blossom"]],
    ["sort=title&order=desc", ["Kyoto Blossom", "Cancelled Cruise", "Berlin Winter", "Açores Hiking"]],
    ["sort=price&order=desc", ["Kyoto Blossom", "Cancelled Cruise", "Açores Hiking", "Berlin Winter"]],
    ["sort=price", ["Berlin Winter", "Açores Hiking", "Cancelled Cruise", "Kyoto Blossom"]],
    ["sort=duration", ["Berlin Winter", "Cancelled Cruise", "Açores Hiking", "Kyoto Blossom"]],
    ["sort=duration&order=desc", ["Kyoto Blossom", "Açores Hiking", "Cancelled Cruise", "Berlin Winter"]],
    ["sort=startDate&order=desc", ["Cancelled Cruise", "Açores Hiking", "Kyoto Blossom", "Berlin Winter"]],
  ])("sorts with %s", async (query, expected) => {
    expect(await titles(query)).toEqual(expected);
  });

  it("filters by the status as the package behaves: past its end date it is expired", async () => {
    expect(await titles("status=active")).toEqual(["Açores Hiking"]);
    expect(await titles("status=upcoming")).toEqual(["Kyoto Blossom"]);
    expect(await titles("status=expired")).toEqual(["Berlin Winter", "Cancelled Cruise"]);
    const expired = await listed("status=expired");
    expect(expired.total).toBe(2);
    // Stored "active", shown expired.
    expect(expired.items.map((p) => p.status)).toEqual(["expired", "expired"]);
  });

  it("keeps only what can be booked now with bookable=true", async () => {
    expect(await titles("bookable=true")).toEqual(["Kyoto Blossom", "Açores Hiking"]);
    expect(await titles("bookable=false")).toHaveLength(4);
  });

  it("lists the archived packages only with archived=true", async () => {
    expect(await titles("archived=true")).toEqual(["Shelved Safari"]);
    expect(await titles("archived=true&bookable=true")).toEqual([]);
    expect(await titles("archived=false")).toHaveLength(4);
  });

  it("searches title and destination, ignoring case and accents, with the other filters", async () => {
    expect(await titles("search=acores")).toEqual(["Açores Hiking"]);
    expect(await titles("search=SAO miguel")).toEqual(["Açores Hiking"]);
    expect(await titles("search=japan")).toEqual(["Kyoto Blossom"]);
    // Short words match the start of a word.
    expect(await titles("search=ky")).toEqual(["Kyoto Blossom"]);
    expect(await titles("search=ber")).toEqual(["Berlin Winter"]);
    // A word in the middle of another is not a word start: "yo" is not Kyoto's.
    expect(await titles("search=yo")).toEqual([]);
    expect(await titles("search=cruise&status=expired")).toEqual(["Cancelled Cruise"]);
    expect(await titles("search=cruise&status=active")).toEqual([]);
    expect(await titles("search=nowhere")).toEqual([]);
    expect(await listed("search=portugal&sort=title&pageSize=1&page=2")).toMatchObject({
      items: [{ title: "Cancelled Cruise" }],
      total: 2,
    });
  });

  it("pages, and still counts the whole past the last page", async () => {
    const first = await listed("pageSize=3&sort=title");
    const second = await listed("pageSize=3&sort=title&page=2");
    expect(first.items.map((p) => p.title)).toEqual(["Açores Hiking", "Berlin Winter", "Cancelled Cruise"]);
    expect(second.items.map((p) => p.title)).toEqual(["Kyoto Blossom"]);
    expect(await listed("pageSize=3&page=9")).toEqual({ items: [], total: 4 });
  });

  it("answers the same package from the list and by id, with the default image", async () => {
    const [fromList] = (await listed("search=acores")).items;
    const read = await call(cast.agent, "GET", `/api/packages/${ids.active}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBe('"1"');
    expect(read.json()).toEqual(fromList);
    expect(fromList).toMatchObject({
      priceCents: 89_000,
      durationDays: 8,
      startDate: "2099-04-01",
      imageUrl: DEFAULT_PACKAGE_IMAGE_URL,
      hasImage: false,
      originalPriceCents: null,
    });
  });

  it("shows the price before the discount, rounded to a whole unit", async () => {
    const id = await makePackage(t, { title: "Discounted", priceCents: 89_900, discountPercent: 10 });
    expect((await call(cast.agent, "GET", `/api/packages/${id}`)).json()).toMatchObject({
      priceCents: 89_900,
      discountPercent: 10,
      originalPriceCents: 99_900,
    });
  });

  it("reads a package past its end date as expired, and not bookable", async () => {
    const res = await call(cast.agent, "GET", `/api/packages/${ids.ended}`);
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

  it("shows an archived package to staff by id; a missing one is 404", async () => {
    expect((await call(cast.agent, "GET", `/api/packages/${ids.archived}`)).json().archivedAt).not.toBeNull();
    expect((await call(cast.agent, "GET", `/api/packages/${MISSING_ID}`)).statusCode).toBe(404);
  });

  it.each([
    ["bookable=yes", "query.bookable"],
    ["archived=1", "query.archived"],
    ["status=sold-out", "query.status"],
    ["sort=destination", "query.sort"],
    ["order=up", "query.order"],
    ["pageSize=500", "query.pageSize"],
  ])("refuses %s naming %s", async (query, field) => {
    const res = await call(cast.agent, "GET", `/api/packages?${query}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issues(res))).toEqual([field]);
  });
});
