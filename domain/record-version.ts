import { z } from "zod";

/**
 * Every editable record carries a version: 1 when created, one more with every change. GET answers it as
 * `ETag: "<version>"`; a change sent with `If-Match: "<version>"` is refused (412) when the record moved on.
 */
export const versionSchema = z
  .number()
  .int()
  .min(1)
  .describe("Increases by one with every change; send it back as If-Match to refuse stale writes");
