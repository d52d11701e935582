// Plain lists (no zod) so tables, schemas and small web chunks can all import them.
/** SPEC §3 Travel offer categories; the default is City Break (SPEC §9). */
export const packageCategories = [
  "City Break",
  "Beach Holiday",
  "Adventure",
  "Cultural Tour",
  "Winter Sports",
  "Safari",
  "Cruise",
] as const;
export type PackageCategory = (typeof packageCategories)[number];

/** As chosen by staff; an offer whose end date has passed reads as expired whatever is stored. */
export const packageStatuses = ["active", "upcoming", "expired"] as const;
export type PackageStatus = (typeof packageStatuses)[number];

export const DEFAULT_MAX_PARTICIPANTS = 20;
export const DEFAULT_PACKAGE_CATEGORY: PackageCategory = "City Break";
export const DEFAULT_PACKAGE_DURATION = 1;
