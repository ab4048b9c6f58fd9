"use client";

import { useEffect } from "react";

/** The missing path is logged to the browser console as an error, for whoever debugs a broken link. */
export function LogMissingPath() {
  useEffect(() => {
    console.error(
      "404 Error: User attempted to access non-existent route:",
      window.location.pathname,
    );
  }, []);
  return null;
}
