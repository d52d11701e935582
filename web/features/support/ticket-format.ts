// Tickets show instants the one way every screen does.
export { formatMoment as when, formatMomentDay as createdDate } from "../../lib/moment-format";
