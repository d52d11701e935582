import { describe, expect, it } from "vitest";
import { ssrListSchema } from "#domain/ssr/ssr-api.schema";
import { withCastApp } from "../test/cast-app";
import { multipartForm } from "../test/multipart";
import { parseJsonBody } from "./json-body";

const { cast, call } = withCastApp();

const definition = (code: string) => ({
  code,
  description: `Body test ${code}`,
  defaultPriceCents: 100,
  currency: "EUR",
  gdsFormatAmadeus: null,
  gdsFormatGalileo: null,
  isChargeable: true,
  documentationRequired: false,
  airlineRulesUrl: null,
});

async function newSsr(code: string): Promise<string> {
  const res = await call(cast.admin, "POST", "/api/ssr", definition(code));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function stored(code: string) {
  const res = await call(cast.admin, "GET", `/api/ssr?search=${code}`);
  return ssrListSchema.parse(res.json()).items.find((item) => item.code === code);
}

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part) : Buffer.from(part))));

describe("a body that is not valid JSON never runs as an empty patch", () => {
  it("answers invalid UTF-8 (in a key or a value) 400, and changes nothing", async () => {
    const id = await newSsr("BDYA");
    for (const payload of [
      bytes('{"', [0xff], '":1}'),
      bytes('{"description":"caf', [0xe9], '"}'),
      bytes([0xc3, 0x28]),
    ]) {
      const res = await call(cast.admin, "PATCH", `/api/ssr/${id}`, payload, {
        "content-type": "application/json",
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({
        code: "BAD_REQUEST",
        message: "The body is not valid UTF-8; a JSON body must be UTF-8 text.",
      });
    }
    expect(await stored("BDYA")).toMatchObject({ description: "Body test BDYA", version: 1 });
  });

  it("answers invalid JSON 400 and a body of another type (multipart, text, form) 415", async () => {
    const id = await newSsr("BDYB");
    const patch = (payload: string | Buffer, type: string) =>
      call(cast.admin, "PATCH", `/api/ssr/${id}`, payload, { "content-type": type });
    const broken = await patch('{"description": "unterminated', "application/json");
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe("BAD_REQUEST");
    const form = multipartForm({ description: "From a form" });
    for (const [payload, type] of [
      [form.payload, form.contentType],
      ['{"description":"As text"}', "text/plain"],
      ['{"description":"As text"}', "text/plain; charset=utf-8"],
      ["description=Form", "application/x-www-form-urlencoded"],
    ] as const) {
      const res = await patch(payload, type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    }
    expect(await stored("BDYB")).toMatchObject({ description: "Body test BDYB", version: 1 });
    // The same body as JSON is taken.
    const ok = await patch('{"description":"As JSON"}', "application/json; charset=utf-8");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ description: "As JSON", version: 2 });
  });

  it("still takes multipart on a route that declares an upload", async () => {
    const csv = "code,description\n";
    const form = multipartForm(
      {},
      { field: "csv", name: "ssr.csv", content: Buffer.from(csv), type: "text/csv" },
    );
    const res = await call(cast.admin, "POST", "/api/ssr/import/preview", form.payload, form.headers);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("parseJsonBody", () => {
  it("reads UTF-8 bytes, a leading BOM aside, and refuses any other byte", () => {
    expect(parseJsonBody(Buffer.from('{"name":"Zürich 👩‍✈️"}'))).toEqual({ name: "Zürich 👩‍✈️" });
    expect(parseJsonBody(bytes([0xef, 0xbb, 0xbf], '{"a":1}'))).toEqual({ a: 1 });
    expect(() => parseJsonBody(bytes('{"a":"', [0xed, 0xa0, 0x80], '"}'))).toThrow(/not valid UTF-8/);
    expect(() => parseJsonBody(bytes('"', [0x80], '"'))).toThrow(/not valid UTF-8/);
  });
});
