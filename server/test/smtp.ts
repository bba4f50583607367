// A mail server for tests: the SMTP commands nodemailer sends (no TLS, no authentication) on a local port,
// keeping every message it accepts, so a test reads a mail as the receiving server got it.
import { createServer } from "node:net";
import type { AddressInfo, Server, Socket } from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as transmitted (headers, blank line, body), dot-stuffing undone. */
  data: string;
}

export class SmtpSink {
  readonly received: ReceivedMail[] = [];

  private constructor(private readonly server: Server) {}

  static async start(): Promise<SmtpSink> {
    const server = createServer();
    const sink = new SmtpSink(server);
    server.on("connection", (socket) => sink.converse(socket));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private converse(socket: Socket) {
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let envelope: ReceivedMail = { from: "", to: [], data: "" };
    let dataLines: string[] | undefined;
    let pending = "";
    const handle = (line: string) => {
      if (dataLines) {
        if (line !== ".") {
          dataLines.push(line.startsWith("..") ? line.slice(1) : line);
          return;
        }
        this.received.push({ ...envelope, data: dataLines.join("\r\n") });
        envelope = { from: "", to: [], data: "" };
        dataLines = undefined;
        reply("250 Accepted");
        return;
      }
      const [verb = "", ...rest] = line.split(" ");
      const argument = rest.join(" ");
      switch (verb.toUpperCase()) {
        case "EHLO":
        case "HELO":
          return reply("250 test.local");
        case "MAIL":
          envelope.from = argument.replace(/^FROM:/i, "");
          return reply("250 OK");
        case "RCPT":
          envelope.to.push(argument.replace(/^TO:/i, ""));
          return reply("250 OK");
        case "DATA":
          dataLines = [];
          return reply("354 End data with <CR><LF>.<CR><LF>");
        case "RSET":
          envelope = { from: "", to: [], data: "" };
          return reply("250 OK");
        case "NOOP":
          return reply("250 OK");
        case "QUIT":
          reply("221 Bye");
          socket.end();
          return;
        default:
          return reply("502 Command not implemented");
      }
    };
    socket.on("data", (chunk: Buffer) => {
      pending += chunk.toString("utf8");
      let end: number;
      while ((end = pending.indexOf("\r\n")) >= 0) {
        handle(pending.slice(0, end));
        pending = pending.slice(end + 2);
      }
    });
    socket.on("error", () => socket.destroy());
    reply("220 test.local ESMTP");
  }
}

/** The value of header `name` in a received message (folded lines joined), or undefined. */
export function headerOf(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.data.split("\r\n\r\n")[0] ?? "";
  const unfolded = head.replace(/\r\n[ \t]+/g, " ");
  const prefix = `${name.toLowerCase()}:`;
  const line = unfolded.split("\r\n").find((l) => l.toLowerCase().startsWith(prefix));
  return line?.slice(prefix.length).trim();
}
