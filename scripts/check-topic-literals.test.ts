import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { topicNames } from "#domain/realtime/topics";
import { checkTopicLiterals, topicLiteralsOf, topicNamesIn } from "./check-topic-literals.mjs";

const root = resolve(import.meta.dirname, "..");
const names = new Set<string>(topicNames);
const flagged = (text: string, file = "web/features/a/api/list-a.ts") =>
  topicLiteralsOf(text, file, names).map((f) => f.what);

describe("check-topic-literals", () => {
  it("reads every topic of domain/realtime/topics.ts", () => {
    expect(
      [...topicNamesIn(readFileSync(resolve(root, "domain/realtime/topics.ts"), "utf8"))].sort(),
    ).toEqual([...topicNames].sort());
  });

  it.each([
    ["a published event", 'hub.publish({ topic: "trips", id, op: "update", audience });', ["trips"]],
    ["an event topic cast to the type", 'const e = { topic: "clients" as Topic, id };', ["clients"]],
    ["a query key", 'queryOptions({ queryKey: ["passengers", "list", query], queryFn });', ["passengers"]],
    [
      "an invalidation",
      'queryClient.invalidateQueries({ queryKey: ["exchange-rates"] });',
      ["exchange-rates"],
    ],
    ["a base key", 'export const tripsBaseKey = ["trips"] as const;', ["trips"]],
    ["the topics module's names", "const e = { topic: topics.trips }; const k = [topics.trips, 'x'];", []],
    ["a key that is no topic", 'const sessionKey = ["session"]; useQuery({ queryKey: ["meta"] });', []],
    ["a topic word that is no key", 'const tabs = ["trips", "passengers"]; tags: ["trips"];', []],
  ])("%s", (_name, text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });

  it("finds none in the repository's sources", () => {
    expect(checkTopicLiterals(root)).toEqual([]);
  });
});
