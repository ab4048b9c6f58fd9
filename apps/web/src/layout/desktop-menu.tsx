"use client";

import { useEffect, useRef, useState } from "react";
import type { NavGroup, NavLink } from "./navigation";

const openDelay = 100;
const closeGrace = 300;

/**
 * Dropdown menus for large screens, as WAI-ARIA disclosure navigation: each
 * group is a button with aria-expanded that shows a list of links. Hovering
 * opens after a short delay and leaving keeps it open briefly, so a pointer
 * crossing the gap does not lose the menu; Escape closes and returns focus.
 */
export function DesktopMenu({
  groups,
  links,
  label,
}: {
  groups: NavGroup[];
  /** Plain links after the menus (About Us, Contact). */
  links: NavLink[];
  label: string;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const nav = useRef<HTMLElement>(null);

  const schedule = (next: string | null, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };

  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      clearTimeout(timer.current);
    };
  }, []);

  return (
    <nav ref={nav} aria-label={label} className="hidden xl:block">
      <ul className="flex items-center">
        {groups.map((group) => {
          const expanded = open === group.id;
          const listId = `menu-${group.id}`;
          return (
            <li
              key={group.id}
              className="relative"
              onPointerEnter={(e) => e.pointerType === "mouse" && schedule(group.id, openDelay)}
              onPointerLeave={(e) => e.pointerType === "mouse" && schedule(null, closeGrace)}
              onKeyDown={(e) => {
                if (e.key === "Escape" && expanded) {
                  e.stopPropagation();
                  setOpen(null);
                  buttons.current.get(group.id)?.focus();
                }
              }}
              onBlur={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null) && expanded)
                  setOpen(null);
              }}
            >
              <button
                type="button"
                ref={(element) => {
                  if (element) buttons.current.set(group.id, element);
                }}
                aria-expanded={expanded}
                aria-controls={expanded ? listId : undefined}
                onClick={() => {
                  clearTimeout(timer.current);
                  setOpen(expanded ? null : group.id);
                }}
                className="disclosure menu-item gap-1"
              >
                {group.label}
              </button>
              {/* The list exists while it is open: a closed one is neither
                  sent nor hydrated on each page (the drawer and the hub pages
                  carry the same links in the HTML). */}
              {expanded && (
                <ul
                  id={listId}
                  className={`absolute left-0 top-full z-50 mt-1 w-72 rounded-lg border border-slate-200 bg-white p-2 shadow-lg ${
                    group.links.length > 8 ? "max-h-[70vh] overflow-y-auto" : ""
                  }`}
                >
                  {group.links.map((link, index) => (
                    <li key={link.href}>
                      <a
                        href={link.href}
                        className={`flex min-h-10 items-center rounded-md px-3 text-sm hover:bg-brand-50 hover:text-brand-800 ${
                          index === 0 ? "font-semibold text-brand-800" : "text-slate-700"
                        }`}
                      >
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="menu-item">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
