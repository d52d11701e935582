import { verifyPassword } from "better-auth/crypto";
import { and, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { clientInputSchema } from "#domain/clients/client.schema";
import { DEMO_PASSWORD } from "#domain/demo/demo-accounts";
import { withDemoDatabase } from "../../test/demo-database";
import { accounts, users } from "../schema/auth";
import { clientStats, clients } from "../schema/clients";
import { passengers } from "../schema/passengers";
import { trips } from "../schema/trips";

const { database } = withDemoDatabase();

describe("seedClients", () => {
  it("seeds about 150 persons and companies the clients form would accept, mostly in EUR", async () => {
    const rows = await database.db.select().from(clients);
    expect(rows.length).toBe(150);
    const kinds = rows.map((r) => r.kind);
    expect(kinds.filter((k) => k === "company").length).toBeGreaterThan(20);
    expect(kinds.filter((k) => k === "person").length).toBeGreaterThan(80);
    const currencies = rows.map((r) => r.preferredCurrency);
    expect(currencies.filter((c) => c === "EUR").length).toBeGreaterThan(rows.length / 2);
    expect(currencies).toContain("USD");
    expect(currencies).toContain("GBP");
    expect(rows.filter((r) => r.notes).length).toBeGreaterThan(10);
    expect(rows.filter((r) => r.address).length).toBeGreaterThan(100);
    for (const row of rows) {
      const result = clientInputSchema.safeParse(row);
      expect(result.error?.issues ?? [], JSON.stringify(row)).toEqual([]);
    }
  });

  it("keeps the demo client linked to the demo client account, and gives a few more clients a portal user", async () => {
    const linked = await database.db
      .select({ client: clients.name, email: users.email, role: users.role, verified: users.emailVerified })
      .from(clients)
      .innerJoin(users, eq(users.id, clients.userId));
    expect(linked).toContainEqual({
      client: "Chris Client",
      email: "client@itinera.local",
      role: "client",
      verified: true,
    });
    expect(linked.length).toBeGreaterThanOrEqual(4);
    for (const user of linked) expect(user).toMatchObject({ role: "client", verified: true });
    // They sign in with the demo password, like the demo accounts.
    const others = await database.db
      .select({ hash: accounts.password })
      .from(clients)
      .innerJoin(accounts, and(eq(accounts.userId, clients.userId), eq(accounts.providerId, "credential")))
      .where(sql`${clients.email} <> 'client@itinera.local'`);
    expect(others.length).toBe(linked.length - 1);
    for (const { hash } of others)
      expect(await verifyPassword({ hash: hash!, password: DEMO_PASSWORD })).toBe(true);
  });

  it("seeds likely duplicates: the same e-mail in another case, the same phone written differently, near-identical names", async () => {
    const other = alias(clients, "other");
    const pairs = (on: SQL) =>
      database.db
        .select({ a: clients.name, b: other.name })
        .from(clients)
        .innerJoin(other, sql`${clients.id} < ${other.id} and ${on}`);
    const sameEmail = await pairs(sql`lower(${clients.email}) = lower(${other.email})`);
    const samePhone = await pairs(sql`right(${clients.phoneDigits}, 9) = right(${other.phoneDigits}, 9)`);
    const similarName = await pairs(sql`similarity(${clients.sortName}, ${other.sortName}) > 0.6`);
    expect(sameEmail.length).toBeGreaterThanOrEqual(2);
    expect(samePhone.length).toBeGreaterThanOrEqual(2);
    expect(similarName.length).toBeGreaterThanOrEqual(4);
    const becker = await database.db
      .select({ email: clients.email })
      .from(clients)
      .where(sql`lower(${clients.email}) = 'hannah.becker@example.com'`)
      .orderBy(clients.email);
    expect(becker.map((r) => r.email)).toEqual(["Hannah.Becker@Example.com", "hannah.becker@example.com"]);
  });

  it("spreads passengers over most clients, archives a few clients who have no trips", async () => {
    const [withPassengers] = await database.db
      .select({ n: sql<number>`count(distinct ${passengers.clientId})::int` })
      .from(passengers);
    expect(withPassengers?.n).toBeGreaterThan(120);
    const archived = await database.db
      .select({
        id: clients.id,
        trips: sql<number>`(select count(*)::int from ${trips} where ${trips.clientId} = ${clients.id})`,
      })
      .from(clients)
      .where(isNotNull(clients.archivedAt));
    expect(archived.length).toBeGreaterThanOrEqual(3);
    for (const client of archived) expect(client.trips).toBe(0);
  });

  it("gives every client a stats row through the trigger", async () => {
    const [missing] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(clients)
      .leftJoin(clientStats, eq(clientStats.clientId, clients.id))
      .where(sql`${clientStats.clientId} is null`);
    expect(missing?.n).toBe(0);
  });
});
