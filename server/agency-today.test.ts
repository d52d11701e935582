import { eq, ilike } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { todayIn } from "#domain/dates";
import { invoiceSchema } from "#domain/invoices/invoice.schema";
import { clients } from "./db/schema/clients";
import { invoices } from "./db/schema/invoices";
import { notifications } from "./db/schema/notifications";
import { passengers } from "./db/schema/passengers";
import { trips } from "./db/schema/trips";
import { zoneAwayFromUtc } from "./test/agency-zone";
import { makePackage } from "./test/booking-fixtures";
import { withCastApp } from "./test/cast-app";

// "Today" is the agency's day wherever the server reads the clock itself (routes, use cases, reads): the app
// runs in a zone whose day is not UTC's now, so a day taken from UTC (or the database's current_date) shows.

const timeZone = zoneAwayFromUtc();
const { t, cast, call } = withCastApp({ config: { AGENCY_TIME_ZONE: timeZone } });

const agencyToday = () => todayIn(timeZone);
const utcToday = () => todayIn("UTC");
/** The earlier of the agency's and UTC's days: past on the later one, still today on the earlier one. */
const earlierDay = () => [agencyToday(), utcToday()].sort()[0]!;
/** What the agency says of a day before its today. */
const pastForAgency = (day: string) => day < agencyToday();

describe("the agency's today", () => {
  it("dates the SSR catalogue export", async () => {
    const res = await call(cast.agent, "GET", "/api/ssr/export.csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="ssr-catalogue-${agencyToday()}.csv"`,
    );
  });

  it("issues an invoice on its day and stores the status a payment leaves on it", async () => {
    const res = await call(cast.agent, "POST", "/api/invoices", {
      clientId: cast.clientA.clientId,
      currency: "EUR",
      dueDate: "2099-12-31",
      lines: [{ description: "Flights", quantity: 1, unitPriceCents: 10_000 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const invoice = invoiceSchema.parse(res.json());
    expect(invoice.issueDate).toBe(agencyToday());

    // Due on the earlier day: overdue on the agency's calendar exactly when it is past there.
    const due = earlierDay();
    await t.database.db
      .update(invoices)
      .set({ dueDate: due, issueDate: due })
      .where(eq(invoices.id, invoice.id));
    const expected = pastForAgency(due) ? "overdue" : "partially_paid";
    const paid = await call(
      cast.agent,
      "POST",
      `/api/invoices/${invoice.id}/payments`,
      { amountCents: 1_000, paymentDate: due, method: "cash", status: "completed" },
      { "idempotency-key": `pay-${invoice.id}` },
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const [stored] = await t.database.db
      .select({ status: invoices.status })
      .from(invoices)
      .where(eq(invoices.id, invoice.id));
    expect(stored?.status).toBe(expected);
    // The invoice as read, and as the global search finds it.
    const read = await call(cast.agent, "GET", `/api/invoices/${invoice.id}`);
    expect(read.json()).toMatchObject({ status: expected });
  });

  it("dates a credit note on its day", async () => {
    const invoice = invoiceSchema.parse(
      (
        await call(cast.agent, "POST", "/api/invoices", {
          clientId: cast.clientA.clientId,
          currency: "EUR",
          dueDate: "2099-12-31",
          lines: [{ description: "Hotel", quantity: 1, unitPriceCents: 20_000 }],
        })
      ).json(),
    );
    const res = await call(
      cast.admin,
      "POST",
      `/api/invoices/${invoice.id}/credit-notes`,
      { amountCents: 5_000, reason: "Room downgraded" },
      { "idempotency-key": `cn-${invoice.id}` },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ issueDate: agencyToday() });
  });

  it("reads an invoice found by the global search as overdue on the agency's calendar", async () => {
    const invoice = invoiceSchema.parse(
      (
        await call(cast.agent, "POST", "/api/invoices", {
          clientId: cast.clientA.clientId,
          currency: "EUR",
          dueDate: "2099-12-31",
          lines: [{ description: "Transfer", quantity: 1, unitPriceCents: 3_000 }],
        })
      ).json(),
    );
    const due = earlierDay();
    await t.database.db
      .update(invoices)
      .set({ dueDate: due, issueDate: due })
      .where(eq(invoices.id, invoice.id));
    const res = await call(cast.agent, "GET", `/api/search?q=${encodeURIComponent(invoice.number)}`);
    expect(res.statusCode, res.body).toBe(200);
    const group = (
      res.json() as { groups: { kind: string; items: { id: string; detail?: string }[] }[] }
    ).groups.find((g) => g.kind === "invoices");
    const found = JSON.stringify(group?.items.find((item) => item.id === invoice.id));
    expect(found).toContain(pastForAgency(due) ? "Overdue" : "Unpaid");
  });

  it("decides a package's status in what a change answers", async () => {
    const ends = earlierDay();
    const id = await makePackage(t, { startDate: "2020-01-01", endDate: ends, status: "active" });
    const res = await call(cast.agent, "POST", `/api/packages/${id}/archive`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: pastForAgency(ends) ? "expired" : "active" });
  });

  it("decides a client's next trip, in a read and in what a change answers", async () => {
    const [client] = await t.database.db
      .insert(clients)
      .values({ name: "Next Trip Testers" })
      .returning({ id: clients.id });
    const ends = earlierDay();
    const [trip] = await t.database.db
      .insert(trips)
      .values({
        title: "Ends on the earlier day",
        clientId: client!.id,
        startDate: "2020-01-01",
        endDate: ends,
      })
      .returning({ id: trips.id });
    // Over once its end is past on the agency's calendar, whatever the database's own day is.
    const next = pastForAgency(ends) ? null : { id: trip!.id };
    const read = await call(cast.agent, "GET", `/api/clients/${client!.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().nextTrip).toEqual(next === null ? null : expect.objectContaining(next));
    const archived = await call(cast.agent, "POST", `/api/clients/${client!.id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().nextTrip).toEqual(next === null ? null : expect.objectContaining(next));
  });

  it("tells of a schedule change only on a trip not yet over on the agency's calendar", async () => {
    const ends = earlierDay();
    const [trip] = await t.database.db
      .insert(trips)
      .values({
        title: "Schedule change on the earlier day",
        clientId: cast.clientA.clientId,
        ownerId: cast.agent.userId,
        startDate: "2020-01-01",
        endDate: ends,
      })
      .returning({ id: trips.id });
    const flight = {
      airline: "LH",
      flightNumber: "401",
      origin: "FRA",
      destination: "JFK",
      departureLocal: `${ends}T10:15`,
      arrivalLocal: `${ends}T12:50`,
      bookingClass: "M",
      status: "HK",
      tripId: trip!.id,
    };
    const created = await call(cast.agent, "POST", "/api/flights", flight);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const told = async () =>
      (
        await t.database.db
          .select({ link: notifications.link })
          .from(notifications)
          .where(eq(notifications.userId, cast.agent.userId))
      ).filter((n) => n.link === `/trips/${trip!.id}`).length;
    const changed = await call(cast.agent, "PUT", `/api/flights/${id}`, { ...flight, status: "UN" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await told()).toBe(pastForAgency(ends) ? 0 : 1);
  });

  it("wants a passenger's date of birth before the agency's today", async () => {
    const born = earlierDay();
    const res = await call(cast.agent, "POST", "/api/passengers", {
      firstName: "Tama",
      surname: "Borntoday",
      dateOfBirth: born,
      passportNumber: "TB123456",
      documentExpiry: "2035-01-01",
    });
    if (pastForAgency(born)) expect(res.statusCode, res.body).toBe(201);
    else {
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain("Date of birth must be in the past");
    }
  });

  it("reads a pasted reservation near the agency's today, and dates a blank passport from an import with it", async () => {
    // A DOCS birth date on the later of the two days: in the future on the earlier one, so a century back.
    const later = [agencyToday(), utcToday()].sort()[1]!;
    const [y, m, d] = later.split("-");
    const months = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
    const dob = `${d}${months[Number(m) - 1]}${y!.slice(2)}`;
    const display = [
      "RP/FRAL12100/FRAL12100            AA/SU  10JAN26/0930Z   TZC001",
      "  1.ZONECHECK/ANNA MRS   2.NODOCS/BEN MR",
      "  3  LH 400 M 15MAR 7 FRAJFK HK2  1015 1250  15MAR  E  LH/ABC123",
      "  4 TK OK10JAN/FRAL12100",
      `  5 SSR DOCS LH HK1 P/DEU/C01X00T47/DEU/${dob}/F/11JAN35/ZONECHECK/ANNA/P1`,
    ].join("\r\n");
    const preview = await call(cast.agent, "POST", "/api/gds/parse", { content: display });
    expect(preview.statusCode, preview.body).toBe(200);
    const docs = (preview.json() as { passengers: { docs: { dateOfBirth: string | null } | null }[] })
      .passengers[0]?.docs;
    const century = later > agencyToday() ? `19${y!.slice(2)}` : y;
    expect(docs?.dateOfBirth).toBe(`${century}-${m}-${d}`);

    // Imported onto a new trip, the traveller without DOCS becomes a passenger whose blank passport expires today.
    const imported = await call(cast.agent, "POST", "/api/gds/import", {
      content: display,
      target: { newTrip: { clientId: cast.clientB.clientId } },
      createPassengers: true,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const [blank] = await t.database.db
      .select({ documentExpiry: passengers.documentExpiry })
      .from(passengers)
      .where(ilike(passengers.surname, "nodocs"));
    expect(blank?.documentExpiry).toBe(agencyToday());
  });
});
