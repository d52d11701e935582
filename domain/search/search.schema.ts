import { z } from "zod";
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, searchKinds } from "./search-values";

export const SEARCH_TOO_SHORT = `Type at least ${SEARCH_MIN_LENGTH} characters`;
export const SEARCH_TOO_LONG = `Search at most ${SEARCH_MAX_LENGTH} characters`;

/** GET /api/search?q=…: the text, trimmed, 2 to 100 characters. */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_TOO_SHORT })
    .trim()
    .min(SEARCH_MIN_LENGTH, SEARCH_TOO_SHORT)
    .max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG)
    .transform((value) => value.normalize("NFC")),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const searchKindSchema = z.enum(searchKinds);

/** One record found: what it is, how it reads, and the path of the screen that opens it. */
export const searchResultSchema = z.object({
  kind: searchKindSchema,
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string(),
  link: z.string(),
});

/** The first few records of one kind, and how many matched (counted up to the cap: `capped` says there are more). */
export const searchGroupSchema = z.object({
  kind: searchKindSchema,
  total: z.number().int().min(0),
  capped: z.boolean(),
  items: z.array(searchResultSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/** The kinds with at least one match, in `searchKinds` order. */
export const searchResponseSchema = z.object({
  query: z.string(),
  groups: z.array(searchGroupSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
