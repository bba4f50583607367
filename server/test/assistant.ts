// Talking to the support assistant in its suites, from the file's shared app (test/suite.ts).
import { t } from "./suite";

export const HEADER = "x-chatbot-session-id";
/** Every page the reply links to: in its text, then its sources (which never repeat a link of the text). */
export const linksOf = (data: { response: string; metadata: { sources: { link: string }[] } }) => [
  ...[...data.response.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]),
  ...data.metadata.sources.map((s) => s.link),
];
export const chat = (message: unknown, session?: string, token?: string, options?: object) =>
  t.request({
    method: "POST",
    url: "/api/v1/chat",
    token,
    headers: session ? { [HEADER]: session } : {},
    payload: { message, ...(options ? { options } : {}) },
  });
