import * as auditLogs from "./schema/audit-logs";
import * as auth from "./schema/auth";
import * as clients from "./schema/clients";
import * as passengers from "./schema/passengers";
import * as ssr from "./schema/ssr";

// Every table, for drizzle's relational queries; features import tables from their own schema file.
export const schema = { ...auth, ...clients, ...auditLogs, ...passengers, ...ssr };
