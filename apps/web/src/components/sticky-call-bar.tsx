"use client";

import { useEffect, useState } from "react";
import { callLinkClass } from "./call-link-class";
import { iconBefore } from "./icon";

/** Shown past 300 px of scrolling, hidden within 200 px of the page bottom (where the footer's number is). */
const showAfter = 300;
const hideNearBottom = 200;

/**
 * A call link fixed to the bottom of the screen, its phone drawn before its
 * words; the words are rendered by the server. It steps aside (CSS alone) while the visitor types in a form
 * field, which it would cover, and in a short window (400 % zoom, a phone on
 * its side), where it would take a good part of the screen.
 */
export function StickyCallBar({ href, children }: { href: string; children: React.ReactNode }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => {
      const { scrollY, innerHeight } = window;
      const fromBottom = document.documentElement.scrollHeight - (scrollY + innerHeight);
      setVisible(scrollY > showAfter && fromBottom > hideNearBottom);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);
  return (
    <div
      data-testid="sticky-call-bar"
      hidden={!visible}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-call-700 bg-call-600 p-2 shadow-[0_-4px_12px_rgba(0,0,0,0.15)] short:hidden typing:hidden"
    >
      <a
        href={href}
        data-call="sticky"
        className={`${callLinkClass} ${iconBefore("phone")} mx-auto flex min-h-12 max-w-md items-center justify-center gap-2 rounded-lg border-2 border-transparent font-semibold text-white`}
      >
        {children}
      </a>
    </div>
  );
}
