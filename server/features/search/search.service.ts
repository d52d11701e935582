import { todayIn } from "#domain/dates";
import type { SearchQuery, SearchResponse } from "#domain/search/search.schema";
import { searchTermsOf } from "#domain/search/search-terms";
import { scopeOf } from "../../access/client-scope";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { bookingSearch } from "./booking-search.query";
import { clientSearch } from "./client-search.query";
import { flightSearch } from "./flight-search.query";
import { invoiceSearch } from "./invoice-search.query";
import { passengerSearch } from "./passenger-search.query";
import { requestSearch } from "./request-search.query";
import { reservationSearch } from "./reservation-search.query";
import type { KindSearch } from "./search-statement";
import { tripSearch } from "./trip-search.query";

/** In the order the palette shows their groups (searchKinds). */
const kindSearches: KindSearch[] = [
  passengerSearch,
  tripSearch,
  reservationSearch,
  flightSearch,
  clientSearch,
  bookingSearch,
  invoiceSearch,
  requestSearch,
];

/**
 * The top bar's search (#18): every kind of record the user may see, a few of each with their count. Each kind
 * runs its own statement on its own index, all at once on the pool's connections (one after the other on PGlite,
 * which has one). Read-only: nothing to audit or publish.
 */
export function createSearchService(ctx: AppContext) {
  return {
    async search(user: SessionUser, query: SearchQuery): Promise<SearchResponse> {
      const scope = await scopeOf(ctx.db, user);
      // A client user whose account belongs to no client has no records to find.
      if (scope.reach === "none") return { query: query.q, groups: [] };
      const terms = searchTermsOf(query.q);
      const today = todayIn(ctx.config.agencyTimeZone);
      const runs = kindSearches
        .filter((search) => scope.staff || !search.staffOnly)
        .map((search) => search.run(ctx.database, scope, terms, today))
        .filter((run) => run !== null);
      const groups = await Promise.all(runs);
      return { query: query.q, groups: groups.filter((group) => group.total > 0) };
    },
  };
}
