import type { PackageCategory, PackageStatus } from "#domain/packages/package-values";
import { travelPackages } from "../db/schema/packages";
import { passengers } from "../db/schema/passengers";
import type { TestApp } from "./test-app";

// Rows the bookings tests build on, written directly: packages (whose screens are issue #14's) and passengers.

let counter = 0;

export interface PackageFields {
  title?: string;
  destination?: string;
  priceCents?: number;
  currency?: "EUR" | "USD" | "GBP";
  discountPercent?: number;
  maxParticipants?: number;
  durationDays?: number;
  startDate?: string;
  endDate?: string;
  status?: PackageStatus;
  category?: PackageCategory;
  archivedAt?: Date | null;
}

export async function makePackage(t: TestApp, fields: PackageFields = {}): Promise<string> {
  const n = ++counter;
  const [row] = await t.database.db
    .insert(travelPackages)
    .values({
      title: fields.title ?? `Package ${n}`,
      destination: fields.destination ?? "Lisbon, Portugal",
      description: "Four nights in Alfama with a tram tour",
      priceCents: fields.priceCents ?? 100_000,
      currency: fields.currency ?? "EUR",
      discountPercent: fields.discountPercent ?? 0,
      maxParticipants: fields.maxParticipants ?? 20,
      durationDays: fields.durationDays ?? 1,
      startDate: fields.startDate ?? "2099-05-01",
      endDate: fields.endDate ?? "2099-09-30",
      status: fields.status ?? "active",
      category: fields.category ?? "City Break",
      archivedAt: fields.archivedAt ?? null,
    })
    .returning({ id: travelPackages.id });
  return row!.id;
}

/** A passenger of `clientId` (the only people who may travel on that client's bookings). */
export async function makeClientPassenger(
  t: TestApp,
  clientId: string | null,
  name: { firstName?: string; surname?: string } = {},
): Promise<string> {
  const n = ++counter;
  const [row] = await t.database.db
    .insert(passengers)
    .values({
      title: "Ms",
      firstName: name.firstName ?? `Traveller${n}`,
      surname: name.surname ?? "Silva",
      passportNumber: `BK${200000 + n}`,
      documentExpiry: "2035-01-01",
      clientId,
    })
    .returning({ id: passengers.id });
  return row!.id;
}
