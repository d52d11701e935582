import { useCallback, useState } from "react";

// Kept per user in this browser only: someone else signing in on it never sees what the last person looked for.

export const MAX_RECENT_SEARCHES = 8;

const storageKey = (userId: string) => `itinera:recent-searches:${userId}`;

export function readRecentSearches(userId: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? "[]");
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === "string").slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    // A value someone edited by hand, or storage the browser refuses: no recent searches rather than an error.
    return [];
  }
}

function write(userId: string, searches: string[]): void {
  try {
    if (searches.length === 0) localStorage.removeItem(storageKey(userId));
    else localStorage.setItem(storageKey(userId), JSON.stringify(searches));
  } catch {
    // Full or refused storage: the search still works, it is just not remembered.
  }
}

/** The list with `text` first: once only (the same text in other case counts as the same), at most eight. */
export function withRecentSearch(searches: readonly string[], text: string): string[] {
  const trimmed = text.trim();
  if (!trimmed) return [...searches];
  const key = trimmed.toLocaleLowerCase();
  return [trimmed, ...searches.filter((item) => item.toLocaleLowerCase() !== key)].slice(
    0,
    MAX_RECENT_SEARCHES,
  );
}

/** The user's recent searches, newest first, with ways to add one and to forget them all. */
export function useRecentSearches(userId: string | undefined) {
  const [searches, setSearches] = useState(() => (userId ? readRecentSearches(userId) : []));
  const remember = useCallback(
    (text: string) => {
      if (!userId) return;
      const next = withRecentSearch(readRecentSearches(userId), text);
      write(userId, next);
      setSearches(next);
    },
    [userId],
  );
  const clear = useCallback(() => {
    if (!userId) return;
    write(userId, []);
    setSearches([]);
  }, [userId]);
  return { searches, remember, clear };
}
