// Where the session's tokens live in the browser (spec §3 "Login state", §6).
// The access token is read from localStorage entry `token`, falling back to the `accessToken` cookie;
// the refresh token lives in localStorage entry `refreshToken` (or its cookie).
export const ACCESS_TOKEN_KEY = "token";
export const REFRESH_TOKEN_KEY = "refreshToken";
const ACCESS_TOKEN_COOKIE = "accessToken";
const REFRESH_TOKEN_COOKIE = "refreshToken";

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  for (const part of document.cookie.split(";")) {
    const [rawKey, ...rest] = part.split("=");
    if (rawKey?.trim() === name) {
      const value = decodeURIComponent(rest.join("=").trim());
      return value === "" ? null : value;
    }
  }
  return null;
}

export function getAccessToken(): string | null {
  return readStorage(ACCESS_TOKEN_KEY) || readCookie(ACCESS_TOKEN_COOKIE);
}

export function getRefreshToken(): string | null {
  return readStorage(REFRESH_TOKEN_KEY) || readCookie(REFRESH_TOKEN_COOKIE);
}

export function hasSession(): boolean {
  return Boolean(getAccessToken() || getRefreshToken());
}

export function setTokens(tokens: { accessToken: string; refreshToken: string }): void {
  try {
    localStorage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
    localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  } catch {
    // Storage may be unavailable (private mode); the server's cookies still carry the session.
  }
}

/** Removes both tokens from localStorage and expires both cookies (path `/`, as the server sets them). */
export function clearTokens(): void {
  try {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
  } catch {
    // Nothing stored.
  }
  if (typeof document !== "undefined") {
    for (const name of [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE]) {
      document.cookie = `${name}=; Max-Age=0; path=/`;
    }
  }
}
