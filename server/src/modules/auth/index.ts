// The auth module's public face: accounts, sign-in, sessions and the sign-in limits.
export { AuthService } from "./auth.service";
export { isSessionActive } from "./auth.repository";
export { authRoutes } from "./auth.routes";
