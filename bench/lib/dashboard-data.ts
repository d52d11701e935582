/**
 * The dashboard bench's rows, made by SQL (generate_series) straight into a migrated database: clients,
 * packages, trips with passengers and flights, 1M bookings, 1M invoices, ~2M payments, trip offers,
 * reservation time limits and requests with chat. Triggers and foreign-key checks are off while they go in
 * (session_replication_role = replica); the trigger-kept tables are rebuilt at the end.
 */
import type pg from "pg";

export interface DashboardDataSize {
  clients: number;
  packages: number;
  trips: number;
  bookings: number;
  agents: number;
}

export function dashboardDataSize(scale: number): DashboardDataSize {
  return {
    clients: Math.round(100_000 * scale),
    packages: Math.max(20, Math.round(2_000 * scale)),
    trips: Math.round(50_000 * scale),
    bookings: Math.round(1_000_000 * scale),
    agents: 20,
  };
}

const CITIES = [
  "Lisbon",
  "Porto",
  "Barcelona",
  "Seville",
  "Mallorca",
  "Crete",
  "Santorini",
  "Rome",
  "Florence",
  "Venice",
  "Paris",
  "Nice",
  "Prague",
  "Vienna",
  "Budapest",
  "Edinburgh",
  "Reykjavík",
  "Bergen",
  "Zermatt",
  "Dubrovnik",
  "Istanbul",
  "Marrakesh",
  "Cape Town",
  "Maldives",
  "Dubai",
  "Kyoto",
  "Bali",
  "Sydney",
  "New York",
  "Cancún",
];

const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}]`;
// What one unit of each currency was worth in euros when the records were made.
const RATE = "(CASE cur WHEN 'USD' THEN 0.9200000000 WHEN 'GBP' THEN 1.1700000000 ELSE 1 END)";
const CURRENCY = "(ARRAY['EUR','EUR','EUR','EUR','EUR','USD','GBP'])[1 + floor(random() * 7)::int]";

/** Loads the rows; logs progress. Returns how many of each went in. */
export async function loadDashboardData(
  loader: pg.Client,
  size: DashboardDataSize,
  log: (line: string) => void,
): Promise<Record<string, number>> {
  const t0 = performance.now();
  const step = (what: string) => log(`${what} after ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await loader.query("SET session_replication_role = replica");
  await loader.query("SELECT setseed(0.16)");

  await loader.query(`
    INSERT INTO "user" (name, email, role, email_verified)
    SELECT 'Agent ' || g, 'agent' || g || '@dashboard.bench', 'agent', true FROM generate_series(1, ${size.agents}) g;
    CREATE TEMP TABLE bench_agents AS SELECT row_number() OVER (ORDER BY id)::int AS n, id FROM "user" WHERE role = 'agent';
    CREATE INDEX ON bench_agents (n);`);
  const agent = (column = "random()") =>
    `(SELECT id FROM bench_agents WHERE n = 1 + floor(${column} * ${size.agents})::int)`;

  await loader.query(`
    INSERT INTO clients (name, email, preferred_currency, created_at, updated_at)
    SELECT 'Client ' || g, 'client' || g || '@example.com', cur, now() - make_interval(days => g % 1500), now()
    FROM (SELECT g, ${CURRENCY} AS cur FROM generate_series(1, ${size.clients}) g) s;
    CREATE TEMP TABLE bench_clients AS SELECT row_number() OVER (ORDER BY id)::int AS n, id FROM clients;
    CREATE INDEX ON bench_clients (n);`);
  step(`${size.clients} clients`);

  // Packages over two seasons; a few "upcoming", a few already over.
  await loader.query(`
    INSERT INTO travel_packages (title, destination, description, price_cents, currency, duration_days,
      start_date, end_date, max_participants, status)
    SELECT 'Package ' || g || ' in ' || city, city, 'A stay in ' || city || '.', (30 + g % 400) * 1000, 'EUR',
      3 + g % 12, d, d + 60 + g % 120, 8 + g % 33, CASE WHEN g % 10 = 0 THEN 'upcoming' ELSE 'active' END
    FROM (SELECT g, (${sqlArray(CITIES)})[1 + g % ${CITIES.length}] AS city,
        current_date - 365 + floor(random() * 700)::int AS d
      FROM generate_series(1, ${size.packages}) g) s;
    CREATE TEMP TABLE bench_packages AS
      SELECT row_number() OVER (ORDER BY id)::int AS n, id, price_cents FROM travel_packages;
    CREATE INDEX ON bench_packages (n);`);

  // Trips: each with one passenger of its client (passport expiring anywhere in the next four years).
  await loader.query(`
    INSERT INTO trips (title, start_date, end_date, status, client_id, owner_id, created_at, updated_at)
    SELECT 'Trip ' || g, d, d + 3 + g % 12, CASE WHEN d < current_date THEN 'completed' ELSE 'confirmed' END,
      c.id, ${agent("s.a")}, now(), now()
    FROM (SELECT g, 1 + floor(random() * ${size.clients})::int AS cn, random() AS a,
        current_date - 365 + floor(random() * 700)::int AS d FROM generate_series(1, ${size.trips}) g) s
    JOIN bench_clients c ON c.n = s.cn;
    CREATE TEMP TABLE bench_trips AS
      SELECT row_number() OVER (ORDER BY id)::int AS n, id, client_id, start_date, end_date, owner_id FROM trips;
    CREATE INDEX ON bench_trips (n);
    INSERT INTO passengers (first_name, surname, passport_number, document_expiry, client_id)
    SELECT 'Traveller', 'Of trip ' || n, 'P' || n, current_date + floor(random() * 1500)::int, client_id FROM bench_trips;
    INSERT INTO trip_passengers (trip_id, passenger_id, client_id)
    SELECT t.id, p.id, t.client_id FROM bench_trips t JOIN passengers p ON p.passport_number = 'P' || t.n;`);
  step(`${size.packages} packages, ${size.trips} trips with a passenger each`);

  // Bookings over 18 months, 1 in 10 of a trip; past ones mostly completed.
  const status = `CASE WHEN td < current_date
      THEN CASE WHEN r < 0.88 THEN 'completed' WHEN r < 0.98 THEN 'cancelled' ELSE 'confirmed' END
      ELSE CASE WHEN r < 0.35 THEN 'pending' WHEN r < 0.9 THEN 'confirmed' ELSE 'cancelled' END END`;
  const tripBookings = Math.round(size.bookings / 10);
  const PART = 250_000;
  for (let offset = 0; offset < size.bookings - tripBookings; offset += PART) {
    const count = Math.min(PART, size.bookings - tripBookings - offset);
    await loader.query(`
      INSERT INTO bookings (client_id, package_id, participants, booking_date, travel_date, status, cancel_reason,
        unit_price_cents, total_cents, currency, created_by, created_at, updated_at)
      SELECT c.id, p.id, s.participants, s.bd, s.td, ${status},
        CASE WHEN ${status} = 'cancelled' THEN 'Change of plans.' END, p.price_cents, p.price_cents * s.participants,
        'EUR', ${agent("s.a")}, s.bd + time '10:00', s.bd + time '10:00'
      FROM (SELECT s0.*, s0.bd + s0.lead AS td FROM (SELECT 1 + floor(power(random(), 1.5) * ${size.clients})::int AS cn,
          1 + floor(random() * ${size.packages})::int AS pn, 1 + floor(random() * 4)::int AS participants,
          current_date - floor(random() * 548)::int AS bd, 3 + floor(random() * 200)::int AS lead, random() AS r,
          random() AS a FROM generate_series(1, ${count})) s0) s
      JOIN bench_clients c ON c.n = s.cn
      JOIN bench_packages p ON p.n = s.pn`);
    step(`${offset + count} package bookings`);
  }
  await loader.query(`
    INSERT INTO bookings (client_id, trip_id, participants, booking_date, travel_date, status, cancel_reason,
      unit_price_cents, total_cents, currency, created_by, created_at, updated_at)
    SELECT t.client_id, t.id, 1, least(t.start_date - s.lead, current_date), t.start_date,
      ${status.replaceAll("td", "t.start_date")},
      CASE WHEN ${status.replaceAll("td", "t.start_date")} = 'cancelled' THEN 'Trip cancelled.' END, s.unit, s.unit,
      'EUR', t.owner_id, least(t.start_date - s.lead, current_date) + time '10:00', now()
    FROM (SELECT 1 + floor(random() * ${size.trips})::int AS tn, 5 + floor(random() * 150)::int AS lead,
        (35 + floor(random() * 250)::int) * 1000 AS unit, random() AS r FROM generate_series(1, ${tripBookings})) s
    JOIN bench_trips t ON t.n = s.tn`);
  step(`${size.bookings} bookings`);

  // One invoice per booking (cancelled bookings' invoices cancelled), in EUR, USD or GBP at a locked rate. Old
  // ones mostly paid; the rest partly paid, unpaid or overdue. Paid amounts follow the payments made below.
  await loader.query(`
    CREATE TEMP TABLE bench_invoices AS
    SELECT row_number() OVER ()::int AS n, b.id AS booking_id, b.client_id, b.booking_date AS issue,
      greatest(b.total_cents, 1000) AS amount, cur, b.status = 'cancelled' AS cancelled, b.created_by,
      CASE WHEN b.status = 'cancelled' THEN 'cancelled'
        WHEN r < (CASE WHEN b.booking_date < current_date - 60 THEN 0.85 ELSE 0.4 END) THEN 'paid'
        WHEN r < (CASE WHEN b.booking_date < current_date - 60 THEN 0.93 ELSE 0.7 END) THEN 'partially_paid'
        ELSE 'unpaid' END AS kind
    FROM (SELECT b.*, random() AS r, ${CURRENCY} AS cur FROM bookings b) b;
    INSERT INTO invoices (number, client_id, booking_id, currency, subtotal_cents, tax_cents, amount_cents,
      paid_cents, credited_cents, issue_date, due_date, status, cancel_reason, cancelled_at, base_currency,
      exchange_rate, base_amount_cents, created_by, created_at, updated_at)
    SELECT 'INV-B' || lpad(n::text, 7, '0'), client_id, booking_id, cur, amount, 0, amount,
      CASE kind WHEN 'paid' THEN amount WHEN 'partially_paid' THEN 2 * (amount / 4) ELSE 0 END, 0, issue, issue + 30,
      CASE WHEN kind IN ('unpaid', 'partially_paid') AND issue + 30 < current_date THEN 'overdue' ELSE kind END,
      CASE WHEN cancelled THEN 'Booking cancelled.' END, CASE WHEN cancelled THEN now() END, 'EUR', ${RATE},
      round(amount * ${RATE}), created_by, issue + time '11:00', now()
    FROM bench_invoices;`);
  step("invoices");

  // Payments: two halves for a paid invoice, two quarters for a partly paid one, an announced transfer (pending)
  // for an unpaid one, a failed card payment on some; a refund paid back again on every fourth paid invoice.
  await loader.query(`
    CREATE TEMP TABLE bench_payments AS
    SELECT i.id AS invoice_id, i.client_id, i.currency AS cur, i.exchange_rate AS rate, i.issue_date, i.created_by,
      i.status, i.amount_cents AS amount, i.paid_cents AS paid, row_number() OVER ()::int AS n
    FROM invoices i WHERE i.status <> 'cancelled';
    INSERT INTO payments (invoice_id, client_id, amount_cents, currency, method, status, payment_date, refund_reason,
      base_currency, exchange_rate, base_amount_cents, created_by, created_at, updated_at)
    SELECT invoice_id, client_id, a, cur, m, st, d, CASE WHEN a < 0 THEN 'Refund of a double charge.' END,
      'EUR', rate, round(a * rate), created_by, d + time '12:00', now()
    FROM (
      SELECT p.*, x.a, x.st, x.m, least(p.issue_date + x.day, current_date) AS d FROM bench_payments p
      CROSS JOIN LATERAL (VALUES
        (CASE WHEN p.paid > 0 THEN p.paid / 2 END, 'completed', 'bank_transfer', 3),
        (CASE WHEN p.paid > 0 THEN p.paid - p.paid / 2 END, 'completed', 'credit_card', 9),
        (CASE WHEN p.paid = p.amount AND p.n % 4 = 0 THEN -500::bigint END, 'completed', 'credit_card', 10),
        (CASE WHEN p.paid = p.amount AND p.n % 4 = 0 THEN 500::bigint END, 'completed', 'cash', 11),
        (CASE WHEN p.paid = 0 THEN p.amount END, 'pending', 'bank_transfer', 5),
        (CASE WHEN p.paid = 0 AND p.n % 3 = 0 THEN p.amount END, 'failed', 'credit_card', 2)
      ) x(a, st, m, day)
      WHERE x.a IS NOT NULL) s;`);
  step("payments");

  // Trip offers: sent over the last ten days, valid three.
  await loader.query(`
    INSERT INTO trip_offers (trip_id, title, status, created_by, created_at, expires_at)
    SELECT t.id, 'Offer ' || s.g, (ARRAY['sent','sent','sent','draft','accepted','declined'])[1 + s.g % 6], t.owner_id,
      s.at, s.at + interval '3 days'
    FROM (SELECT g, 1 + floor(random() * ${size.trips})::int AS tn,
        now() - make_interval(mins => floor(random() * 14400)::int) AS at FROM generate_series(1, ${size.trips}) g) s
    JOIN bench_trips t ON t.n = s.tn;`);

  // Flights: four per trip, 1 in 30 in a status to act on; a reservation per trip with a time limit.
  await loader.query(`
    INSERT INTO itineraries (trip_id, record_locator, source_format, raw_text, created_by)
    SELECT id, 'R' || lpad(n::text, 6, '0'), 'amadeus', 'RP/…', owner_id FROM bench_trips;
    INSERT INTO segments (trip_id, itinerary_id, segment_type, source, origin, destination, departure_local,
      arrival_local, airline, flight_number, booking_class, status, segment_number)
    SELECT t.id, i.id, 'flight', 'gds', 'LIS', 'FRA', (t.start_date + k) + time '08:00', (t.start_date + k) + time '12:00',
      'LH', (1000 + t.n % 8000)::text, 'Y',
      CASE WHEN random() < 0.033 THEN (ARRAY['UN','NO','TK','HX'])[1 + floor(random() * 4)::int] ELSE 'HK' END, k + 1
    FROM bench_trips t JOIN itineraries i ON i.trip_id = t.id CROSS JOIN generate_series(0, 3) k;
    INSERT INTO trip_time_limits (itinerary_id, trip_id, kind, due_date, due_time, airline, text, line_number)
    SELECT i.id, i.trip_id, (ARRAY['ticketing','option','airline-deadline'])[1 + floor(random() * 3)::int],
      current_date - 30 + floor(random() * 120)::int, '1800', 'LH', 'TK TL20MAR/1800', 5
    FROM itineraries i;`);
  step("trip offers, flights and time limits");

  // Requests with a chat each, 1 in 10 still open: the client wrote, and staff answered most of them.
  await loader.query(`
    INSERT INTO requests (client_id, category, details, status, trip_id, assignee_id, created_at, updated_at)
    SELECT t.client_id, 'date_change', 'Please move trip ' || t.n,
      CASE s.g % 10 WHEN 0 THEN 'open' WHEN 1 THEN 'in_progress' ELSE 'resolved' END,
      t.id, t.owner_id, s.at, s.at
    FROM (SELECT g, 1 + floor(random() * ${size.trips})::int AS tn,
        now() - make_interval(hours => floor(random() * 4000)::int) AS at FROM generate_series(1, ${size.trips}) g) s
    JOIN bench_trips t ON t.n = s.tn;
    INSERT INTO conversations (kind, request_id, client_id, last_message_at, created_at)
    SELECT 'request', id, client_id, created_at + interval '2 hours', created_at FROM requests;
    INSERT INTO messages (conversation_id, client_id, sender_id, sender_name, body, created_at)
    SELECT c.id, c.client_id, CASE WHEN k % 2 = 1 THEN r.assignee_id END, CASE WHEN k % 2 = 1 THEN 'Agent' ELSE 'Client' END,
      'Message ' || k, r.created_at + make_interval(hours => k)
    FROM conversations c JOIN requests r ON r.id = c.request_id
    CROSS JOIN generate_series(0, CASE WHEN abs(hashtext(r.id::text)) % 5 = 0 THEN 2 ELSE 3 END) k;
    UPDATE conversations c SET last_message_seq = m.seq, last_message_at = m.at
    FROM (SELECT conversation_id, max(seq) AS seq, max(created_at) AS at FROM messages GROUP BY conversation_id) m
    WHERE m.conversation_id = c.id;`);
  step("requests and chat");

  await loader.query("SET session_replication_role = origin");
  await loader.query("SELECT client_stats_rebuild()");
  await loader.query("SELECT dashboard_summaries_rebuild()");
  const { rows } = await loader.query<{ name: string; n: string }>(`
    SELECT 'bookings' AS name, count(*) AS n FROM bookings UNION ALL SELECT 'invoices', count(*) FROM invoices
    UNION ALL SELECT 'payments', count(*) FROM payments UNION ALL SELECT 'trip offers', count(*) FROM trip_offers
    UNION ALL SELECT 'segments', count(*) FROM segments UNION ALL SELECT 'requests', count(*) FROM requests
    UNION ALL SELECT 'messages', count(*) FROM messages`);
  step("trigger-kept tables rebuilt");
  await loader.query("VACUUM ANALYZE");
  step("vacuumed and analysed");
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}
