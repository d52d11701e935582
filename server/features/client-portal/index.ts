// What other features may call of client-portal.
export { acceptPortalInvitations } from "./client-portal.service";
export { moveInvitationsToClient } from "./invitation-client-move";
