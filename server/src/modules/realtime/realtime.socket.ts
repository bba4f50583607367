// The WebSocket endpoint /app/:key on the app's own port, through the HTTP server's upgrade event: checks
// the app key and protocol version, then hands the socket to a RealtimeConnection. On app close every
// socket gets 4200 so pusher-js reconnects at once (to this process after a restart, or to another one
// behind the load balancer), and upgrades arriving meanwhile are dropped so the server can finish closing.
// This is the server's only upgrade listener: any other path is answered 404.
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyInstance } from "fastify";
import { WebSocketServer } from "ws";
import type { WebSocket } from "ws";
import { RealtimeConnection } from "./realtime.connection";
import type { ConnectionSettings } from "./realtime.connection";
import type { RealtimeHub } from "./realtime.hub";
import { MAX_FRAME_BYTES, PusherCode, handshakeRefusal, serverFrames } from "./realtime.protocol";

const ENDPOINT_PATH = /^\/app\/([^/]+)$/;

function refuseUpgrade(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () => socket.destroy());
}

export function registerRealtimeSocket(app: FastifyInstance, hub: RealtimeHub, settings: ConnectionSettings) {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  let accepting = true;

  const welcome = (socket: WebSocket, url: URL, appKey: string) => {
    // ws closes the socket itself after a protocol error (bad frame, frame over maxPayload); without a
    // listener the error event would be thrown and take the process down.
    socket.on("error", () => undefined);
    if (!accepting) {
      socket.close(PusherCode.serverRestarting, "Server restarting");
      return;
    }
    const refusal = handshakeRefusal(appKey, url.searchParams.get("protocol") ?? undefined, settings.appKey);
    if (refusal) {
      socket.send(serverFrames.error(refusal.code, refusal.message));
      socket.close(refusal.code, refusal.message);
      return;
    }
    new RealtimeConnection(socket, hub, settings).open();
  };

  app.server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node removes its own error listener before emitting upgrade; a reset must not crash the process.
    socket.on("error", () => socket.destroy());
    const url = new URL(request.url ?? "/", "http://endpoint");
    const appKey = ENDPOINT_PATH.exec(url.pathname)?.[1];
    if (appKey === undefined) return refuseUpgrade(socket, "404 Not Found");
    if (!accepting) return refuseUpgrade(socket, "503 Service Unavailable");
    server.handleUpgrade(request, socket, head, (webSocket) =>
      welcome(webSocket, url, decodeURIComponent(appKey)),
    );
  });

  app.addHook("preClose", async () => {
    accepting = false;
    await hub.closeAll(PusherCode.serverRestarting, "Server restarting");
    server.close();
  });
}
