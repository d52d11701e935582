import * as accounts from "./schema/accounts";
import * as auditLogs from "./schema/audit-logs";
import * as auth from "./schema/auth";
import * as bookings from "./schema/bookings";
import * as chat from "./schema/chat";
import * as chatPresence from "./schema/chat-presence";
import * as clients from "./schema/clients";
import * as idempotencyKeys from "./schema/idempotency-keys";
import * as invoices from "./schema/invoices";
import * as jobs from "./schema/jobs";
import * as notifications from "./schema/notifications";
import * as packages from "./schema/packages";
import * as passengers from "./schema/passengers";
import * as requests from "./schema/requests";
import * as segments from "./schema/segments";
import * as ssr from "./schema/ssr";
import * as storedFiles from "./schema/stored-files";
import * as support from "./schema/support";
import * as tripDocuments from "./schema/trip-documents";
import * as tripOffers from "./schema/trip-offers";
import * as tripSsrRequests from "./schema/trip-ssr-requests";
import * as tripTimeLimits from "./schema/trip-time-limits";
import * as trips from "./schema/trips";

// Every table, for drizzle's relational queries; features import tables from their own schema file.
export const schema = {
  ...auth,
  ...accounts,
  ...clients,
  ...auditLogs,
  ...passengers,
  ...ssr,
  ...trips,
  ...segments,
  ...tripSsrRequests,
  ...tripTimeLimits,
  ...tripOffers,
  ...tripDocuments,
  ...packages,
  ...bookings,
  ...requests,
  ...chat,
  ...chatPresence,
  ...support,
  ...invoices,
  ...notifications,
  ...idempotencyKeys,
  ...jobs,
  ...storedFiles,
};
