// Calls to /api/v1/auth… from the file's shared app (test/suite.ts), for the auth suites.
import { t } from "./suite";

export const post = (url: string, payload?: unknown, token?: string) =>
  t.request({
    method: "POST",
    url: `/api/v1/auth${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    token,
  });
export const get = (url: string, token?: string) =>
  t.request({ method: "GET", url: `/api/v1/auth${url}`, token });
