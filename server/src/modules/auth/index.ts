// The auth module's public face: accounts and sign-in, recovering an account by e-mail, how passwords are
// checked, and whether a sign-in is still alive.
export { AuthService, isSessionActive } from "./auth.service";
export { awaitOwner } from "./auth.repository";
export { RecoveryService } from "./auth.recovery.service";
export { EmailLinks } from "./auth.links.service";
export { hashPassword, verifyPassword } from "./auth.passwords";
export { authRoutes } from "./auth.routes";
