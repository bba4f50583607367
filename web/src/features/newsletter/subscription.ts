// The subscription rules of the contract, in their own chunk with zod: loaded when a reader subscribes.
import { subscribeBody } from "@inkwell/contract";

export function parseSubscription(email: string) {
  return subscribeBody.safeParse({ email });
}
