"use client";

import { useRef } from "react";
import { Chevron, Cross } from "@/components/glyphs";
import type { NavGroup, NavLink } from "./navigation";

/**
 * The small-screen menu: a side drawer built on <dialog>, which brings focus
 * trapping, Escape and the backdrop with it; groups collapse with <details>.
 * The call button and language link are passed in, already rendered.
 */
const drawerId = "site-drawer";

export function MobileMenu({
  label,
  openLabel,
  closeLabel,
  servicesLabel,
  serviceGroups,
  areaGroup,
  links,
  children,
}: {
  label: string;
  openLabel: string;
  closeLabel: string;
  servicesLabel: string;
  serviceGroups: NavGroup[];
  areaGroup: NavGroup;
  links: NavLink[];
  children: React.ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Invoker commands open and close the drawer natively, even before this
  // component hydrates; the click handlers cover browsers without them.
  const invoke = (command: "show-modal" | "close") => ({ commandfor: drawerId, command }) as object;
  const linkClass = "flex min-h-11 items-center rounded-md px-3 text-slate-800 hover:bg-brand-50";
  const summaryClass =
    "flex min-h-11 items-center justify-between rounded-md px-3 font-semibold text-slate-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden list-none";
  // Nested groups name their own group, so a chevron turns only with its own <details>.
  const chevron = <Chevron className="size-4 group-open/menu:rotate-180" />;
  const subChevron = <Chevron className="size-4 group-open/sub:rotate-180" />;
  const group = (g: NavGroup) => (
    <details key={g.id} className="group/sub">
      <summary className={summaryClass}>
        {g.label}
        {subChevron}
      </summary>
      <ul className="ml-3 border-l border-slate-200 pl-2">
        {g.links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={linkClass}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );

  return (
    <div className="xl:hidden">
      <button
        type="button"
        aria-haspopup="dialog"
        {...invoke("show-modal")}
        onClick={() => {
          if (!dialog.current?.open) dialog.current?.showModal();
        }}
        className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-brand-50"
      >
        <span className="sr-only">{openLabel}</span>
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6">
          <path
            d="M4 6h16M4 12h16M4 18h16"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users close the dialog with Escape, which <dialog> handles itself; this click is the backdrop's. */}
      <dialog
        id={drawerId}
        ref={dialog}
        aria-label={label}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,100vw)] max-w-none overflow-y-auto bg-white p-4 shadow-xl backdrop:bg-slate-900/50"
        onClick={(event) => {
          // A click on the backdrop (outside the drawer's box) closes it.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className="flex justify-end">
          <button
            type="button"
            {...invoke("close")}
            onClick={() => dialog.current?.close()}
            className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-brand-50"
          >
            <span className="sr-only">{closeLabel}</span>
            <Cross className="size-6" />
          </button>
        </div>
        <nav aria-label={label} className="mt-2 space-y-1">
          <details className="group/menu">
            <summary className={summaryClass}>
              {servicesLabel}
              {chevron}
            </summary>
            <div className="ml-3 space-y-1 border-l border-slate-200 pl-2">
              {serviceGroups.map(group)}
            </div>
          </details>
          {group(areaGroup)}
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={`${linkClass} font-semibold`}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 flex flex-col gap-3">{children}</div>
      </dialog>
    </div>
  );
}
