// The shape of every failed API call (the server's error envelope, or a network failure), shared by the data
// layer that produces it and the forms and screens that show it.

export interface ApiError {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** Narrows anything RTK Query hands back as an error to our ApiError shape. */
export function asApiError(err: unknown): ApiError | undefined {
  if (err && typeof err === "object" && "code" in err && "status" in err && "message" in err) {
    return err as ApiError;
  }
  return undefined;
}

/** What the app says of failures the server did not word itself (the server words its own errors in the
 * request's language). English until the app sets them in the page's language. */
export interface ClientErrorMessages {
  /** The server could not be reached. */
  network: string;
  /** The server answered 5xx without a message. */
  serverTrouble: string;
  /** Anything else without a message. */
  unknown: string;
  aborted: string;
  signIn: string;
}

export const clientErrorMessages: ClientErrorMessages = {
  network: "Unable to reach the server. Check your connection and try again.",
  serverTrouble: "The server is having trouble right now. Please try again in a moment.",
  unknown: "Something went wrong. Please try again.",
  aborted: "The request was cancelled.",
  signIn: "Please sign in to continue.",
};

export function setClientErrorMessages(messages: ClientErrorMessages): void {
  Object.assign(clientErrorMessages, messages);
}
