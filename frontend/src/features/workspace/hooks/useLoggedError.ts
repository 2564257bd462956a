import { useEffect } from "react";

/** Silent failures (spec 000 §8): a failed list is logged once per error and nothing is shown. */
export function useLoggedError(what: string, error: Error | null) {
  useEffect(() => {
    if (error) console.error(`${what} failed to load`, error);
  }, [what, error]);
}
