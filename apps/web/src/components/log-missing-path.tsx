"use client";

import { useEffect } from "react";

/** Spec section 8: the missing path is logged to the browser console as an error. */
export function LogMissingPath() {
  useEffect(() => {
    console.error(
      "404 Error: User attempted to access non-existent route:",
      window.location.pathname,
    );
  }, []);
  return null;
}
