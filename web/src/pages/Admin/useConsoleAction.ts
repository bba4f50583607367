// Runs a console change and keeps the server's refusal (a last administrator, a post that cannot be
// featured…) to show above the list.
import { useCallback, useState } from "react";
import { useIntl } from "react-intl";
import { asApiError } from "../../lib/apiError";

export function useConsoleAction() {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const attempt = useCallback(
    async (run: () => Promise<unknown>) => {
      setError(null);
      try {
        await run();
        return true;
      } catch (err) {
        setError(asApiError(err)?.message ?? intl.formatMessage({ id: "console.actionFailed" }));
        return false;
      }
    },
    [intl],
  );
  return { error, attempt };
}
