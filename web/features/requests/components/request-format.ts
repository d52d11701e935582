const createdFormat = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric" });
const momentFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** "25 Nov 2026": the list's Created column. */
export const formatCreated = (iso: string) => createdFormat.format(new Date(iso));
/** "25 Nov 2026, 14:05": when a history line happened. */
export const formatMoment = (iso: string) => momentFormat.format(new Date(iso));
