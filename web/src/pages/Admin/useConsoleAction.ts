// Runs a console change and keeps the server's refusal (a last administrator, a post that cannot be
// featured…) to show above the list.
import { useCallback, useState } from "react";
import { asApiError } from "../../lib/apiError";

export function useConsoleAction() {
  const [error, setError] = useState<string | null>(null);
  const attempt = useCallback(async (run: () => Promise<unknown>) => {
    setError(null);
    try {
      await run();
      return true;
    } catch (err) {
      setError(asApiError(err)?.message ?? "That did not work. Please try again.");
      return false;
    }
  }, []);
  return { error, attempt };
}
