// One token refresh at a time across all the tabs of this browser.
// The server rotates the refresh token on every use and treats a second use of a spent token as theft
// (it revokes the whole sign-in), so two tabs must never send the same token at once.
// The Web Locks API serialises tabs where the browser offers it (secure contexts only); elsewhere, e.g. a
// self-hosted site on plain http, a short lease in localStorage does the same job.

export const REFRESH_LOCK_NAME = "inkwell:refresh-token";
const LEASE_KEY = "refreshLock";
// Longer than a refresh takes; a tab that closes while holding the lease blocks the others at most this long.
const LEASE_MS = 10_000;
// Two tabs may see the lease free at the same moment; each waits this long and only the last writer proceeds.
const SETTLE_MS = 50;
const POLL_MS = 100;

/** `waited` tells the task that another tab held the lock first (and may have refreshed meanwhile). */
type LockedTask<T> = (waited: boolean) => Promise<T>;

interface Lease {
  owner: string;
  until: number;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function readLease(): Lease | null {
  const raw = localStorage.getItem(LEASE_KEY);
  if (!raw) return null;
  try {
    const lease = JSON.parse(raw) as Partial<Lease> | null;
    return typeof lease?.owner === "string" && typeof lease.until === "number"
      ? { owner: lease.owner, until: lease.until }
      : null;
  } catch {
    return null;
  }
}

/** Resolves once `owner` holds the lease, with whether another tab held it in between. */
async function acquireLease(owner: string): Promise<boolean> {
  let waited = false;
  for (;;) {
    const held = readLease();
    if (held && held.until > Date.now()) {
      waited = true;
      await sleep(POLL_MS);
      continue;
    }
    localStorage.setItem(LEASE_KEY, JSON.stringify({ owner, until: Date.now() + LEASE_MS }));
    await sleep(SETTLE_MS);
    if (readLease()?.owner === owner) return waited;
    waited = true;
  }
}

function releaseLease(owner: string): void {
  if (readLease()?.owner === owner) localStorage.removeItem(LEASE_KEY);
}

async function withStorageLease<T>(task: LockedTask<T>): Promise<T> {
  // `crypto.randomUUID` is missing outside secure contexts, exactly where this fallback runs.
  const owner = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  let waited: boolean;
  try {
    waited = await acquireLease(owner);
  } catch {
    // Storage is disabled or refused the write: this tab can only coordinate with itself.
    return task(false);
  }
  try {
    return await task(waited);
  } finally {
    releaseLease(owner);
  }
}

async function withWebLock<T>(locks: LockManager, task: LockedTask<T>): Promise<T> {
  const immediate = await locks.request(REFRESH_LOCK_NAME, { ifAvailable: true }, async (lock) =>
    lock ? { value: await task(false) } : null,
  );
  if (immediate) return immediate.value;
  return await locks.request(REFRESH_LOCK_NAME, () => task(true));
}

/** Runs `task` while no other tab of this browser runs one under the same lock. */
export function withRefreshLock<T>(task: LockedTask<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? withWebLock(locks, task) : withStorageLease(task);
}
