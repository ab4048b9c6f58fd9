"use client";

import { useEffect, useRef, useState } from "react";

/**
 * A named region whose content may be wider than the screen (a table on a
 * phone). While it scrolls sideways it is a tab stop, so a keyboard can
 * scroll it (WCAG 2.1.1); where everything fits, it is not, and costs no
 * Tab. Rendered focusable, so it scrolls by keyboard before or without
 * JavaScript.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string | undefined;
  className: string;
  children: React.ReactNode;
}) {
  const region = useRef<HTMLElement>(null);
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <section
      ref={region}
      aria-label={label}
      // A scrollable region takes focus to be scrolled by keyboard (axe scrollable-region-focusable).
      tabIndex={scrolls ? 0 : undefined}
      className={className}
    >
      {children}
    </section>
  );
}
