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
