import { and, eq, inArray, sum } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { placeHoldingStatuses } from "#domain/bookings/booking-values";
import type { RealtimeEvent } from "#domain/realtime/event.schema";
import { bookings } from "../../db/schema/bookings";
import { makeClientPassenger, makePackage } from "../../test/booking-fixtures";
import { withCastApp } from "../../test/cast-app";
import { staffViewer } from "../../test/test-app";
import { issues } from "../../test/trip-fixtures";

// Bookings racing for a package's last places. A real race needs PostgreSQL (TEST_DATABASE_URL); PGlite
// runs the same requests one at a time, and the outcome must be the same.

const RACERS = 50;

const { t, cast, call } = withCastApp();
let travellers: string[];

beforeAll(async () => {
  travellers = [];
  for (let i = 0; i < RACERS * 2; i++) travellers.push(await makeClientPassenger(t, cast.clientA.clientId));
});

async function heldPlaces(packageId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sum(bookings.participants) })
    .from(bookings)
    .where(and(eq(bookings.packageId, packageId), inArray(bookings.status, [...placeHoldingStatuses])));
  return Number(row?.n ?? 0);
}

function bookingOf(packageId: string, participantIds: string[]) {
  return call(cast.agent, "POST", "/api/bookings", {
    clientId: cast.clientA.clientId,
    packageId,
    participantIds,
  });
}

describe("the last places of a package", () => {
  it(`go to 3 of ${RACERS} bookings sent at once for them, and no more`, async () => {
    const packageId = await makePackage(t, { title: "Last Seats", maxParticipants: 5 });
    const early = await bookingOf(packageId, travellers.slice(0, 2));
    expect(early.statusCode).toBe(201);

    const answers = await Promise.all(
      travellers.slice(2, 2 + RACERS).map((passenger) => bookingOf(packageId, [passenger])),
    );
    const booked = answers.filter((res) => res.statusCode === 201);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(booked).toHaveLength(3);
    expect(refused).toHaveLength(RACERS - 3);
    for (const res of refused) {
      expect(issues(res)).toEqual({ "body.participantIds": "“Last Seats” is fully booked" });
    }
    expect(await heldPlaces(packageId)).toBe(5);
    const pkg = await call(cast.agent, "GET", `/api/packages/${packageId}`);
    expect(pkg.json()).toMatchObject({ bookedPlaces: 5, placesLeft: 0 });
  });

  it("go to one booking of two when every racer wants two of the three left", async () => {
    const packageId = await makePackage(t, { title: "Pairs Only", maxParticipants: 3 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => bookingOf(packageId, travellers.slice(2 * i, 2 * i + 2))),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(19);
    for (const res of refused) {
      expect(issues(res)).toEqual({ "body.participantIds": "Only 1 place is left on “Pairs Only”" });
    }
    expect(await heldPlaces(packageId)).toBe(2);
  });

  it("are not oversold by edits racing new bookings", async () => {
    const packageId = await makePackage(t, { title: "Edit Race", maxParticipants: 4 });
    const first = await bookingOf(packageId, travellers.slice(0, 1));
    const id = first.json().id as string;
    const answers = await Promise.all([
      call(cast.agent, "PUT", `/api/bookings/${id}`, {
        participantIds: travellers.slice(0, 3),
        travelDate: "2099-05-01",
      }),
      ...Array.from({ length: 10 }, (_, i) => bookingOf(packageId, [travellers[10 + i]!])),
    ]);
    expect(
      answers.every((res) => res.statusCode === 200 || res.statusCode === 201 || res.statusCode === 409),
    ).toBe(true);
    // Whichever order they ran in, the places fill up exactly, never past the maximum.
    expect(await heldPlaces(packageId)).toBe(4);
    const grown = answers[0]!.statusCode === 200;
    const newOnes = answers.slice(1).filter((res) => res.statusCode === 201).length;
    expect((grown ? 3 : 1) + newOnes).toBe(await heldPlaces(packageId));
  });
});

describe("the places a client user's booking takes or frees", () => {
  it("are told to every signed-in user, other clients too, once the request or cancellation is committed", async () => {
    const packageId = await makePackage(t, { title: "Heard By All", maxParticipants: 5 });
    const heard: RealtimeEvent[] = [];
    const unsubscribe = [
      t.ctx.hub.subscribe({ viewer: staffViewer, send: (event) => heard.push(event) }),
      t.ctx.hub.subscribe({
        viewer: { userId: cast.clientB.userId, staff: false, clientId: cast.clientB.clientId },
        send: (event) => heard.push(event),
      }),
    ];
    try {
      const requested = await call(cast.clientA, "POST", "/api/bookings", {
        packageId,
        participantIds: [travellers[0]],
      });
      expect(requested.statusCode, requested.body).toBe(201);
      const cancelled = await call(cast.clientA, "POST", `/api/bookings/${requested.json().id}/cancel`, {
        reason: "Plans changed",
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      // Staff and client B each hear the package change twice: the request, then the cancellation.
      await vi.waitFor(
        () => expect(heard.filter((e) => e.topic === "packages" && e.id === packageId)).toHaveLength(4),
        { timeout: 10_000 },
      );
    } finally {
      for (const stop of unsubscribe) stop();
    }
  });
});
