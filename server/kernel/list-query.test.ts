import { describe, expect, it } from "vitest";
import { clientUserScope, staffScope } from "../access/client-scope";
import { browsePage, countTotal, keptTotal, pageOf, searchPage } from "./list-pages";
import { defineList } from "./list-query";

const CLIENT = "11111111-1111-4111-8111-111111111111";

interface Word {
  kind: "like" | "start";
  pattern: string;
}

/** A list with every part: a head value, a leading condition, words, a scope, two filters. */
const things = defineList<
  "name" | "rank",
  "colour" | "size",
  Word,
  { archived: boolean },
  {
    limit: number;
    offset: number;
    today: string;
  }
>({
  name: "test.things",
  sorts: {
    name: ["name", "id"],
    rank: [
      (alias, order) => `coalesce(${alias}.rank, 0) ${order}`,
      { column: "code", direction: "asc" },
      "id",
    ],
  },
  head: () => ["limit", "offset", "today"],
  conditions: ({ flags }, head) => [
    flags.archived ? "x.archived_at is not null" : "x.archived_at is null",
    `x.valid_until >= ${head.today}::date`,
  ],
  search: (kind, i, param) =>
    `x.text ${kind === "like" ? "like" : "~"} ${param((w) => w.pattern)} /* ${i} */`,
  scope: { column: "x.client_id" },
  filters: {
    colour: (p) => `x.colour = ${p}`,
    size: (p, shape) => `x.size ${shape.flags.archived ? ">=" : "="} ${p}`,
  },
  statement: (text) =>
    text.shape.words.length > 0
      ? searchPage(text, {
          keys: "x.id, x.name",
          from: "things x",
          columns: "t.total, k.*",
          alias: "k",
          joins: "",
        })
      : browsePage(text, {
          columns: "t.total, k.*",
          total: text.where ? countTotal("things x", text.where) : keptTotal("thing_count"),
          page: { columns: "x.*", from: "things x", order: text.orderBy("x", { code: "x.code_sort" }) },
          alias: "k",
        }),
});

const base = {
  sort: "name",
  order: "asc",
  flags: { archived: false },
  head: { limit: 25, offset: 50, today: "2026-01-15" },
} as const;

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

describe("defineList", () => {
  it("numbers the head, then the leading conditions, the words, the scope and the filters in declared order", () => {
    const statement = things.statement({
      ...base,
      words: [
        { kind: "like", pattern: "%ann%" },
        { kind: "start", pattern: "(^| )b" },
      ],
      scope: clientUserScope("u", CLIENT),
      // Given out of order: the list's declaration decides.
      filters: { size: 3, colour: "red" },
    });
    expect(oneLine(statement.text)).toContain(
      "where x.archived_at is null and x.valid_until >= $3::date and x.text like $4 /* 0 */ and x.text ~ $5 /* 1 */ and x.client_id = $6::uuid and x.colour = $7 and x.size = $8)",
    );
    expect(statement.values).toEqual([25, 50, "2026-01-15", "%ann%", "(^| )b", CLIENT, "red", 3]);
  });

  it("turns the scope into its condition: none for staff, the client's id, or false for no client", () => {
    const staff = things.statement({ ...base, scope: staffScope("u") });
    const client = things.statement({ ...base, scope: clientUserScope("u", CLIENT) });
    const none = things.statement({ ...base, scope: clientUserScope("u", null) });
    const unscoped = things.statement(base);
    expect(oneLine(staff.text)).not.toContain("client_id");
    expect(oneLine(client.text)).toContain("and x.client_id = $4::uuid");
    expect(client.values).toEqual([25, 50, "2026-01-15", CLIENT]);
    expect(oneLine(none.text)).toContain("x.valid_until >= $3::date and false");
    // A call that forgets its scope sees nothing.
    expect(unscoped.text).toBe(none.text);
    expect(new Set([staff.name, client.name, none.name]).size).toBe(3);
  });

  it("leaves out a filter whose value is undefined, and keys the text on the filters present", () => {
    const without = things.statement({ ...base, scope: staffScope("u"), filters: { colour: undefined } });
    const withColour = things.statement({ ...base, scope: staffScope("u"), filters: { colour: "red" } });
    expect(without.values).toEqual([25, 50, "2026-01-15"]);
    expect(withColour.values).toEqual([25, 50, "2026-01-15", "red"]);
    expect(withColour.name).not.toBe(without.name);
  });

  it("orders by the sort's keys: columns in the call's direction or their own, expressions, spelled columns", () => {
    const statement = things.statement({ ...base, sort: "rank", order: "desc", scope: staffScope("u") });
    const text = oneLine(statement.text);
    expect(text).toContain(
      "order by coalesce(x.rank, 0) desc, x.code_sort asc, x.id desc limit $1 offset $2",
    );
    expect(text).toMatch(/order by coalesce\(k\.rank, 0\) desc, k\.code asc, k\.id desc$/);
  });

  it("refuses a sort that does not end on a unique key", () => {
    const statement = () => "select 1";
    expect(() => defineList({ name: "test.bad", sorts: { name: ["name"] }, statement })).toThrow(
      /unique key/,
    );
    expect(() =>
      defineList({ name: "test.ok", sorts: { number: ["number"] }, unique: ["number"], statement }),
    ).not.toThrow();
  });

  it("writes a browse page: the total beside one page walked in the sort's order", () => {
    const statement = things.statement({ ...base, flags: { archived: true }, scope: staffScope("u") });
    expect(oneLine(statement.text)).toBe(
      "select t.total, k.* from (select count(*)::int as total from things x where x.archived_at is not null and x.valid_until >= $3::date) t left join lateral ( select x.* from things x where x.archived_at is not null and x.valid_until >= $3::date order by x.name asc, x.id asc limit $1 offset $2 ) k on true order by k.name asc, k.id asc",
    );
  });
});

describe("pageOf", () => {
  it("answers the items and the total, and no item from the row that only holds the total", () => {
    expect(
      pageOf(
        [
          { id: "a", total: 2 },
          { id: "b", total: 2 },
        ],
        (row) => row.id,
      ),
    ).toEqual({
      items: ["a", "b"],
      total: 2,
    });
    expect(pageOf([{ id: null, total: "7" }], (row) => row.id)).toEqual({ items: [], total: 7 });
    expect(pageOf([], (row: { id: string; total: number }) => row.id)).toEqual({ items: [], total: 0 });
  });
});
