import { foldSearchText } from "#domain/passengers/search-text";
import { likePattern } from "./sql-helpers";

// How the lists' searches (passengers, clients) turn typed words into conditions on a folded search column.

const MAX_SEARCH_WORDS = 5;

/** Shorter words than this cannot use the trigram index anywhere in a word, only at a word's start. */
const TRIGRAM = 3;

export interface SearchMatch {
  kind: "like" | "start";
  pattern: string;
}

/**
 * The words of a search, folded as the stored search text is. A word of three letters or more
 * matches anywhere (LIKE); a shorter one matches the start of a word ("di" finds Di Costa, not
 * Nadia): a trigram index can serve that, while "anywhere" would read every row for a hit in most.
 */
export function searchMatches(search: string | undefined): SearchMatch[] {
  return foldSearchText(search ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) =>
      [...word].length >= TRIGRAM
        ? { kind: "like", pattern: likePattern(word) }
        : // pg_trgm reads "(^| )" as a word start, the only boundary it can look up in the index.
          { kind: "start", pattern: `(^| )${word.replace(/[^\p{L}\p{N}]/gu, (c) => `\\${c}`)}` },
    );
}

/** The condition each match puts on `column`, its pattern the parameter `pattern` (a statement's placeholder). */
export function matchCondition(column: string, kind: SearchMatch["kind"], pattern: string): string {
  return `${column} ${kind === "like" ? "like" : "~"} ${pattern}`;
}

/** The ids of the clients a word matches (as the Clients list matches them), for lists searched by client. */
export function clientIdsMatching(kind: SearchMatch["kind"], pattern: string): string {
  return `select id from clients where ${matchCondition("search_text", kind, pattern)}`;
}
