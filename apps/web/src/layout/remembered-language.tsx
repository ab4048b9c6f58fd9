"use client";

import type { Locale } from "@hvac/routing";
import { useEffect } from "react";

/** localStorage key of the language the visitor reads in. */
const preferredLanguageKey = "preferred-language";

/**
 * Stores the language of the page being read. The page records it, not the
 * language switch's click: scripts arrive after the first paint, and a switch
 * clicked before them is an ordinary link that would otherwise go unrecorded.
 */
export function RememberedLanguage({ locale }: { locale: Locale }) {
  useEffect(() => {
    try {
      localStorage.setItem(preferredLanguageKey, locale);
    } catch {
      // Storage can be unavailable (private mode); nothing depends on it.
    }
  }, [locale]);
  return null;
}
