// The realtime module's public face: the built-in Pusher-protocol endpoint (or hosted Pusher), the service
// other modules trigger events through, and the channel-auth route.
export { registerRealtime } from "./realtime.plugin";
export { RealtimeService } from "./realtime.service";
export { realtimeRoutes } from "./realtime.routes";
