/**
 * The close code of a live-update socket whose session ended (signed out, revoked, banned, reset, expired):
 * 4000 + HTTP 401. Reconnecting with the same cookie would be refused, so the browser does not.
 */
export const SESSION_ENDED_CLOSE = 4401;
