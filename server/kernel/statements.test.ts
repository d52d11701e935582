import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { defineStatements, readableText } from "./statements";

const dialect = new PgDialect();

interface Input {
  id: string;
  limit: number;
  words: string[];
}

/** A statement whose text depends on the shape (how many words) and takes its values from the input. */
function sample() {
  const written: number[] = [];
  const statements = defineStatements<{ words: number; tail?: string }, Input>(
    "test.sample",
    (shape, params) => {
      written.push(shape.words);
      const id = params.param((input) => input.id);
      const words = Array.from({ length: shape.words }, (_, i) => params.param((input) => input.words[i]));
      const where = [
        `t.id = ${id}::uuid`,
        ...words.map((w) => `t.name like ${w}`),
        `t.parent <> ${id}::uuid`,
      ];
      return `select * from t where ${where.join(" and ")} limit ${params.param((input) => input.limit)}${shape.tail ?? ""}`;
    },
  );
  return { statements, written };
}

describe("defineStatements", () => {
  it("numbers parameters in the order they are handed out, once each however often the text uses them", () => {
    const { statements } = sample();
    const statement = statements.statement({ words: 2 }, { id: "a", limit: 5, words: ["%x%", "%y%"] });
    expect(statement.text).toBe(
      "select * from t where t.id = $1::uuid and t.name like $2 and t.name like $3 and t.parent <> $1::uuid limit $4",
    );
    expect(statement.values).toEqual(["a", "%x%", "%y%", 5]);
  });

  it("writes a shape's text once and names it after the text: the same text, the same name", () => {
    const { statements, written } = sample();
    const first = statements.statement({ words: 1 }, { id: "a", limit: 5, words: ["%x%"] });
    const again = statements.statement({ words: 1 }, { id: "b", limit: 9, words: ["%z%"] });
    const other = statements.statement({ words: 2 }, { id: "b", limit: 9, words: ["%z%", "%w%"] });
    expect(written).toEqual([1, 2]);
    expect(again).toEqual({ name: first.name, text: first.text, values: ["b", "%z%", 9] });
    expect(other.name).not.toBe(first.name);
    expect(first.name).toMatch(/^test\.sample\.[0-9a-f]{12}$/);
  });

  it("keeps names within PostgreSQL's 63 bytes, where longer ones that share them would collide", () => {
    const { statements } = sample();
    const long = "x".repeat(200);
    const a = statements.statement({ words: 0, tail: ` -- ${long}a` }, { id: "a", limit: 1, words: [] });
    const b = statements.statement({ words: 0, tail: ` -- ${long}b` }, { id: "a", limit: 1, words: [] });
    expect(Buffer.byteLength(a.name)).toBeLessThanOrEqual(63);
    expect(a.name).not.toBe(b.name);
    expect(() => defineStatements("p".repeat(60), () => "select 1")).toThrow(/prefix too long/);
  });

  it("renders the same statement as a drizzle query, each use of a parameter bound to its value", () => {
    const { statements } = sample();
    const query = dialect.sqlToQuery(statements.query({ words: 1 }, { id: "a", limit: 5, words: ["%x%"] }));
    expect(query.sql).toBe(
      "select * from t where t.id = $1::uuid and t.name like $2 and t.parent <> $3::uuid limit $4",
    );
    expect(query.params).toEqual(["a", "%x%", "a", 5]);
  });

  it("passes an array as one parameter", () => {
    const statements = defineStatements<null, { codes: string[] }>(
      "test.array",
      (_, params) => `select * from t where t.code = any(${params.param((input) => input.codes)}::text[])`,
    );
    const query = dialect.sqlToQuery(statements.query(null, { codes: ["a", "b"] }));
    expect(query.sql).toBe("select * from t where t.code = any($1::text[])");
    expect(query.params).toEqual([["a", "b"]]);
  });

  it("embeds a drizzle fragment in a drizzle query, and refuses to name a statement that holds one", () => {
    const statements = defineStatements<null, { id: string; owner: string }>(
      "test.fragment",
      (_, params) =>
        `select * from t where t.id = ${params.param((input) => input.id)} and ${params.fragment((input) => sql`t.owner = ${input.owner}`)}`,
    );
    const query = dialect.sqlToQuery(statements.query(null, { id: "a", owner: "o" }));
    expect(query.sql).toBe("select * from t where t.id = $1 and t.owner = $2");
    expect(query.params).toEqual(["a", "o"]);
    expect(() => statements.statement(null, { id: "a", owner: "o" })).toThrow(/drizzle fragment/);
  });
});

describe("readableText", () => {
  it("collapses whitespace and puts each clause on its own line", () => {
    expect(readableText("select a\n   from t  left join u on ( u.id = t.id )\n where x  order by a")).toBe(
      "select a\nfrom t\nleft join u on (u.id = t.id)\nwhere x\norder by a",
    );
  });
});
