/**
 * The money lists bench's rows, made by SQL (generate_series) straight into a migrated PostgreSQL database:
 * clients, every day's USD and GBP rate, 1M invoices numbered INV-YYYYMM-NNNN within their month, and ~2M
 * payments (instalments, announced transfers, failed cards, refunds). Triggers and foreign-key checks are
 * off while they go in (session_replication_role = replica); the trigger-kept tables are rebuilt at the end.
 */
import type pg from "pg";

export interface MoneyDataSize {
  clients: number;
  invoices: number;
  /** Invoices are issued over this many days up to today. */
  days: number;
}

export function moneyDataSize(scale: number): MoneyDataSize {
  return {
    clients: Math.max(100, Math.round(100_000 * scale)),
    invoices: Math.max(1_000, Math.round(1_000_000 * scale)),
    days: 730,
  };
}

const FIRST_NAMES = [
  "Ana",
  "João",
  "Maria",
  "Pedro",
  "Sofia",
  "Lucas",
  "Emma",
  "Noah",
  "Olivia",
  "Liam",
  "Mia",
  "Elias",
  "Léa",
  "Hugo",
  "Chloé",
  "Louis",
  "Giulia",
  "Marco",
  "Lena",
  "Jonas",
  "Zoé",
  "Mateo",
  "Ingrid",
  "Björn",
  "Agnieszka",
  "Łukasz",
  "Søren",
  "Freya",
  "Siobhán",
  "Ciarán",
  "Núria",
  "Pau",
  "Eleni",
  "Nikos",
  "Aylin",
  "Emre",
];
const LAST_NAMES = [
  "Silva",
  "Santos",
  "Ferreira",
  "Müller",
  "Schmidt",
  "Schneider",
  "Martin",
  "Bernard",
  "Dubois",
  "Rossi",
  "Russo",
  "Bianchi",
  "García",
  "Fernández",
  "López",
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Williams",
  "Johansson",
  "Andersson",
  "Nielsen",
  "Jensen",
  "Kowalski",
  "Nowak",
  "Wiśniewska",
  "Papadopoulos",
  "Yılmaz",
  "Kaya",
  "O'Brien",
  "Murphy",
  "van Dijk",
  "de Jong",
  "Novák",
  "Horváth",
  "Costa",
  "Oliveira",
  "Pereira",
  "Lima",
];
const COMPANY_WORDS = [
  "Atlantic",
  "Nordic",
  "Alpine",
  "Harbour",
  "Summit",
  "Coastal",
  "Meridian",
  "Aurora",
  "Horizon",
  "Iberian",
];
const COMPANY_KINDS = ["Travel Ltd", "Holidays", "Consulting GmbH", "Events SA", "Partners", "Logistics BV"];
const LINES = [
  "Flights and hotel",
  "Package holiday",
  "City break",
  "Airport transfers",
  "Group tour deposit",
  "Cruise cabin",
  "Ski week",
  "Conference travel",
];

const sqlArray = (values: string[]) =>
  `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}]::text[]`;

export interface MoneyData {
  /** Surnames and company words clients have: what people type into the invoices search. */
  searchWords: string[];
  /** Client ids, for reads by id (the baseline) and the client filter. */
  clientIds: string[];
  invoices: number;
  payments: number;
}

/** Loads the rows; `log` hears each step with the time it took. */
export async function loadMoneyData(
  loader: pg.Client,
  size: MoneyDataSize,
  log: (line: string) => void = console.log,
): Promise<MoneyData> {
  const t0 = performance.now();
  const step = (what: string) => log(`${what} after ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await loader.query("SET session_replication_role = replica");
  await loader.query("SELECT setseed(0.15)");

  // Clients: seven in ten people, three in ten companies; some clients buy far more often than others.
  await loader.query(`
    INSERT INTO clients (kind, name, email, phone, preferred_currency, created_at, updated_at)
    SELECT kind, name, lower(regexp_replace(name, '[^A-Za-z]+', '.', 'g')) || g || '@example.com',
      '+351 9' || lpad((g * 7919 % 100000000)::text, 8, '0'), cur, at, at
    FROM (
      SELECT g,
        CASE WHEN g % 10 < 3 THEN 'company' ELSE 'person' END AS kind,
        CASE WHEN g % 10 < 3
          THEN (${sqlArray(COMPANY_WORDS)})[1 + g % ${COMPANY_WORDS.length}] || ' '
            || (${sqlArray(COMPANY_KINDS)})[1 + (g / 7) % ${COMPANY_KINDS.length}]
          ELSE (${sqlArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] || ' '
            || (${sqlArray(LAST_NAMES)})[1 + (g * 13) % ${LAST_NAMES.length}]
        END AS name,
        (ARRAY['EUR','EUR','EUR','USD','GBP'])[1 + g % 5] AS cur,
        now() - make_interval(days => (random() * 1500)::int) AS at
      FROM generate_series(1, ${size.clients}) g) s`);
  await loader.query(`
    CREATE TEMP TABLE bench_clients AS SELECT row_number() OVER (ORDER BY id)::int AS n, id FROM clients;
    CREATE INDEX ON bench_clients (n);`);
  step(`${size.clients} clients`);

  // Every day's rate against EUR, from before the first invoice to after the last payment.
  await loader.query(`
    INSERT INTO exchange_rates (currency, rate_date, rate)
    SELECT c.cur, d::date, round((c.centre * (1 + 0.04 * sin(extract(epoch FROM d) / 86400 / 58.0 + c.phase)))::numeric, 4)
    FROM generate_series(current_date - ${size.days + 40}, current_date + 40, interval '1 day') d
    CROSS JOIN (VALUES ('USD', 0.92, 0.0), ('GBP', 1.17, 1.7)) c(cur, centre, phase)`);

  // Invoices: issued over two years, most in EUR; paid, partly paid, unpaid (overdue once due) or cancelled.
  await loader.query(`
    CREATE TEMP TABLE bench_invoices AS
    SELECT s.g, c.id AS client_id, s.issue, s.cur, s.subtotal, s.tax, s.subtotal + s.tax AS amount, s.r,
      CASE WHEN s.r < 0.03 THEN 'cancelled' WHEN s.r < 0.58 THEN 'paid' WHEN s.r < 0.73 THEN 'partially_paid'
        ELSE 'unpaid' END AS kind,
      row_number() OVER (PARTITION BY date_trunc('month', s.issue) ORDER BY s.issue, s.g) AS seq
    FROM (
      SELECT g, 1 + floor(power(random(), 1.6) * ${size.clients})::int AS cn,
        current_date - floor(random() * ${size.days})::int AS issue,
        (ARRAY['EUR','EUR','EUR','EUR','EUR','USD','GBP'])[1 + floor(random() * 7)::int] AS cur,
        (20 + floor(random() * 5000)::int) * 100::bigint AS subtotal,
        CASE WHEN random() < 0.6 THEN (20 + floor(random() * 5000)::int) * 10::bigint ELSE 0 END AS tax,
        random() AS r
      FROM generate_series(1, ${size.invoices}) g) s
    JOIN bench_clients c ON c.n = s.cn;`);
  await loader.query(`
    INSERT INTO invoices (number, client_id, currency, subtotal_cents, tax_cents, amount_cents, paid_cents,
      credited_cents, issue_date, due_date, status, cancel_reason, cancelled_at, notes, base_currency,
      exchange_rate, base_amount_cents, sent_at, sent_to, created_at, updated_at)
    SELECT 'INV-' || to_char(b.issue, 'YYYYMM') || '-' || CASE WHEN b.seq < 10000 THEN lpad(b.seq::text, 4, '0') ELSE b.seq::text END,
      b.client_id, b.cur, b.subtotal, b.tax, b.amount,
      CASE b.kind WHEN 'paid' THEN b.amount WHEN 'partially_paid' THEN 2 * (b.amount / 4) ELSE 0 END, 0,
      b.issue, b.issue + 30,
      CASE WHEN b.kind IN ('unpaid', 'partially_paid') AND b.issue + 30 < current_date THEN 'overdue' ELSE b.kind END,
      CASE WHEN b.kind = 'cancelled' THEN 'Issued twice by mistake.' END,
      CASE WHEN b.kind = 'cancelled' THEN b.issue + time '15:00' END,
      (${sqlArray(LINES)})[1 + b.g % ${LINES.length}],
      'EUR', coalesce(x.rate, 1), round(b.amount * coalesce(x.rate, 1)),
      CASE WHEN b.r > 0.2 THEN b.issue + time '10:00' END, CASE WHEN b.r > 0.2 THEN 'accounts@example.com' END,
      b.issue + time '09:00', b.issue + time '09:00'
    FROM bench_invoices b
    LEFT JOIN exchange_rates x ON x.currency = b.cur AND x.rate_date = b.issue`);
  step(`${size.invoices} invoices`);

  // Payments: a paid invoice in two or three instalments (one in ten refunded and paid again), a partly paid
  // one in two quarters, an unpaid one with an announced transfer (pending) or a failed card payment.
  await loader.query(`
    CREATE TEMP TABLE bench_payable AS
    SELECT i.id AS invoice_id, i.client_id, i.currency AS cur, i.issue_date, i.amount_cents AS amount,
      i.paid_cents AS paid, row_number() OVER ()::int AS n
    FROM invoices i WHERE i.status <> 'cancelled';`);
  await loader.query(`
    INSERT INTO payments (invoice_id, client_id, amount_cents, currency, method, status, transaction_reference,
      payment_date, refund_reason, received_at, base_currency, exchange_rate, base_amount_cents, created_at, updated_at)
    SELECT s.invoice_id, s.client_id, s.a, s.cur, s.m, s.st,
      CASE s.m WHEN 'bank_transfer' THEN 'SEPA-' || lpad((s.n * 31 + s.k)::text, 9, '0')
        WHEN 'credit_card' THEN 'VISA-' || lpad(((s.n * 7 + s.k) % 10000)::text, 4, '0') END,
      s.d, CASE WHEN s.a < 0 THEN 'Refund of a double charge.' END,
      CASE WHEN s.st = 'completed' AND s.m = 'bank_transfer' THEN s.d + time '16:00' END,
      'EUR', coalesce(x.rate, 1), round(s.a * coalesce(x.rate, 1)), s.d + time '12:00', s.d + time '12:00'
    FROM (
      SELECT p.*, v.k, v.a, v.st, v.m, least(p.issue_date + v.day, current_date) AS d
      FROM bench_payable p
      CROSS JOIN LATERAL (VALUES
        (1, CASE WHEN p.paid = p.amount AND p.n % 5 < 2 THEN p.paid / 3
                 WHEN p.paid > 0 THEN p.paid / 2 END, 'completed', 'bank_transfer', 4),
        (2, CASE WHEN p.paid = p.amount AND p.n % 5 < 2 THEN p.paid / 3 END, 'completed', 'credit_card', 12),
        (3, CASE WHEN p.paid = p.amount AND p.n % 5 < 2 THEN p.paid - 2 * (p.paid / 3)
                 WHEN p.paid > 0 THEN p.paid - p.paid / 2 END, 'completed', 'credit_card', 20),
        (4, CASE WHEN p.paid = p.amount AND p.n % 10 = 0 THEN -1000::bigint END, 'completed', 'credit_card', 21),
        (5, CASE WHEN p.paid = p.amount AND p.n % 10 = 0 THEN 1000::bigint END, 'completed', 'cash', 22),
        (6, CASE WHEN p.paid = 0 AND p.n % 3 = 0 THEN p.amount END, 'pending', 'bank_transfer', 6),
        (7, CASE WHEN p.paid = 0 AND p.n % 3 = 1 THEN p.amount END, 'failed', 'credit_card', 2)
      ) v(k, a, st, m, day)
      WHERE v.a IS NOT NULL AND v.a <> 0) s
    LEFT JOIN exchange_rates x ON x.currency = s.cur AND x.rate_date = s.d`);
  const { rows: counted } = await loader.query<{ n: number }>("SELECT count(*)::int AS n FROM payments");
  step(`${counted[0]!.n} payments`);

  // What the triggers would have kept, and the month counters a new invoice continues from.
  await loader.query("SET session_replication_role = origin");
  await loader.query("SELECT client_stats_rebuild()");
  const { rows: hasDashboard } = await loader.query(
    "SELECT 1 FROM pg_proc WHERE proname = 'dashboard_summaries_rebuild'",
  );
  if (hasDashboard.length > 0) await loader.query("SELECT dashboard_summaries_rebuild()");
  await loader.query(`
    INSERT INTO document_number_counters (series, last_number)
    SELECT 'INV-' || to_char(issue_date, 'YYYYMM'), count(*) FROM invoices GROUP BY 1
    ON CONFLICT (series) DO UPDATE SET last_number = excluded.last_number`);
  step("trigger-kept tables rebuilt");
  // Steady state, as autovacuum leaves it: statistics, visibility map, GIN pending lists merged.
  await loader.query("VACUUM ANALYZE");
  step("vacuumed and analysed");

  const { rows: sample } = await loader.query<{ id: string }>(
    "SELECT id FROM clients ORDER BY md5(id::text) LIMIT 500",
  );
  return {
    searchWords: [...LAST_NAMES, ...COMPANY_WORDS],
    clientIds: sample.map((row) => row.id),
    invoices: size.invoices,
    payments: counted[0]!.n,
  };
}
