// Light / dark theme: `data-theme` on <html>; the preference (light|dark|system) lives in localStorage `theme`.
import { useCallback, useSyncExternalStore } from "react";

export type ThemePreference = "light" | "dark" | "system";
const STORAGE_KEY = "theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";
const listeners = new Set<() => void>();

export function getThemePreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored === "light" || stored === "dark" || stored === "system") return stored;
  } catch {
    // Storage unavailable: follow the system.
  }
  return "system";
}

function resolve(pref: ThemePreference): "light" | "dark" {
  if (pref !== "system") return pref;
  return window.matchMedia(DARK_QUERY).matches ? "dark" : "light";
}

export function applyTheme(pref: ThemePreference = getThemePreference()): void {
  document.documentElement.dataset.theme = resolve(pref);
}

export function setThemePreference(pref: ThemePreference): void {
  try {
    localStorage.setItem(STORAGE_KEY, pref);
  } catch {
    // Applied for this page view only.
  }
  applyTheme(pref);
  listeners.forEach((l) => l());
}

/** Applies the stored theme now and keeps "system" in step with the OS setting. */
export function initTheme(): void {
  applyTheme();
  window.matchMedia(DARK_QUERY).addEventListener("change", () => {
    if (getThemePreference() === "system") applyTheme("system");
  });
  window.addEventListener("storage", (e) => {
    if (e.key === STORAGE_KEY) {
      applyTheme();
      listeners.forEach((l) => l());
    }
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme() {
  const preference = useSyncExternalStore(subscribe, getThemePreference, () => "system" as const);
  const setPreference = useCallback((pref: ThemePreference) => setThemePreference(pref), []);
  return { preference, setPreference };
}
