// The invites module's public face: invitations to join, which registration asks about.
export { InvitesService } from "./invites.service";
export { invitesRoutes } from "./invites.routes";
