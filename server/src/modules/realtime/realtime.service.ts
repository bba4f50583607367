// app.realtime, what the rest of the server uses: trigger events on channels, register who may join which
// private channels, sign subscriptions for POST /realtime/auth, and the client settings for GET /config.
//
// Who may join a private channel is the owning domain's policy, registered by the composition root
// (modules/services.ts):
//
//   realtime.registerChannelAuthorizer(channelPrefixes.conversation, (userId, suffix) =>
//     mayJoinConversationChannel(ctx.db, userId, suffix));
//
// The authorizer gets the signed-in user, the channel name after the prefix and the app context, and
// resolves true to allow. The longest matching prefix wins; a channel no authorizer claims is refused.
import type {
  ChannelAuthResponse,
  RealtimeClientConfig,
  RealtimeEventData,
  RealtimeEventName,
} from "@inkwell/contract";
import type { AppContext } from "../../platform/context";
import { forbidden } from "../../platform/errors";
import type { CacheChange } from "../../platform/public-cache";
import type { EventPublisher } from "./realtime.hub";
import {
  MAX_EVENT_DATA_BYTES,
  exceedsEventDataLimit,
  isPrivateChannel,
  isValidChannelName,
  serialiseEventData,
  signChannel,
} from "./realtime.protocol";

export type ChannelAuthorizer = (userId: number, channelSuffix: string, ctx: AppContext) => Promise<boolean>;

/** Where events go and which credentials sign subscriptions: the built-in endpoint or hosted Pusher. */
export interface RealtimeBackend {
  publisher: EventPublisher;
  appKey: string;
  appSecret: string;
  clientConfig: RealtimeClientConfig;
}

const RESERVED_EVENT_PREFIXES = ["pusher:", "pusher_internal:", "client-"];

export class RealtimeService {
  private readonly authorizers = new Map<string, ChannelAuthorizer>();

  constructor(
    private readonly ctx: AppContext,
    private readonly backend: RealtimeBackend,
  ) {}

  /**
   * Sends `event` with `data` (JSON-serialised) to every subscriber of `channel`, in every process.
   * Rejects only for a bad channel, event name or a payload over 10 KB (caller bugs); delivery failures
   * are logged, never thrown, so a stored message is not undone by a realtime hiccup. `changes` names the
   * cached answers the event makes stale (all of them unless the caller narrows it).
   */
  async trigger<Event extends RealtimeEventName>(
    channel: string,
    event: Event,
    data: RealtimeEventData[Event],
    changes: CacheChange = "everything",
  ): Promise<void> {
    if (!isValidChannelName(channel)) throw new TypeError(`Invalid realtime channel name "${channel}"`);
    const name: string = event;
    if (name === "" || name.length > 200 || RESERVED_EVENT_PREFIXES.some((p) => name.startsWith(p))) {
      throw new TypeError(`Invalid realtime event name "${event}"`);
    }
    const serialised = serialiseEventData(data);
    if (exceedsEventDataLimit(serialised)) {
      throw new RangeError(`Realtime event ${event} is larger than ${MAX_EVENT_DATA_BYTES} bytes`);
    }
    // What is announced live has changed (`changes`): cached reads of it go first, here and (through
    // pub/sub, ahead of the event) in every other process, so a client that refetches on the event is not
    // answered from the cache.
    this.ctx.publicCache.changed(changes);
    await this.backend.publisher.publish({ channel, event, data: serialised });
  }

  /**
   * Closes every socket of the account, in every process, whatever channels it holds: each socket a
   * subscription was signed for as this account (see authorizeChannel).
   */
  disconnectAccount(userId: number): Promise<void> {
    return this.backend.publisher.disconnectAccount(userId);
  }

  /** Replaces any authorizer already registered for the same prefix. */
  registerChannelAuthorizer(prefix: string, authorizer: ChannelAuthorizer) {
    if (!isPrivateChannel(prefix)) throw new TypeError(`Authorizers guard private channels, not "${prefix}"`);
    this.authorizers.set(prefix, authorizer);
  }

  async authorizeChannel(
    userId: number,
    socketId: string,
    channelName: string,
  ): Promise<ChannelAuthResponse> {
    const prefix = [...this.authorizers.keys()]
      .filter((candidate) => channelName.startsWith(candidate))
      .sort((a, b) => b.length - a.length)[0];
    const authorizer = prefix === undefined ? undefined : this.authorizers.get(prefix);
    const allowed =
      prefix !== undefined && authorizer
        ? await authorizer(userId, channelName.slice(prefix.length), this.ctx)
        : false;
    if (!allowed) throw forbidden("You may not subscribe to this channel");
    // Before the signature goes out, so the socket cannot join anything as this account unrecorded.
    await this.backend.publisher.identify(socketId, userId);
    const { appKey, appSecret } = this.backend;
    return { auth: signChannel(appKey, appSecret, socketId, channelName) };
  }

  clientConfig(): RealtimeClientConfig {
    return this.backend.clientConfig;
  }
}
