import type { z } from "zod";
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, pageQuerySchema } from "#domain/pagination.schema";

type AnyObjectSchema = z.ZodObject<z.ZodRawShape>;
type FieldsOf<S extends AnyObjectSchema> = keyof S["shape"] & string;

function fieldSchema(schema: AnyObjectSchema, key: string): z.ZodType | undefined {
  return schema.shape[key] as z.ZodType | undefined;
}

/** What a list screen keeps in its URL, beyond page and page size. */
export interface ListParamsConfig<S extends AnyObjectSchema, K extends FieldsOf<S>> {
  /** The domain list-query schema the server validates with: each URL value must pass its field's rule. */
  schema: S;
  /** The fields this screen offers (search, sort, direction, filters). */
  fields: readonly K[];
  /** Defaults other than the schema's, read when the URL is parsed (Flights: from = the agency's today). */
  defaults?: (context: ListDefaultsContext) => Partial<Pick<z.output<S>, K>>;
  /** Fields written into the URL even at their default, so a shared link says what it shows. */
  pinned?: readonly K[];
  pageSizes?: readonly number[];
}

/** What a list's defaults may depend on: the agency's day (YYYY-MM-DD), never the browser's. */
export interface ListDefaultsContext {
  today: string;
}

export type ListState<S extends AnyObjectSchema, K extends FieldsOf<S>> = Pick<z.output<S>, K> & {
  page: number;
  pageSize: number;
};

function defaultOf<S extends AnyObjectSchema, K extends FieldsOf<S>>(
  config: ListParamsConfig<S, K>,
  overrides: Partial<Pick<z.output<S>, K>>,
  key: K,
): unknown {
  if (key in overrides) return overrides[key];
  const parsed = fieldSchema(config.schema, key)?.safeParse(undefined);
  return parsed?.success ? parsed.data : undefined;
}

/** The list state a URL describes; a missing or bad value (page=abc, pageSize=9999, an unknown sort) is its default. */
export function parseListParams<S extends AnyObjectSchema, K extends FieldsOf<S>>(
  params: URLSearchParams,
  config: ListParamsConfig<S, K>,
  context: ListDefaultsContext,
): ListState<S, K> {
  const overrides = config.defaults?.(context) ?? {};
  const state: Record<string, unknown> = {};
  for (const key of config.fields) {
    const raw = params.get(key);
    const parsed = raw === null ? undefined : fieldSchema(config.schema, key)?.safeParse(raw);
    state[key] = parsed?.success ? parsed.data : defaultOf(config, overrides, key);
  }
  const page = pageQuerySchema.shape.page.safeParse(params.get("page") ?? undefined);
  const pageSize = pageQuerySchema.shape.pageSize.safeParse(params.get("pageSize") ?? undefined);
  const sizes = config.pageSizes ?? PAGE_SIZE_OPTIONS;
  state.page = page.success ? page.data : 1;
  state.pageSize = pageSize.success && sizes.includes(pageSize.data) ? pageSize.data : DEFAULT_PAGE_SIZE;
  return state as ListState<S, K>;
}

function serialise(value: unknown): string {
  return value === undefined || value === null ? "" : String(value);
}

/**
 * The URL for a list state: values at their default are left out (short links), except pinned ones; a
 * value cleared away from a non-empty default is written empty ("from=" means "no date"). Other params
 * (a selected row) are kept.
 */
export function writeListParams<S extends AnyObjectSchema, K extends FieldsOf<S>>(
  current: URLSearchParams,
  state: ListState<S, K>,
  config: ListParamsConfig<S, K>,
  context: ListDefaultsContext,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const overrides = config.defaults?.(context) ?? {};
  const values = state as Record<string, unknown>;
  for (const key of config.fields) {
    const value = values[key] === "" ? undefined : values[key];
    const atDefault = serialise(value) === serialise(defaultOf(config, overrides, key));
    if (atDefault && !config.pinned?.includes(key)) next.delete(key);
    else next.set(key, serialise(value));
  }
  if (state.page > 1) next.set("page", String(state.page));
  else next.delete("page");
  if (state.pageSize !== DEFAULT_PAGE_SIZE) next.set("pageSize", String(state.pageSize));
  else next.delete("pageSize");
  return next;
}

/** The state after a change: a new search, filter, sort or page size starts from the first page. */
export function changeListState<S extends AnyObjectSchema, K extends FieldsOf<S>>(
  state: ListState<S, K>,
  patch: Partial<ListState<S, K>>,
): ListState<S, K> {
  return { ...state, page: 1, ...patch };
}
