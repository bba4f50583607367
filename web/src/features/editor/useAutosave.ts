// Autosave for the editor: a save runs a few seconds after the last change, when the editor is left,
// and (best effort, with `fetch(..., { keepalive: true })`) when the page unloads.
import { useCallback, useEffect, useRef, useState } from "react";
import type { MessageId } from "../../i18n";

export type SaveState = "idle" | "unsaved" | "saving" | "saved" | "error";

export const AUTOSAVE_DELAY_MS = 3000;

/** What the editor says about each state (nothing before the first change). */
export const SAVE_STATE_LABELS: Record<SaveState, MessageId | null> = {
  idle: null,
  unsaved: "writing.saveState.unsaved",
  saving: "writing.saveState.saving",
  saved: "writing.saveState.saved",
  error: "writing.saveState.error",
};

interface AutosaveOptions {
  /** Saves the current content; rejects on failure. */
  save: () => Promise<void>;
  /** Sends the current content from `beforeunload` (must not await). */
  saveOnUnload: () => void;
  delay?: number;
}

export function useAutosave({ save, saveOnUnload, delay = AUTOSAVE_DELAY_MS }: AutosaveOptions) {
  const [state, setState] = useState<SaveState>("idle");
  const version = useRef(0);
  const savedVersion = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const running = useRef<Promise<void> | null>(null);
  const saveRef = useRef(save);
  const unloadRef = useRef(saveOnUnload);
  const mounted = useRef(true);
  useEffect(() => {
    saveRef.current = save;
    unloadRef.current = saveOnUnload;
  });

  const isDirty = () => version.current !== savedVersion.current;

  const flush = useCallback(async (): Promise<void> => {
    window.clearTimeout(timer.current);
    if (running.current) await running.current.catch(() => undefined);
    if (!isDirty()) return;
    const target = version.current;
    if (mounted.current) setState("saving");
    const run = saveRef.current().then(
      () => {
        savedVersion.current = Math.max(savedVersion.current, target);
        if (mounted.current) setState(isDirty() ? "unsaved" : "saved");
      },
      (err: unknown) => {
        console.error("Autosave failed", err);
        if (mounted.current) setState("error");
        throw err;
      },
    );
    running.current = run;
    try {
      await run;
    } finally {
      if (running.current === run) running.current = null;
    }
  }, []);

  const markDirty = useCallback(() => {
    version.current += 1;
    setState("unsaved");
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void flush().catch(() => undefined), delay);
  }, [delay, flush]);

  /** Marks everything as saved (e.g. after publishing) so nothing is sent on leave. */
  const markClean = useCallback(() => {
    window.clearTimeout(timer.current);
    savedVersion.current = version.current;
    setState("saved");
  }, []);

  useEffect(() => {
    mounted.current = true;
    const onUnload = () => {
      if (isDirty()) unloadRef.current();
    };
    window.addEventListener("beforeunload", onUnload);
    return () => {
      mounted.current = false;
      window.removeEventListener("beforeunload", onUnload);
      window.clearTimeout(timer.current);
      // Leaving the editor inside the app: save what is left.
      if (isDirty()) void flush().catch(() => undefined);
    };
  }, [flush]);

  return { state, markDirty, markClean, flush, isDirty };
}
