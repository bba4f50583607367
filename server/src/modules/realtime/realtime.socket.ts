// The WebSocket endpoint /app/:key on the app's own port, through the HTTP server's upgrade event: checks
// the app key, protocol version and the per-address cap, then hands the socket to a RealtimeConnection.
// On app close every socket gets 4200 so pusher-js reconnects at once (to this process after a restart,
// or to another one behind the load balancer), and upgrades arriving meanwhile are dropped so the server
// can finish closing. This is the server's only upgrade listener: any other path is answered 404.
// Nothing thrown here may escape: an upgrade listener's exception would end the process.
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyInstance } from "fastify";
import { WebSocketServer } from "ws";
import type { WebSocket } from "ws";
import { AddressQuota, clientAddressOf, upgradeTargetOf } from "./realtime.admission";
import { RealtimeConnection, closeGracefully } from "./realtime.connection";
import type { ConnectionSettings } from "./realtime.connection";
import type { RealtimeHub } from "./realtime.hub";
import { MAX_FRAME_BYTES, PusherCode, handshakeRefusal, serverFrames } from "./realtime.protocol";

export interface EndpointSettings extends ConnectionSettings {
  maxConnectionsPerAddress: number;
  /** TRUST_PROXY: count sockets by the X-Forwarded-For client, as request.ip does. */
  trustProxy: boolean;
}

function refuseUpgrade(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () => socket.destroy());
}

/** Before the session starts: the reason as a `pusher:error` (pusher-js acts on its code), then the close. */
function refuseSocket(socket: WebSocket, code: number, message: string) {
  socket.send(serverFrames.error(code, message));
  void closeGracefully(socket, code, message);
}

export function registerRealtimeSocket(app: FastifyInstance, hub: RealtimeHub, settings: EndpointSettings) {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const quota = new AddressQuota(settings.maxConnectionsPerAddress);
  let accepting = true;

  const welcome = (socket: WebSocket, appKey: string, protocol: string | undefined, address: string) => {
    if (!accepting) {
      void closeGracefully(socket, PusherCode.serverRestarting, "Server restarting");
      return;
    }
    const refusal = handshakeRefusal(appKey, protocol, settings.appKey);
    if (refusal) {
      refuseSocket(socket, refusal.code, refusal.message);
      return;
    }
    // Pusher's "over capacity" rather than an HTTP 429 on the upgrade: pusher-js reads 4100 as "retry in a
    // second" and reports it to the page, whereas a refused upgrade reaches it as a transport failure with
    // no reason, which also costs the ws transport one of the two lives pusher-js gives it.
    if (!quota.take(address)) {
      const { maxConnectionsPerAddress } = settings;
      refuseSocket(
        socket,
        PusherCode.overCapacity,
        `Over capacity: ${maxConnectionsPerAddress} sockets per address`,
      );
      return;
    }
    socket.once("close", () => quota.release(address));
    new RealtimeConnection(socket, hub, settings, app.log).open();
  };

  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const target = upgradeTargetOf(request.url);
    if (target.kind === "malformed") return refuseUpgrade(socket, "400 Bad Request");
    if (target.kind === "elsewhere") return refuseUpgrade(socket, "404 Not Found");
    if (!accepting) return refuseUpgrade(socket, "503 Service Unavailable");
    const address = clientAddressOf(request, settings.trustProxy);
    server.handleUpgrade(request, socket, head, (webSocket) => {
      // ws closes the socket itself after a protocol error (bad frame, frame over maxPayload); without a
      // listener the error event would be thrown and take the process down.
      webSocket.on("error", () => undefined);
      try {
        welcome(webSocket, target.appKey, target.protocol, address);
      } catch (err) {
        app.log.error({ err }, "realtime socket set-up failed; closing it");
        void closeGracefully(webSocket, PusherCode.serverError, "Internal server error");
      }
    });
  };

  app.server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node removes its own error listener before emitting upgrade; a reset must not crash the process.
    socket.on("error", () => socket.destroy());
    try {
      upgrade(request, socket, head);
    } catch (err) {
      app.log.error({ err, url: request.url }, "realtime upgrade failed; dropping the connection");
      socket.destroy();
    }
  });

  app.addHook("preClose", async () => {
    accepting = false;
    await hub.closeAll(PusherCode.serverRestarting, "Server restarting");
    server.close();
  });
}
