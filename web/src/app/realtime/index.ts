export { buildPusherOptions, createRealtimeClient, fetchRealtimeConfig } from "./createRealtimeClient";
export { NotificationsFeed } from "./NotificationsFeed";
export {
  RealtimeContextProvider,
  RealtimeProvider,
  createRealtimeHandle,
  useChannel,
  useRealtime,
  useRealtimeEvent,
  type RealtimeHandle,
} from "./RealtimeProvider";
