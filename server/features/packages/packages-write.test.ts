import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { REAL_DATE_RULE } from "#domain/date.schema";
import { packageSchema, type TravelPackage } from "#domain/packages/package.schema";
import {
  DATES_REQUIRED_MESSAGE,
  DURATION_MESSAGE,
  END_AFTER_START_MESSAGE,
  PRICE_ABOVE_ZERO_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from "#domain/packages/package-input.schema";
import type { RealtimeEvent } from "#domain/realtime/event.schema";
import { STALE_MESSAGE } from "../../db/record-version";
import { auditLogs } from "../../db/schema/audit-logs";
import type { Viewer } from "../../realtime/hub";
import { makeClientPassenger } from "../../test/booking-fixtures";
import { withCastApp } from "../../test/cast-app";
import { staffViewer } from "../../test/test-app";
import { issues, MISSING_ID } from "../../test/trip-fixtures";

// Creating, editing, archiving and deleting packages (staff), with SPEC §5's rules and messages.

const { t, cast, call } = withCastApp();

/** What the Add Offer dialog sends when only the required fields are filled in. */
const required = {
  title: "Lisbon Lights",
  destination: "Lisbon, Portugal",
  description: "Four nights in Alfama with a tram tour.",
  priceCents: 89_900,
  startDate: "2099-05-01",
  endDate: "2099-05-04",
};

const full = {
  ...required,
  currency: "GBP",
  durationDays: 4,
  includedServices: ["Return flights", "3 nights hotel"],
  maxParticipants: 12,
  category: "Cultural Tour",
  featured: true,
  discountPercent: 10,
  status: "upcoming",
};

async function create(body: Record<string, unknown> = required): Promise<TravelPackage> {
  const res = await call(cast.agent, "POST", "/api/packages", body);
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return packageSchema.parse(res.json());
}

async function auditOf(id: string) {
  return t.database.db
    .select({ action: auditLogs.action, summary: auditLogs.summary, details: auditLogs.details })
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, "travel_package"), eq(auditLogs.entityId, id)))
    .orderBy(auditLogs.createdAt);
}

describe("adding a package", () => {
  it("fills in SPEC §9's defaults and answers 201 with the package and its ETag", async () => {
    const res = await call(cast.agent, "POST", "/api/packages", required);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers.etag).toBe('"1"');
    expect(packageSchema.parse(res.json())).toMatchObject({
      ...required,
      currency: "EUR",
      durationDays: 1,
      includedServices: [],
      maxParticipants: 20,
      category: "City Break",
      featured: false,
      discountPercent: 0,
      originalPriceCents: null,
      status: "active",
      bookedPlaces: 0,
      placesLeft: 20,
      bookable: true,
      hasImage: false,
      imageUrl: "/offer-default.webp",
      archivedAt: null,
      version: 1,
    });
  });

  it("keeps every field it is given, trims text and included services", async () => {
    const created = await create({
      ...full,
      title: "  Lisbon Lights  ",
      includedServices: ["  Return flights ", "3 nights hotel"],
    });
    expect(created).toMatchObject({ ...full, title: "Lisbon Lights", originalPriceCents: 99_900 });
    expect(await auditOf(created.id)).toEqual([
      expect.objectContaining({ action: "create", summary: "Added offer “Lisbon Lights”" }),
    ]);
    const read = await call(cast.clientA, "GET", `/api/packages/${created.id}`);
    expect(read.json()).toEqual(created);
  });

  it("takes a one-day package that starts and ends on the same day", async () => {
    const created = await create({ ...required, endDate: required.startDate });
    expect(created.endDate).toBe(created.startDate);
  });

  it("is for staff only", async () => {
    for (const session of [cast.clientA, cast.clientless]) {
      expect((await call(session, "POST", "/api/packages", required)).statusCode).toBe(403);
    }
    expect((await call(null, "POST", "/api/packages", required)).statusCode).toBe(401);
  });
});

// SPEC §5, on both the create and the update: each rule, its exact message, on the field it is about.
const without = (field: keyof typeof full) => {
  const { [field]: _, ...rest } = full;
  return rest;
};
const invalid: [string, Record<string, unknown>, Record<string, string>][] = [
  ["no title", without("title"), { "body.title": REQUIRED_FIELDS_MESSAGE }],
  ["a blank title", { ...full, title: "   " }, { "body.title": REQUIRED_FIELDS_MESSAGE }],
  ["no destination", without("destination"), { "body.destination": REQUIRED_FIELDS_MESSAGE }],
  ["no description", { ...full, description: "" }, { "body.description": REQUIRED_FIELDS_MESSAGE }],
  ["no price", without("priceCents"), { "body.priceCents": REQUIRED_FIELDS_MESSAGE }],
  ["a price as text", { ...full, priceCents: "899" }, { "body.priceCents": REQUIRED_FIELDS_MESSAGE }],
  ["a price of zero", { ...full, priceCents: 0 }, { "body.priceCents": PRICE_ABOVE_ZERO_MESSAGE }],
  ["a negative price", { ...full, priceCents: -100 }, { "body.priceCents": PRICE_ABOVE_ZERO_MESSAGE }],
  [
    "a fraction of a cent",
    { ...full, priceCents: 10.5 },
    { "body.priceCents": "Price must be a whole number of cents" },
  ],
  ["a duration of zero", { ...full, durationDays: 0 }, { "body.durationDays": DURATION_MESSAGE }],
  ["no start date", without("startDate"), { "body.startDate": DATES_REQUIRED_MESSAGE }],
  ["an empty end date", { ...full, endDate: "" }, { "body.endDate": DATES_REQUIRED_MESSAGE }],
  [
    "no dates at all",
    { ...without("startDate"), endDate: undefined },
    { "body.startDate": DATES_REQUIRED_MESSAGE, "body.endDate": DATES_REQUIRED_MESSAGE },
  ],
  [
    "an end before the start",
    { ...full, endDate: "2099-04-30" },
    { "body.endDate": END_AFTER_START_MESSAGE },
  ],
  ["an impossible date", { ...full, startDate: "2099-02-30" }, { "body.startDate": REAL_DATE_RULE }],
  [
    "no places",
    { ...full, maxParticipants: 0 },
    { "body.maxParticipants": "Max participants must be at least 1" },
  ],
  [
    "a discount over 100",
    { ...full, discountPercent: 101 },
    { "body.discountPercent": "Discount must be at most 100" },
  ],
  [
    "a negative discount",
    { ...full, discountPercent: -5 },
    { "body.discountPercent": "Discount must be between 0 and 100" },
  ],
  [
    "a blank included service",
    { ...full, includedServices: ["Flights", "  "] },
    { "body.includedServices.1": "An included service cannot be blank" },
  ],
  [
    "an unknown category",
    { ...full, category: "Space Travel" },
    {
      "body.category":
        "Category must be one of City Break, Beach Holiday, Adventure, Cultural Tour, Winter Sports, Safari, Cruise",
    },
  ],
  [
    "an unknown status",
    { ...full, status: "sold" },
    { "body.status": "Status must be active, upcoming or expired" },
  ],
  ["an unknown currency", { ...full, currency: "JPY" }, { "body.currency": expect.any(String) as string }],
];

describe.each(["POST", "PUT"] as const)(
  "%s /api/packages refuses bad input with a 400 naming the field",
  (method) => {
    let url: string;
    beforeAll(async () => {
      url = method === "POST" ? "/api/packages" : `/api/packages/${(await create()).id}`;
    });

    it.each(invalid)("%s", async (_, body, expected) => {
      const res = await call(cast.agent, method, url, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(issues(res)).toEqual(expected);
    });
  },
);

describe("editing a package", () => {
  it("updates every field with If-Match, and refuses a stale version with the package as it is now", async () => {
    const created = await create();
    const res = await call(cast.agent, "PUT", `/api/packages/${created.id}`, full, { "if-match": '"1"' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    expect(packageSchema.parse(res.json())).toMatchObject({ ...full, version: 2 });
    const stale = await call(cast.agent, "PUT", `/api/packages/${created.id}`, required, {
      "if-match": '"1"',
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error).toMatchObject({
      message: STALE_MESSAGE,
      details: { current: { id: created.id, version: 2, currency: "GBP", status: "upcoming" } },
    });
    // Without If-Match the change goes through (nothing to compare).
    expect((await call(cast.agent, "PUT", `/api/packages/${created.id}`, required)).json().version).toBe(3);
    const audit = await auditOf(created.id);
    expect(audit.map((a) => a.summary)).toEqual([
      "Added offer “Lisbon Lights”",
      "Updated offer “Lisbon Lights”: currency, duration, included services, max participants, category, featured, discount, status",
      "Updated offer “Lisbon Lights”: currency, duration, included services, max participants, category, featured, discount, status",
    ]);
  });

  it("answers 404 for a missing package and 403 to a client user", async () => {
    expect((await call(cast.agent, "PUT", `/api/packages/${MISSING_ID}`, required)).statusCode).toBe(404);
    const created = await create();
    expect((await call(cast.clientA, "PUT", `/api/packages/${created.id}`, required)).statusCode).toBe(403);
  });

  it("tells every signed-in socket, clients' too, after the change is committed", async () => {
    const created = await create();
    const heard: RealtimeEvent[] = [];
    const client: Viewer = { userId: "client-observer", staff: false, clientId: cast.clientA.clientId };
    const unsubscribe = [
      t.ctx.hub.subscribe({ viewer: staffViewer, send: (e) => heard.push(e) }),
      t.ctx.hub.subscribe({ viewer: client, send: (e) => heard.push(e) }),
    ];
    try {
      await call(cast.agent, "PUT", `/api/packages/${created.id}`, full);
      const event = { topic: "packages", id: created.id, op: "update" };
      // On PostgreSQL the create's own event may still be on its way: only the edit's are counted.
      await expect.poll(() => heard.filter((e) => e.op === "update")).toEqual([event, event]);
    } finally {
      for (const stop of unsubscribe) stop();
    }
  });
});

describe("archiving and restoring a package", () => {
  it("takes it out of the catalogue and the clients' view, keeps it for staff, and brings it back", async () => {
    const created = await create({ ...required, title: "Archive Me" });
    const archived = await call(cast.agent, "POST", `/api/packages/${created.id}/archive`, undefined, {
      "if-match": '"1"',
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.headers.etag).toBe('"2"');
    expect(archived.json()).toMatchObject({ archivedAt: expect.any(String), bookable: false, version: 2 });
    const search = "search=archive%20me";
    expect((await call(cast.agent, "GET", `/api/packages?${search}`)).json().total).toBe(0);
    expect((await call(cast.agent, "GET", `/api/packages?${search}&archived=true`)).json().total).toBe(1);
    expect((await call(cast.clientA, "GET", `/api/packages/${created.id}`)).statusCode).toBe(404);
    // A second click changes nothing.
    const again = await call(cast.agent, "POST", `/api/packages/${created.id}/archive`);
    expect(again.json().version).toBe(2);

    const stale = await call(cast.agent, "POST", `/api/packages/${created.id}/restore`, undefined, {
      "if-match": '"1"',
    });
    expect(stale.statusCode).toBe(412);
    const restored = await call(cast.agent, "POST", `/api/packages/${created.id}/restore`);
    expect(restored.json()).toMatchObject({ archivedAt: null, bookable: true, version: 3 });
    expect((await call(cast.clientA, "GET", `/api/packages/${created.id}`)).statusCode).toBe(200);
    expect((await auditOf(created.id)).map((a) => a.summary)).toEqual([
      "Added offer “Archive Me”",
      "Archived offer “Archive Me”",
      "Restored offer “Archive Me”",
    ]);
  });
});

describe("deleting a package", () => {
  it("deletes one without bookings: 204, then 404", async () => {
    const created = await create({ ...required, title: "Delete Me" });
    const stale = await call(cast.agent, "DELETE", `/api/packages/${created.id}`, undefined, {
      "if-match": '"5"',
    });
    expect(stale.statusCode).toBe(412);
    const res = await call(cast.agent, "DELETE", `/api/packages/${created.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe("");
    expect((await call(cast.agent, "GET", `/api/packages/${created.id}`)).statusCode).toBe(404);
    expect((await call(cast.agent, "DELETE", `/api/packages/${created.id}`)).statusCode).toBe(404);
    expect((await auditOf(created.id)).map((a) => [a.action, a.summary])).toEqual([
      ["create", "Added offer “Delete Me”"],
      ["delete", "Deleted offer “Delete Me”"],
    ]);
  });

  it("refuses one with bookings of any status, saying how many: archive it instead", async () => {
    const created = await create({ ...required, title: "Booked Up" });
    const traveller = await makeClientPassenger(t, cast.clientA.clientId);
    const book = () =>
      call(cast.agent, "POST", "/api/bookings", {
        clientId: cast.clientA.clientId,
        packageId: created.id,
        participantIds: [traveller],
      });
    const first = await book();
    expect(first.statusCode, first.body).toBe(201);
    // Cancelled bookings keep their package too.
    await call(cast.agent, "POST", `/api/bookings/${first.json().id}/cancel`, { reason: "Changed plans" });
    const one = await call(cast.agent, "DELETE", `/api/packages/${created.id}`);
    expect(one.statusCode).toBe(409);
    expect(one.json().error.message).toBe("This offer has 1 booking. Archive it instead.");
    await book();
    const two = await call(cast.agent, "DELETE", `/api/packages/${created.id}`);
    expect(two.json().error.message).toBe("This offer has 2 bookings. Archive it instead.");
    expect((await call(cast.agent, "GET", `/api/packages/${created.id}`)).statusCode).toBe(200);
  });

  it("is for staff only", async () => {
    const created = await create();
    expect((await call(cast.clientA, "DELETE", `/api/packages/${created.id}`)).statusCode).toBe(403);
    expect((await call(cast.agent, "GET", `/api/packages/${created.id}`)).statusCode).toBe(200);
  });
});
