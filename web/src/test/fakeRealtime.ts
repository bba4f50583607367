// A realtime handle for tests: records bindings, lets a test emit an event once someone listens, and keeps
// what components triggered (client events).
import { act, waitFor } from "./render";
import type { Channel } from "pusher-js";
import type Pusher from "pusher-js";
import { expect } from "vitest";
import type { RealtimeHandle } from "../data/realtime/RealtimeProvider";

type Handler = (data: unknown) => void;

export function fakeRealtime() {
  const handlers = new Map<string, Set<Handler>>();
  const triggered: { channel: string; event: string; data: unknown }[] = [];
  const handle: RealtimeHandle = {
    client: {} as Pusher,
    acquire(name) {
      const channel = {
        name,
        bind(event: string, fn: Handler) {
          const key = `${name}|${event}`;
          if (!handlers.has(key)) handlers.set(key, new Set());
          handlers.get(key)?.add(fn);
        },
        unbind(event: string, fn: Handler) {
          handlers.get(`${name}|${event}`)?.delete(fn);
        },
        trigger(event: string, data: unknown) {
          triggered.push({ channel: name, event, data });
          return true;
        },
      };
      return { channel: channel as unknown as Channel, release: () => undefined };
    },
  };
  const bound = (channel: string, event: string) => (handlers.get(`${channel}|${event}`)?.size ?? 0) > 0;
  /** Waits until someone listens (subscriptions settle a render or two after loading), then emits. */
  const emit = async (channel: string, event: string, data: unknown) => {
    await waitFor(() => expect(bound(channel, event)).toBe(true));
    act(() => handlers.get(`${channel}|${event}`)?.forEach((fn) => fn(data)));
  };
  return { handle, emit, triggered };
}
