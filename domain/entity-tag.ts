// No zod here: the web's API client imports this into the first download.

export const IF_MATCH_MESSAGE = 'Use the record\'s version as an entity tag, like "3" (or *)';

/** The entity tag of a version, as ETag and If-Match carry it. */
export function entityTag(version: number): string {
  return `"${version}"`;
}

/**
 * The version an If-Match header asks for: `"3"` and `W/"3"` give 3; `*` (any version) and no header give
 * undefined; anything else gives null, a malformed header.
 */
export function parseIfMatch(header: string | undefined): number | undefined | null {
  if (header === undefined) return undefined;
  const value = header.trim();
  if (value === "*") return undefined;
  const match = /^(?:W\/)?"([1-9]\d{0,8})"$/.exec(value);
  return match ? Number(match[1]) : null;
}
