// One shared pusher-js connection for the signed-in user (created after sign-in from /config,
// disconnected on sign-out) and the hooks components use to listen: `useChannel`, `useRealtimeEvent`.
// The context holds a slot that never changes; the handle in it comes and goes with the session, and only
// the components that use it hear of that (a changing context value would reach every part of the page,
// including parts of a server-rendered page not taken over yet, which React would then render afresh).
import type { RealtimeEventName, RealtimeEventPayload } from "@inkwell/contract";
import type { Channel } from "pusher-js";
import type Pusher from "pusher-js";
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { selectCurrentUser } from "../session/authSlice";
import { useApiClient, useAppSelector } from "../store";
import { createRealtimeClient, fetchRealtimeConfig } from "./createRealtimeClient";

export interface RealtimeHandle {
  client: Pusher;
  /** Subscribes (or reuses a subscription) and returns a release function; the last release unsubscribes. */
  acquire(channelName: string): { channel: Channel; release: () => void };
}

/** Where the current handle is kept, and who to tell when it changes. */
class HandleSlot {
  private handle: RealtimeHandle | null;
  private readonly listeners = new Set<() => void>();

  constructor(handle: RealtimeHandle | null = null) {
    this.handle = handle;
  }

  readonly get = () => this.handle;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(handle: RealtimeHandle | null) {
    this.handle = handle;
    this.listeners.forEach((listener) => listener());
  }
}

const RealtimeContext = createContext<HandleSlot>(new HandleSlot());

export function createRealtimeHandle(client: Pusher): RealtimeHandle {
  const counts = new Map<string, number>();
  return {
    client,
    acquire(channelName) {
      const channel = client.channel(channelName) ?? client.subscribe(channelName);
      counts.set(channelName, (counts.get(channelName) ?? 0) + 1);
      let released = false;
      return {
        channel,
        release: () => {
          if (released) return;
          released = true;
          const left = (counts.get(channelName) ?? 1) - 1;
          if (left > 0) counts.set(channelName, left);
          else {
            counts.delete(channelName);
            client.unsubscribe(channelName);
          }
        },
      };
    },
  };
}

/** Provides a handle explicitly (tests, stories); the app uses `RealtimeProvider`. */
export function RealtimeContextProvider({
  value,
  children,
}: {
  value: RealtimeHandle | null;
  children: ReactNode;
}) {
  const [slot] = useState(() => new HandleSlot(value));
  useEffect(() => slot.set(value), [slot, value]);
  return <RealtimeContext.Provider value={slot}>{children}</RealtimeContext.Provider>;
}

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const apiClient = useApiClient();
  const [slot] = useState(() => new HandleSlot());

  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    let client: Pusher | null = null;
    void fetchRealtimeConfig(apiClient)
      .then(async (config) => (cancelled || !config ? null : createRealtimeClient(config)))
      .then(
        (created) => {
          if (!created) return;
          if (cancelled) {
            created.disconnect();
            return;
          }
          client = created;
          slot.set(createRealtimeHandle(created));
        },
        (err: unknown) => console.error("Realtime client could not start", err),
      );
    return () => {
      cancelled = true;
      client?.disconnect();
      slot.set(null);
    };
  }, [slot, userId, apiClient]);

  return <RealtimeContext.Provider value={slot}>{children}</RealtimeContext.Provider>;
}

export function useRealtime(): RealtimeHandle | null {
  const slot = useContext(RealtimeContext);
  return useSyncExternalStore(slot.subscribe, slot.get, () => null);
}

/** The subscribed channel (null while signed out, before the client exists, or for a null name). */
export function useChannel(channelName: string | null | undefined): Channel | null {
  const handle = useRealtime();
  const [channel, setChannel] = useState<Channel | null>(null);
  useEffect(() => {
    if (!handle || !channelName) {
      setChannel(null);
      return;
    }
    const { channel: subscribed, release } = handle.acquire(channelName);
    setChannel(subscribed);
    return () => {
      release();
      setChannel(null);
    };
  }, [handle, channelName]);
  return channel;
}

/** Calls `handler(data)` for each `event` on `channelName`, typed by the contract's event map; the latest
 * handler is always used. */
export function useRealtimeEvent<E extends RealtimeEventName>(
  channelName: string | null | undefined,
  event: E,
  handler: (data: RealtimeEventPayload<E>) => void,
): Channel | null {
  const channel = useChannel(channelName);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!channel) return;
    const listener = (data: RealtimeEventPayload<E>) => latest.current(data);
    channel.bind(event, listener);
    return () => {
      channel.unbind(event, listener);
    };
  }, [channel, event]);
  return channel;
}
