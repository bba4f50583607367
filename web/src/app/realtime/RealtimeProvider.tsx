// One shared pusher-js connection for the signed-in user (created after sign-in from /config,
// disconnected on sign-out) and the hooks components use to listen: `useChannel`, `useRealtimeEvent`.
import type { Channel } from "pusher-js";
import type Pusher from "pusher-js";
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { apiClient } from "../api/baseQuery";
import { selectCurrentUser } from "../session/authSlice";
import { useAppSelector } from "../store";
import { createRealtimeClient, fetchRealtimeConfig } from "./createRealtimeClient";

export interface RealtimeHandle {
  client: Pusher;
  /** Subscribes (or reuses a subscription) and returns a release function; the last release unsubscribes. */
  acquire(channelName: string): { channel: Channel; release: () => void };
}

const RealtimeContext = createContext<RealtimeHandle | null>(null);

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
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const [handle, setHandle] = useState<RealtimeHandle | null>(null);

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
          setHandle(createRealtimeHandle(created));
        },
        (err: unknown) => console.error("Realtime client could not start", err),
      );
    return () => {
      cancelled = true;
      client?.disconnect();
      setHandle(null);
    };
  }, [userId]);

  return <RealtimeContext.Provider value={handle}>{children}</RealtimeContext.Provider>;
}

export function useRealtime(): RealtimeHandle | null {
  return useContext(RealtimeContext);
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

/** Calls `handler(data)` for each `event` on `channelName`; the latest handler is always used. */
export function useRealtimeEvent<T = unknown>(
  channelName: string | null | undefined,
  event: string,
  handler: (data: T) => void,
): Channel | null {
  const channel = useChannel(channelName);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!channel) return;
    const listener = (data: T) => latest.current(data);
    channel.bind(event, listener);
    return () => {
      channel.unbind(event, listener);
    };
  }, [channel, event]);
  return channel;
}
