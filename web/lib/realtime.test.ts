import { describe, expect, it } from "vitest";
import { readEvent } from "./realtime";

describe("readEvent", () => {
  it.each([
    ['{"topic":"trips","id":"1","op":"update"}', { topic: "trips", id: "1", op: "update" }],
    ['{"topic":"ssr","op":"delete"}', { topic: "ssr", op: "delete" }],
    ['{"topic":"","op":"update"}', null],
    ['{"topic":"trips","op":"upsert"}', null],
    ['{"topic":"trips","op":"insert","id":3}', null],
    ["not json", null],
    ["null", null],
  ])("%s", (data, expected) => {
    expect(readEvent(data)).toEqual(expected);
  });
});
