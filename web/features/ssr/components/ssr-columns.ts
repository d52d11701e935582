/** SPEC's SSR table columns. The price column has no currency in its name: each code carries its own. */
export const SSR_COLUMNS = ["Code", "Description", "Price", "GDS Format", "Status", "Actions"] as const;
export const SSR_COLUMN_COUNT = SSR_COLUMNS.length;
/** The key columns, the only ones a phone shows. */
export const SSR_PHONE_COLUMNS: readonly (typeof SSR_COLUMNS)[number][] = ["Code", "Price", "Actions"];
