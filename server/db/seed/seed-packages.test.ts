import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { effectivePackageStatus } from "#domain/packages/package-availability";
import { packageCategories } from "#domain/packages/package-values";
import { createTestDatabase } from "../../test/test-database";
import type { Database } from "../client";
import { travelPackages } from "../schema/packages";
import { seedDemo } from "./seed-demo";

let database: Database;
let close: () => Promise<void>;

// The whole demo seed, every feature's, on a busy machine: more than the default hook timeout.
beforeAll(async () => {
  ({ database, close } = await createTestDatabase());
  await seedDemo(database);
}, 180_000);
afterAll(async () => {
  await close();
});

describe("seedPackages", () => {
  it("seeds about 40 packages in every category, a few featured, some discounted, with the default image", async () => {
    const rows = await database.db.select().from(travelPackages);
    expect(rows.length).toBe(40);
    expect(new Set(rows.map((r) => r.title)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(packageCategories));
    expect(rows.filter((r) => r.featured).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.discountPercent > 0).length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      expect(row.imageName).toBeNull();
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
});
