// The request pusher-js sends to have a private channel subscription signed (POST /api/v1/realtime/auth).
import "./zod-config";
import { z } from "zod";
import { CHANNEL_NAME_MAX_LENGTH, CHANNEL_NAME_PATTERN, SOCKET_ID_PATTERN } from "./realtime";

export const channelAuthBody = z.object({
  socket_id: z
    .string({ error: "socket_id is required" })
    .max(64, "socket_id is invalid")
    .regex(SOCKET_ID_PATTERN, "socket_id is invalid"),
  channel_name: z
    .string({ error: "channel_name is required" })
    .max(CHANNEL_NAME_MAX_LENGTH, `channel_name is longer than ${CHANNEL_NAME_MAX_LENGTH} characters`)
    .regex(CHANNEL_NAME_PATTERN, "channel_name has characters a channel name may not have"),
});
export type ChannelAuthBody = z.infer<typeof channelAuthBody>;
