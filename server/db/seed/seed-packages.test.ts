import { and, eq, inArray, sum } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { placeHoldingStatuses } from "#domain/bookings/booking-values";
import { effectivePackageStatus } from "#domain/packages/package-availability";
import { packageCategories } from "#domain/packages/package-values";
import { openFile } from "../../files/file-store";
import { withDemoDatabase } from "../../test/demo-database";
import { bookings } from "../schema/bookings";
import { travelPackages } from "../schema/packages";

const { database } = withDemoDatabase({ images: true });

describe("seedPackages", () => {
  it("seeds about 40 packages in every category, a few featured, some discounted", async () => {
    const rows = await database.db.select().from(travelPackages);
    expect(rows.length).toBe(40);
    expect(new Set(rows.map((r) => r.title)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(packageCategories));
    expect(rows.filter((r) => r.featured).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.discountPercent > 0).length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      expect(row.maxParticipants).toBeGreaterThanOrEqual(8);
      expect(row.maxParticipants).toBeLessThanOrEqual(40);
      expect(Number.isSafeInteger(row.priceCents) && row.priceCents > 0).toBe(true);
      expect(row.includedServices.length).toBeGreaterThan(0);
      expect(row.description.length).toBeGreaterThan(20);
    }
  });

  it("spreads seasons from a year ago to a year ahead, so some have expired and some are still to come", async () => {
    const rows = await database.db.select().from(travelPackages);
    const today = new Date().toISOString().slice(0, 10);
    const shown = rows.map((r) => effectivePackageStatus(r.status, r.endDate, today));
    expect(shown.filter((s) => s === "expired").length).toBeGreaterThanOrEqual(5);
    expect(shown.filter((s) => s === "active").length).toBeGreaterThanOrEqual(5);
    expect(shown.filter((s) => s === "upcoming").length).toBeGreaterThanOrEqual(3);
    const yearAgo = new Date(Date.now() - 370 * 86_400_000).toISOString().slice(0, 10);
    const yearAhead = new Date(Date.now() + 370 * 86_400_000).toISOString().slice(0, 10);
    for (const row of rows) {
      expect(row.startDate >= yearAgo && row.startDate <= yearAhead, row.title).toBe(true);
      expect(row.endDate >= row.startDate).toBe(true);
    }
    // Featured packages are the ones being sold now or next.
    for (const row of rows.filter((r) => r.featured)) expect(row.endDate >= today, row.title).toBe(true);
  });

  it("gives every package its own card picture in the database, sized like an upload's", async () => {
    const rows = await database.db.select().from(travelPackages);
    const keys = rows.map((r) => r.imageName);
    expect(keys.every((key) => key !== null)).toBe(true);
    expect(new Set(keys).size).toBe(rows.length);
    for (const key of keys.slice(0, 3)) {
      const file = await openFile(database.db, "package-images", key!);
      const bytes = Buffer.concat(await file!.stream.toArray());
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", 800, 500]);
    }
  });

  it("leaves a few packages on sale almost sold out (more than 80 % booked), some of them active", async () => {
    const held = await database.db
      .select({
        status: travelPackages.status,
        endDate: travelPackages.endDate,
        max: travelPackages.maxParticipants,
        held: sum(bookings.participants).mapWith(Number),
      })
      .from(travelPackages)
      .innerJoin(
        bookings,
        and(eq(bookings.packageId, travelPackages.id), inArray(bookings.status, [...placeHoldingStatuses])),
      )
      .groupBy(travelPackages.id);
    const today = new Date().toISOString().slice(0, 10);
    const almostSoldOut = held
      .filter((r) => r.held / r.max > 0.8)
      .map((r) => effectivePackageStatus(r.status, r.endDate, today))
      .filter((status) => status !== "expired");
    expect(almostSoldOut.length).toBeGreaterThanOrEqual(3);
    // The dashboard's "almost sold out" alert counts active ones.
    expect(almostSoldOut.filter((status) => status === "active").length).toBeGreaterThanOrEqual(2);
  });
});
