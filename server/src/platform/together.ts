// Independent reads of one request, asked of the database at once. Under load a statement waits its turn in
// the database's queue for longer than it runs, so reads made one after another wait once each; side by
// side they wait together.

/**
 * Awaits every promise and returns their values in order. When some fail it throws the failure of the first
 * in the list, not the first to happen, so checks made side by side fail as they would one after another.
 */
export async function together<T extends readonly unknown[]>(
  promises: readonly [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const settled = await Promise.allSettled(promises);
  const values: unknown[] = [];
  for (const result of settled) {
    if (result.status === "rejected") throw result.reason;
    values.push(result.value);
  }
  return values as unknown as T;
}
