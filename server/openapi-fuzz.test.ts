import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "#domain/errors";
import { clients } from "./db/schema/clients";
import { createTestApp, TEST_ORIGIN, type TestApp } from "./test/test-app";

/**
 * Walks every operation of the OpenAPI document and sends what a careless or hostile client would:
 * NUL bytes, lone surrogates, wrong types, 1 MB strings, deep nesting, impossible dates, bad UUIDs,
 * unknown fields, wrong content types, broken JSON and multipart — one malformed value at a time inside
 * an otherwise valid request, so each reaches as deep as it can. Every answer must be below 500, every
 * 4xx in the API's error format, every 400 naming a field or saying what is wrong.
 * Deterministic (a seeded generator) and bounded (a few cases per parameter, not a cartesian product).
 */

type Caller = "anonymous" | "clientA" | "clientB" | "agent" | "admin";
type Schema = {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: Schema | boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  nullable?: boolean;
  default?: unknown;
};
type Parameter = { in: "path" | "query" | "header"; name: string; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Case = {
  label: string;
  /** Path parameter values, raw (already encoded as they go into the URL). */
  path: Record<string, string>;
  /** The query string, raw, without "?". */
  query: string;
  payload?: string | Buffer;
  contentType?: string;
};

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join("");
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
    },
  };
}

const rng = seeded(20260211);
const MB = 1024 * 1024;

/** Malformed values for one field: the first three always, plus two more chosen by the generator. */
const fieldMutations: [string, () => unknown][] = [
  ["NUL byte", () => "before\u0000after"],
  ["lone surrogate", () => "half \uD83D pair"],
  ["wrong type (object)", () => ({ nested: { value: 1 } })],
  ["wrong type (number)", () => 12345],
  ["wrong type (boolean)", () => true],
  ["wrong type (array)", () => ["a", 1, null]],
  ["null", () => null],
  ["empty string", () => ""],
  ["1 MB string", () => "x".repeat(MB - 4096)],
  ["impossible date", () => "2026-02-30"],
  ["year zero", () => "0000-01-01"],
  ["impossible date-time", () => "2026-02-30T25:61"],
  ["bad UUID", () => "00000000-0000-0000-0000-00000000000Z"],
  ["huge number", () => 1e308],
  ["negative number", () => -99999999999],
  ["fraction", () => 1.5],
  ["numeric string", () => "99999999999999999999999"],
  ["deep nesting", () => deep(2000)],
  ["SQL-ish text", () => "'; DROP TABLE passengers; -- %_\\"],
  ["bidi and zero-width", () => "\u202Eexe.pdf\u200B"],
];

const queryMutations: [string, string][] = [
  ["NUL byte", "%00"],
  ["invalid UTF-8", "%ED%A0%80%FF"],
  ["impossible date", "2026-02-30"],
  ["year zero", "0000-01-01"],
  ["bad UUID", "not-a-uuid"],
  ["not a number", "abc"],
  ["huge number", "1e309"],
  ["negative", "-1"],
  ["long string", "q".repeat(5000)],
  ["SQL-ish", "%27%3B%20--%20%25_%5C"],
];

const pathMutations: [string, string][] = [
  ["NUL byte", "%00"],
  ["bad UUID", "not-a-uuid"],
  ["near UUID", "00000000-0000-0000-0000-00000000000g"],
  ["too long", "a".repeat(300)],
  ["bad percent-encoding", "%E0%A4%A"],
  ["invalid UTF-8", "%ED%A0%80"],
  ["dot segment", ".."],
];

function deep(levels: number): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { d: value };
  return value;
}

let t: TestApp;
const headers = {} as Record<Caller, Record<string, string>>;
/** Real rows, so path parameters can name records that exist. */
const ids = {
  passenger: "",
  trip: "",
  client: "",
  segment: "",
  ssr: "",
  offer: "",
  document: "",
  package: "",
  ticket: "",
  request: "",
};
let requests = 0;

// Four sign-ins and eight records: a longer timeout for a loaded machine, not a timing under test.
beforeAll(async () => {
  t = await createTestApp();
  headers.anonymous = { origin: TEST_ORIGIN };
  for (const caller of ["clientA", "clientB", "agent", "admin"] as const) {
    const role = caller === "agent" || caller === "admin" ? caller : "client";
    const session = await t.signInAs(role);
    headers[caller] = { cookie: session.cookie, origin: session.origin };
    if (caller === "clientA") {
      const [row] = await t.database.db
        .insert(clients)
        .values({ name: "Fuzz Client A", userId: session.userId })
        .returning({ id: clients.id });
      ids.client = row!.id;
    }
  }
  const json = (caller: Caller, method: "POST", url: string, payload: object) =>
    t.app.inject({ method, url, headers: headers[caller], payload });
  const passenger = await json("agent", "POST", "/api/passengers", {
    firstName: "Fuzz",
    surname: "Traveller",
    passportNumber: "FZ100001",
    documentExpiry: "2031-01-01",
    clientId: ids.client,
  });
  expect(passenger.statusCode, passenger.body).toBe(201);
  ids.passenger = passenger.json().id;
  const trip = await json("agent", "POST", "/api/trips", {
    title: "Fuzz trip",
    clientId: ids.client,
    startDate: "2031-05-01",
    endDate: "2031-05-09",
  });
  expect(trip.statusCode, trip.body).toBe(201);
  ids.trip = trip.json().id;
  const added = await json("agent", "POST", `/api/trips/${ids.trip}/passengers`, {
    passengerIds: [ids.passenger],
  });
  expect(added.statusCode, added.body).toBeLessThan(300);
  const segment = await json("agent", "POST", `/api/trips/${ids.trip}/segments`, {
    segmentType: "hotel",
    origin: "Berlin",
    departureLocal: "2031-05-01T15:00",
  });
  expect(segment.statusCode, segment.body).toBe(201);
  ids.segment = segment.json().id;
  const ssr = await json("admin", "POST", "/api/ssr", {
    code: "FUZZ",
    description: "Fuzz service",
    defaultPriceCents: 0,
    currency: "USD",
    isChargeable: false,
    documentationRequired: false,
  });
  expect(ssr.statusCode, ssr.body).toBe(201);
  ids.ssr = ssr.json().id;
  const offer = await json("agent", "POST", `/api/trips/${ids.trip}/offers`, { title: "Fuzz offer" });
  expect(offer.statusCode, offer.body).toBe(201);
  ids.offer = offer.json().id;
  const upload = multipart(
    { documentType: "ticket" },
    { field: "file", name: "ticket.pdf", content: "%PDF-1.4 fuzz" },
  );
  const document = await t.app.inject({
    method: "POST",
    url: `/api/trips/${ids.trip}/documents`,
    headers: { ...headers.agent, "content-type": upload.contentType },
    payload: upload.payload,
  });
  expect(document.statusCode, document.body).toBe(201);
  ids.document = document.json().id;
  const travelPackage = await json("agent", "POST", "/api/packages", {
    title: "Fuzz package",
    destination: "Lisbon",
    description: "Fuzz description",
    priceCents: 10_000,
    startDate: "2031-05-01",
    endDate: "2031-05-09",
  });
  expect(travelPackage.statusCode, travelPackage.body).toBe(201);
  ids.package = travelPackage.json().id;
  const clientRequest = await json("agent", "POST", "/api/requests", {
    clientId: ids.client,
    category: "date_change",
    details: "Fuzz request",
    tripId: ids.trip,
  });
  expect(clientRequest.statusCode, clientRequest.body).toBe(201);
  ids.request = clientRequest.json().id;
  const ticket = await json("clientA", "POST", "/api/support-tickets", {
    title: "Fuzz ticket",
    ticketType: "custom",
    description: "Fuzz description",
  });
  expect(ticket.statusCode, ticket.body).toBe(201);
  ids.ticket = ticket.json().id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The real row a path parameter names, by its name and the URL it sits in; a fresh UUID otherwise. */
function realId(name: string, url: string): string {
  if (name === "tripId" || (name === "id" && url.startsWith("/api/trips/"))) return ids.trip;
  if (name === "passengerId" || (name === "id" && url.startsWith("/api/passengers/"))) return ids.passenger;
  if (name === "segmentId") return ids.segment;
  if (name === "offerId") return ids.offer;
  if (name === "documentId") return ids.document;
  if (name === "id" && url.startsWith("/api/ssr/")) return ids.ssr;
  if (name === "id" && url.startsWith("/api/packages/")) return ids.package;
  if (name === "id" && url.startsWith("/api/requests/")) return ids.request;
  if (name === "id" && url.startsWith("/api/support-tickets/")) return ids.ticket;
  return rng.uuid();
}

const stringCandidates = ["AB", "LH", "WCHR", "HK", "AB12345", "GBR", "FRA", "400", "2031-05-01", "1.2", "1"];

/** A string the field would accept, guessed from its schema and name. */
function validString(name: string, schema: Schema): string {
  if (schema.enum) return String(schema.enum.find((v) => v !== "") ?? "");
  if (schema.format === "uuid") {
    if (/client/i.test(name)) return ids.client;
    if (/trip/i.test(name)) return ids.trip;
    if (/associated/i.test(name)) return rng.uuid();
    if (/passenger/i.test(name)) return ids.passenger;
    if (/segment/i.test(name)) return ids.segment;
    if (/ssr/i.test(name)) return ids.ssr;
    return rng.uuid();
  }
  if (/birth/i.test(name)) return "1980-05-01";
  if (schema.format === "date") return "2031-05-01";
  if (schema.format === "date-time") return "2031-05-01T10:00:00Z";
  if (schema.format === "email" || /email/i.test(name))
    return `fuzz-${Math.floor(rng.next() * 1e9)}@test.itinera`;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const found = stringCandidates.find((c) => pattern.test(c));
    if (found) return found;
  }
  const byName: [RegExp, string][] = [
    [/url$/i, "https://example.com/rules"],
    [/local$/i, "2031-05-01T10:30"],
    [/date|expiry/i, "2031-05-01"],
    [/country|nationality/i, "GBR"],
    [/passport|documentNumber/i, "FZ200002"],
    [/airline|carrier/i, "LH"],
    [/flightNumber/i, "400"],
    [/bookingClass/i, "Y"],
    [/status/i, "HK"],
    [/password/i, "correct-horse-battery-9"],
    [/^code$/i, "WCHR"],
    [/^origin$/i, "FRA"],
    [/^destination$/i, "JFK"],
    [/^content$/i, "1 LH 400 Y 01MAY FRAJFK HK1 1000 1300"],
    [/^csv$/i, "code,description\nWCHR,Wheelchair\n"],
  ];
  const text = byName.find(([re]) => re.test(name))?.[1] ?? "Fuzz text";
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 10_000;
  return text.padEnd(min, "x").slice(0, max);
}

/** A value the schema accepts, as far as a generator can tell (the server may still refuse it: fine). */
function validValue(schema: Schema | undefined, name: string): unknown {
  if (!schema) return "Fuzz";
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.find((b) => !(b.enum?.length === 1 && b.enum[0] === "")) ?? branches[0];
    return validValue(branch, name);
  }
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], name);
  if (schema.enum) return schema.enum.find((v) => v !== "") ?? schema.enum[0];
  switch (schema.type) {
    case "object": {
      const out: Record<string, unknown> = {};
      // Optional fields too: some are required together (a flight's airline, number, times…).
      for (const [key, child] of Object.entries(schema.properties ?? {})) out[key] = validValue(child, key);
      return out;
    }
    case "array":
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => validValue(schema.items, name));
    case "integer":
    case "number":
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1);
    case "boolean":
      return true;
    case "string":
      return validString(name, schema);
    default:
      return "Fuzz";
  }
}

/** The paths of the properties a body schema names, up to two levels down (into arrays' first item). */
function fieldPaths(schema: Schema | undefined, prefix: (string | number)[] = []): (string | number)[][] {
  if (!schema || prefix.length >= 3) return [];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches)
    return fieldPaths(
      branches.find((b) => b.type === "object" || b.type === "array"),
      prefix,
    );
  if (schema.type === "array") return fieldPaths(schema.items, [...prefix, 0]);
  if (schema.type !== "object" || !schema.properties) return [];
  const paths: (string | number)[][] = [];
  for (const [key, child] of Object.entries(schema.properties)) {
    paths.push([...prefix, key], ...fieldPaths(child, [...prefix, key]));
  }
  return paths;
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) {
      node[key] = value;
    } else {
      if (node[key] === null || typeof node[key] !== "object")
        node[key] = typeof path[i + 1] === "number" ? [] : {};
      node = node[key] as Record<string | number, unknown>;
    }
  }
  return copy;
}

/** Two mutations from a list for one field: always the text ones, then one more by the generator. */
function someMutations<T>(list: readonly T[], always: number): T[] {
  const rest = list.slice(always);
  return [...list.slice(0, always), rng.pick(rest), rng.pick(rest)];
}

function multipart(fields: Record<string, string>, file?: { field: string; name: string; content: string }) {
  const boundary = "----fuzz-boundary-7d1";
  const parts = Object.entries(fields).map(
    ([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
  );
  if (file) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n${file.content}\r\n`,
    );
  }
  return {
    payload: Buffer.from(`${parts.join("")}--${boundary}--\r\n`, "utf8"),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function casesFor(url: string, method: string, op: Operation): Case[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === "path");
  const queryParams = params.filter((p) => p.in === "query");
  const path = Object.fromEntries(pathParams.map((p) => [p.name, realId(p.name, url)]));
  const jsonSchema = op.requestBody?.content?.["application/json"]?.schema;
  const takesBody = method === "POST" || method === "PUT" || method === "PATCH";
  const body = jsonSchema ? validValue(jsonSchema, "body") : takesBody ? {} : undefined;
  const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: "application/json" });
  const required = queryParams
    .filter((p) => p.required)
    .map((p) => [p.name, encodeURIComponent(String(validValue(p.schema, p.name)))] as const);
  const query = required.map(([name, value]) => `${name}=${value}`).join("&");
  /** The valid query with one parameter replaced by raw text. */
  const queryWith = (name: string, raw: string) =>
    [...required.filter(([other]) => other !== name).map(([n, v]) => `${n}=${v}`), raw].join("&");
  const base = { path, query, ...(body === undefined ? {} : json(body)) };
  const cases: Case[] = [];
  // The valid request itself (deletes excepted: the rows must stay for the other cases).
  if (method !== "DELETE") cases.push({ label: "valid", ...base });

  for (const p of pathParams) {
    for (const [label, raw] of pathMutations)
      cases.push({ ...base, label: `params.${p.name}: ${label}`, path: { ...path, [p.name]: raw } });
  }
  for (const p of queryParams) {
    for (const [label, raw] of someMutations(queryMutations, 3)) {
      cases.push({
        ...base,
        label: `query.${p.name}: ${label}`,
        query: queryWith(p.name, `${p.name}=${raw}`),
      });
    }
    cases.push({
      ...base,
      label: `query.${p.name}: repeated`,
      query: queryWith(p.name, `${p.name}=a&${p.name}=b`),
    });
  }
  if (queryParams.length > 0)
    cases.push({ ...base, label: "query: unknown parameter", query: queryWith("", "unknownFuzz=%00") });

  if (takesBody) {
    for (const fieldPath of fieldPaths(jsonSchema)) {
      for (const [label, make] of someMutations(fieldMutations, 2)) {
        cases.push({
          ...base,
          label: `body.${fieldPath.join(".")}: ${label}`,
          ...json(withValue(body, fieldPath, make())),
        });
      }
    }
    const object = body !== null && typeof body === "object" && !Array.isArray(body) ? body : {};
    const whole: [string, Partial<Case>][] = [
      ["unknown fields", json({ ...object, unknownFuzz: "x\u0000", __unknown: { deep: true } })],
      ["array instead of object", json([object])],
      ["null body", json(null)],
      ["string body", json("just text")],
      // Built as text: JSON.stringify itself cannot go this deep.
      [
        "deep nesting",
        { payload: `${'{"d":['.repeat(50_000)}1${"]}".repeat(50_000)}`, contentType: "application/json" },
      ],
      ["__proto__ key", { payload: `{"__proto__":{"isAdmin":true}}`, contentType: "application/json" }],
      [
        "constructor.prototype",
        { payload: `{"constructor":{"prototype":{"isAdmin":true}}}`, contentType: "application/json" },
      ],
      ["NUL key", json({ ...object, "na\u0000me": "x" })],
      ["broken JSON", { payload: '{"a": "unterminated', contentType: "application/json" }],
      ["empty JSON", { payload: "", contentType: "application/json" }],
      ["text/plain", { payload: "firstName=Fuzz", contentType: "text/plain" }],
      ["form-urlencoded", { payload: "firstName=Fuzz", contentType: "application/x-www-form-urlencoded" }],
      ["unknown content type", { payload: "<x/>", contentType: "application/xml" }],
      ["over the body limit", json({ ...object, big: "x".repeat(MB + 10) })],
      [
        "multipart with NUL fields",
        multipart({ documentType: "ticket\u0000", csv: "code\u0000", title: "\u0000" }),
      ],
      [
        "multipart file with NUL name",
        multipart(
          { documentType: "ticket" },
          { field: "file", name: "evil\u0000\u202Egpj.exe", content: "%PDF-1.4 fuzz" },
        ),
      ],
      [
        "multipart CSV with NUL",
        multipart(
          {},
          { field: "csv", name: "ssr.csv", content: "code,description\nWCHR,Wheel\u0000chair\n" },
        ),
      ],
      ["multipart without boundary", { payload: "garbage", contentType: "multipart/form-data" }],
      ["multipart empty boundary", { payload: "garbage", contentType: "multipart/form-data; boundary=" }],
      [
        "multipart huge boundary",
        { payload: "garbage", contentType: `multipart/form-data; boundary=${"b".repeat(300)}` },
      ],
      [
        "multipart truncated",
        {
          payload: '------fuzz\r\nContent-Disposition: form-data; name="x"\r\n\r\nunterminated',
          contentType: "multipart/form-data; boundary=----fuzz",
        },
      ],
    ];
    for (const [label, change] of whole) cases.push({ ...base, ...change, label: `body: ${label}` });
  }
  return cases;
}

function requestFor(url: string, method: string, c: Case, caller: Caller): InjectOptions {
  const filled = url.replace(/\{(\w+)\}/g, (_, name: string) => c.path[name] ?? rng.uuid());
  const h: Record<string, string> = { ...headers[caller] };
  if (c.contentType) h["content-type"] = c.contentType;
  return {
    method: method as "GET",
    url: c.query ? `${filled}?${c.query}` : filled,
    headers: h,
    ...(c.payload === undefined ? {} : { payload: c.payload }),
  };
}

/** Generic words say nothing about what is wrong. */
const VAGUE = /^(bad request|client error|invalid input|error|something went wrong)\.?$/i;

/** `body.a.b: NUL byte` → the field it names and what was sent; null for whole-request cases. */
function mutatedField(label: string): { field: string; mutation: string } | null {
  const match = /^((?:body|query|params)\.[^:]+): (.+)$/.exec(label);
  return match ? { field: match[1]!, mutation: match[2]! } : null;
}

/** Text no column can hold: the input guard must refuse it naming exactly that field. */
const UNSTORABLE_TEXT = new Set(["NUL byte", "lone surrogate"]);

function problemWith(res: LightMyRequestResponse, label: string): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400) return null;
  let json: unknown;
  try {
    json = res.json();
  } catch {
    return `${res.statusCode} without a JSON body`;
  }
  const parsed = errorBodySchema.safeParse(json);
  if (!parsed.success) return `${res.statusCode} not in the API's error format`;
  const { message, details } = parsed.data.error;
  if (res.statusCode !== 400) return null;
  const { issues, errors } = (details ?? {}) as {
    issues?: { path?: unknown; message?: unknown }[];
    /** An import's rows, each naming its column. */
    errors?: { field?: unknown }[];
  };
  const named =
    Array.isArray(issues) &&
    issues.every((i) => typeof i.path === "string" && i.path !== "" && typeof i.message === "string")
      ? issues.map((i) => i.path as string)
      : Array.isArray(errors) && errors.length > 0 && errors.every((e) => typeof e.field === "string")
        ? errors.map((e) => `row.${e.field as string}`)
        : [];
  const mutated = mutatedField(label);
  // A path that does not percent-decode is refused before routing, when no parameter has a name yet.
  if (mutated?.field.startsWith("params.") && message.startsWith("The URL is not valid")) return null;
  // One bad field in an otherwise valid request: the 400 names a field, never only a sentence.
  if (mutated && named.length === 0) return `400 naming no field for ${mutated.field}: ${message}`;
  if (mutated && UNSTORABLE_TEXT.has(mutated.mutation) && !named.includes(mutated.field))
    return `400 naming ${named.join(", ")} instead of ${mutated.field}`;
  // A broken body as a whole (bad JSON, wrong content type) has no field to name: its message says what is wrong.
  if (named.length === 0 && (message.length < 12 || VAGUE.test(message)))
    return `400 naming no field: ${message}`;
  return null;
}

/** Better-auth's endpoints are hidden from the document; the ones an anonymous caller reaches get the same treatment. */
const hiddenOperations: [string, string, Operation][] = [
  [
    "/api/auth/sign-in/email",
    "POST",
    {
      requestBody: {
        content: {
          "application/json": {
            schema: {
              type: "object",
              properties: { email: { type: "string", format: "email" }, password: { type: "string" } },
              required: ["email", "password"],
            },
          },
        },
      },
    },
  ],
  [
    "/api/auth/request-password-reset",
    "POST",
    {
      requestBody: {
        content: {
          "application/json": {
            schema: {
              type: "object",
              properties: { email: { type: "string", format: "email" }, redirectTo: { type: "string" } },
              required: ["email"],
            },
          },
        },
      },
    },
  ],
];

describe("OpenAPI fuzz", () => {
  it("answers every malformed request to every operation, as every role, with a 4xx naming what is wrong", async () => {
    const doc = (await t.app.inject("/api/docs/json")).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations: [string, string, Operation][] = [];
    for (const [url, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) operations.push([url, method.toUpperCase(), op]);
    }
    expect(operations.length).toBeGreaterThan(60);
    // Deletes last, and never of the real rows: every other case can still find them.
    operations.sort(([, a], [, b]) => Number(a === "DELETE") - Number(b === "DELETE"));

    const others: Caller[] = ["anonymous", "clientA", "clientB", "agent"];
    const failures: string[] = [];
    let index = 0;
    for (const [url, method, op] of [...operations, ...hiddenOperations]) {
      const hidden = url.startsWith("/api/auth/");
      for (const c of casesFor(url, method, op)) {
        // Each case as an admin (who gets furthest) and as one of the other roles, in turn.
        const callers: Caller[] = hidden ? ["anonymous"] : ["admin", others[index++ % others.length]!];
        for (const caller of callers) {
          const res = await t.app.inject(requestFor(url, method, c, caller));
          requests++;
          const problem = problemWith(res, c.label);
          if (problem)
            failures.push(`${method} ${url} [${c.label}] as ${caller}: ${problem} ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(requests).toBeGreaterThan(2000);
    expect(failures.slice(0, 40), `${failures.length} bad answers`).toEqual([]);
  }, 480_000);
});
