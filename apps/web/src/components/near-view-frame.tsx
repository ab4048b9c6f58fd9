"use client";

import { useEffect, useRef, useState } from "react";

/**
 * An iframe made only when its place comes within about half a phone screen
 * of view; an empty box of its size until then. The browser's own
 * `loading="lazy"` starts third-party frames thousands of pixels early, so on
 * a short page such as contact the map loaded with the page and competed with
 * its first paint; and an iframe without an address still costs the first
 * parse a document of its own (home's two: Lighthouse's HTML parsing 183 ->
 * 83 ms, contact's one 125 -> 56 ms, medians of five).
 */
export function NearViewFrame({
  src,
  title,
  className,
}: {
  src: string;
  title: string;
  className: string;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  if (!near) return <div ref={frame} className={className} />;
  return (
    <iframe
      src={src}
      title={title}
      referrerPolicy="strict-origin-when-cross-origin"
      className={className}
    />
  );
}
