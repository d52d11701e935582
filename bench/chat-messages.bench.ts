/**
 * One conversation of 10 000 messages, paged through the real app over HTTP on PostgreSQL: the newest page
 * (what opening the chat loads) and the oldest page (the last one scrolling up reaches, `?before=<seq>`),
 * next to the baseline measured in the same run with the same sign-in: one trip read by its id (a
 * primary-key read). For each, the median and p95 of sequential requests, and the page query's own
 * execution time by EXPLAIN ANALYZE.
 *
 *   npm run bench:chat
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres npm run bench:chat
 *   BENCH_KEEP_DATABASE=1        keep the database for EXPLAIN by hand (its name is printed)
 *
 * Creates its own database on that server and drops it at the end. The messages come from SQL
 * (generate_series), beside 200 other conversations of 20 messages so the index holds more than one thread.
 */

import pg from "pg";
import { MESSAGE_PAGE_SIZE } from "#domain/chat/chat.schema";
import { buildApp } from "../server/app";
import { listenLocally, signInBenchAgent } from "./lib/bench-agent";
import { benchConfig, createBenchDatabase } from "./lib/bench-database";
import { percentile } from "./lib/percentile";

const MESSAGES = 10_000;
const OTHER_CONVERSATIONS = 200;
const OTHER_MESSAGES = 20;
const REQUESTS = 300;
const WARMUP = 30;
const EXPLAINED = 20;

const bench = await createBenchDatabase();
const sql = new pg.Client({ connectionString: bench.url });
await sql.connect();
try {
  const { rows: seeded } = await sql.query<{ client_id: string; trip_id: string }>(`
    with c as (insert into clients (name) values ('Bench Client') returning id),
         t as (insert into trips (title, client_id, start_date, end_date)
               select 'Bench trip', id, '2031-05-01', '2031-05-09' from c returning id, client_id)
    select client_id, id as trip_id from t`);
  const { client_id: clientId, trip_id: tripId } = seeded[0]!;
  const { rows: conv } = await sql.query<{ id: string }>(
    `insert into conversations (kind, trip_id, client_id) values ('trip', $1, $2) returning id`,
    [tripId, clientId],
  );
  const conversationId = conv[0]!.id;
  // Other threads first and after, so the big one's seqs are not the whole table.
  const others = async () =>
    sql.query(
      `with t as (
         insert into trips (title, client_id, start_date, end_date)
         select 'Other ' || g, $1, '2031-05-01', '2031-05-09' from generate_series(1, $2) g returning id),
       cv as (insert into conversations (kind, trip_id, client_id) select 'trip', id, $1 from t returning id)
       insert into messages (conversation_id, client_id, sender_name, body)
       select cv.id, $1, 'Someone', 'Other message ' || g from cv, generate_series(1, $3) g`,
      [clientId, OTHER_CONVERSATIONS / 2, OTHER_MESSAGES],
    );
  await others();
  await sql.query(
    `insert into messages (conversation_id, client_id, sender_name, body, created_at)
     select $1, $2, case when g % 2 = 0 then 'Bench Agent' else 'Bench Client' end,
            'Message number ' || g || ' of the long thread', now() - make_interval(mins => $3 - g)
     from generate_series(1, $3) g order by g`,
    [conversationId, clientId, MESSAGES],
  );
  await others();
  await sql.query(
    `update conversations set last_message_seq = m.seq, last_message_at = m.created_at
     from (select seq, created_at from messages where conversation_id = $1 order by seq desc limit 1) m
     where conversations.id = $1`,
    [conversationId],
  );
  await sql.query("analyze");
  const { rows: bounds } = await sql.query<{ before: string }>(
    `select seq as before from messages where conversation_id = $1 order by seq offset $2 limit 1`,
    [conversationId, MESSAGE_PAGE_SIZE],
  );
  const lastPageBefore = Number(bounds[0]!.before);

  const { app } = await buildApp({ config: benchConfig(bench.url), database: bench.database, logger: false });
  const base = await listenLocally(app);
  const origin = "http://127.0.0.1:3000";
  const cookie = await signInBenchAgent(bench.database, base, origin);

  const cases = [
    { label: "baseline: trip by id (primary key)", path: `/api/trips/${tripId}` },
    { label: "first page (newest 50)", path: `/api/chats/trip/${tripId}/messages` },
    { label: "last page (oldest 50)", path: `/api/chats/trip/${tripId}/messages?before=${lastPageBefore}` },
  ];
  const pageSql = (before: number | null) => ({
    text: `select id, seq, sender_name, body, created_at from messages
           where conversation_id = $1 ${before === null ? "" : "and seq < $3"}
           order by seq desc limit $2`,
    values:
      before === null
        ? [conversationId, MESSAGE_PAGE_SIZE + 1]
        : [conversationId, MESSAGE_PAGE_SIZE + 1, before],
  });
  const explains = [
    { text: "select * from trips where id = $1", values: [tripId] },
    pageSql(null),
    pageSql(lastPageBefore),
  ];

  console.log(
    `chat paging: ${MESSAGES} messages in one conversation, ${REQUESTS} sequential requests each\n`,
  );
  console.log("case                                   http median  http p95   sql median  items");
  for (const [index, c] of cases.entries()) {
    const times: number[] = [];
    let items = 0;
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      const started = performance.now();
      const res = await fetch(base + c.path, { headers: { cookie, origin } });
      const body = (await res.json()) as { items?: unknown[] };
      if (!res.ok) throw new Error(`${c.path}: ${res.status} ${JSON.stringify(body)}`);
      if (i >= WARMUP) times.push(performance.now() - started);
      items = body.items?.length ?? 1;
    }
    const sqlTimes: number[] = [];
    for (let i = 0; i < EXPLAINED; i++) {
      const { text, values } = explains[index]!;
      const { rows } = await sql.query<{ "QUERY PLAN": { "Execution Time": number }[] }>(
        `explain (analyze, format json) ${text}`,
        values,
      );
      sqlTimes.push(rows[0]!["QUERY PLAN"][0]!["Execution Time"]);
    }
    times.sort((a, b) => a - b);
    sqlTimes.sort((a, b) => a - b);
    console.log(
      `${c.label.padEnd(38)} ${percentile(times, 50).toFixed(2).padStart(8)} ms ${percentile(times, 95)
        .toFixed(2)
        .padStart(7)} ms ${percentile(sqlTimes, 50).toFixed(3).padStart(8)} ms ${String(items).padStart(6)}`,
    );
  }
  await app.close();
} finally {
  await sql.end();
  await bench.dispose();
}
