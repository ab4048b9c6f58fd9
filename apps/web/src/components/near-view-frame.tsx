"use client";

import { useEffect, useRef, useState } from "react";

/**
 * An iframe that gets its address only when it comes within about half a
 * phone screen of view. The browser's own `loading="lazy"` starts third-party
 * frames thousands of pixels early, so on a short page such as contact the map
 * loaded with the page and competed with its first paint.
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
  const frame = useRef<HTMLIFrameElement>(null);
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
  return (
    <iframe
      ref={frame}
      src={near ? src : undefined}
      title={title}
      referrerPolicy="strict-origin-when-cross-origin"
      className={className}
    />
  );
}
