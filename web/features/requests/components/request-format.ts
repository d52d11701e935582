// Requests show instants the one way every screen does: the Created column's day, a history line's moment.
export { formatMoment, formatMomentDay as formatCreated } from "../../../lib/moment-format";
