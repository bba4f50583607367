// Wires realtime into the app: picks the backend (built-in endpoint with in-process or Redis fan-out, or
// hosted Pusher when PUSHER_* is set), decorates app.realtime and closes what it opened on app close.
// Called from app.ts before the API routes, so every module can use app.realtime while registering.
import type { FastifyInstance } from "fastify";
import type { Config } from "../../platform/config";
import type { HostedPusherSettings } from "./realtime.hosted";
import { RealtimeHub } from "./realtime.hub";
import { RealtimeService } from "./realtime.service";
import type { RealtimeBackend } from "./realtime.service";
import { registerRealtimeSocket } from "./realtime.socket";

declare module "fastify" {
  interface FastifyInstance {
    realtime: RealtimeService;
  }
}

const AUTH_ENDPOINT = "/api/v1/realtime/auth";
/** pusher-js 8 refuses to start without a cluster; with wsHost set it is never used. */
const BUILT_IN_CLUSTER = "ap1";

function hostedPusherOf(config: Config): HostedPusherSettings | undefined {
  const { PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET, PUSHER_CLUSTER } = config;
  return PUSHER_APP_ID && PUSHER_KEY && PUSHER_SECRET && PUSHER_CLUSTER
    ? { appId: PUSHER_APP_ID, key: PUSHER_KEY, secret: PUSHER_SECRET, cluster: PUSHER_CLUSTER }
    : undefined;
}

/** The Pusher SDK is imported only when hosted Pusher is configured. */
async function hostedBackend(app: FastifyInstance, hosted: HostedPusherSettings): Promise<RealtimeBackend> {
  const { HostedPusherPublisher } = await import("./realtime.hosted");
  return {
    publisher: new HostedPusherPublisher(hosted, app.log),
    appKey: hosted.key,
    appSecret: hosted.secret,
    clientConfig: {
      key: hosted.key,
      cluster: hosted.cluster,
      wsHost: `ws-${hosted.cluster}.pusher.com`,
      wsPort: 443,
      forceTLS: true,
      authEndpoint: AUTH_ENDPOINT,
      enabledTransports: ["ws", "wss"],
    },
  };
}

async function builtInBackend(app: FastifyInstance): Promise<RealtimeBackend> {
  const { config } = app.ctx;
  const hub = new RealtimeHub(app.ctx.pubsub, `inkwell:realtime:${config.REALTIME_APP_KEY}`, app.log);
  await hub.start();
  const settings = {
    appKey: config.REALTIME_APP_KEY,
    appSecret: config.REALTIME_APP_SECRET,
    activityTimeoutSeconds: config.REALTIME_ACTIVITY_TIMEOUT,
  };
  registerRealtimeSocket(app, hub, {
    ...settings,
    maxConnectionsPerAddress: config.REALTIME_MAX_CONNECTIONS_PER_ADDRESS,
    trustProxy: config.TRUST_PROXY,
  });
  return {
    publisher: hub,
    appKey: settings.appKey,
    appSecret: settings.appSecret,
    // null: the browser takes host, port and TLS from the page, since the endpoint shares its origin.
    clientConfig: {
      key: settings.appKey,
      cluster: BUILT_IN_CLUSTER,
      wsHost: null,
      wsPort: null,
      forceTLS: null,
      authEndpoint: AUTH_ENDPOINT,
      enabledTransports: ["ws", "wss"],
    },
  };
}

export async function registerRealtime(app: FastifyInstance) {
  const hosted = hostedPusherOf(app.ctx.config);
  const backend = hosted ? await hostedBackend(app, hosted) : await builtInBackend(app);
  app.decorate("realtime", new RealtimeService(app.ctx, backend));
}
