"use client";

import type { Locale } from "@hvac/routing";
import { countEndpoint } from "@hvac/routing";
import { useEffect } from "react";
import { declined, notePageView } from "./visit-origin";

/**
 * Counts this page's visit, once the page is loaded and the browser idle, and
 * every tap on a call link with the link's placement (`data-call`, "text"
 * when it has none): one small beacon each, nothing kept in the browser but
 * the visit's origin in the tab. Visitors with Do Not Track or Global
 * Privacy Control are not counted.
 */
export function VisitCounter({ page, locale }: { page: string; locale: Locale }) {
  useEffect(() => {
    if (declined()) return;
    const { origin, began } = notePageView(page);
    const send = (beacon: object) =>
      navigator.sendBeacon(countEndpoint, JSON.stringify({ page, locale, origin, ...beacon }));
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.('a[href^="tel:"]');
      if (link) send({ kind: "call", placement: link.getAttribute("data-call") ?? "text" });
    };
    document.addEventListener("click", onClick, true);
    const idle = () =>
      (window.requestIdleCallback ?? setTimeout)(() => send({ kind: "view", began }));
    if (document.readyState === "complete") idle();
    else addEventListener("load", idle, { once: true });
    return () => {
      document.removeEventListener("click", onClick, true);
      removeEventListener("load", idle);
    };
  }, [page, locale]);
  return null;
}
