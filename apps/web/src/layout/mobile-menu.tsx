"use client";

import { useEffect, useRef, useState } from "react";
import { iconBefore } from "@/components/icon";
import type { NavGroup, NavLink } from "./navigation";

/**
 * The small-screen menu: a side drawer built on <dialog>, which brings focus
 * trapping, Escape and the backdrop with it; groups collapse with <details>.
 * Its button sits in the header; the drawer itself at the end of the page
 * (a modal dialog shows on top wherever it is), so the first screen's
 * content comes before its markup and paints first. Its menus become
 * elements the first time it opens: until then they wait, whole, in a
 * <noscript>, which a browser running scripts keeps as text, and which
 * is the menus themselves where scripts are off.
 */
const drawerId = "site-drawer";

// Invoker commands open and close the drawer natively, even before this
// component hydrates; the click handlers cover browsers without them.
const invoke = (command: "show-modal" | "close") => ({ commandfor: drawerId, command }) as object;
const drawer = () => document.getElementById(drawerId) as HTMLDialogElement | null;

// A button showing only an icon, named by aria-label, the icon drawn by the
// button itself. Its border, a transparent one, still draws its shape in
// forced colours (Windows high contrast), where backgrounds go.
const iconButton =
  "size-11 items-center justify-center rounded-md border-2 border-transparent text-slate-800 hover:bg-brand-50 [--icon-size:1.5rem]";

/** The header's button that opens the drawer. */
export function MobileMenuButton({ openLabel }: { openLabel: string }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      {...invoke("show-modal")}
      onClick={() => {
        if (!drawer()?.open) drawer()?.showModal();
      }}
      aria-label={openLabel}
      className={`${iconButton} ${iconBefore("menu")} inline-flex xl:hidden`}
    />
  );
}

/** The drawer: the menus, the call button and the language link (passed in, already rendered). */
export function MobileDrawer({
  label,
  closeLabel,
  servicesLabel,
  serviceGroups,
  areaGroup,
  links,
  children,
}: {
  label: string;
  closeLabel: string;
  servicesLabel: string;
  serviceGroups: NavGroup[];
  areaGroup: NavGroup;
  links: NavLink[];
  children: React.ReactNode;
}) {
  // Links and group names are styled once, by the <nav> (the drawer lists every town).
  const navClass =
    "mt-2 space-y-1 [&_a]:flex [&_a]:min-h-11 [&_a]:items-center [&_a]:rounded-md [&_a]:px-3 [&_a]:text-slate-800 [&_a:hover]:bg-brand-50 [&_summary]:min-h-11 [&_summary]:rounded-md [&_summary]:px-3 [&_summary]:font-semibold [&_summary]:text-slate-900 [&_summary:hover]:bg-brand-50";
  const summaryClass = "disclosure flex items-center justify-between";
  const group = (g: NavGroup) => (
    <details key={g.id}>
      <summary className={summaryClass}>{g.label}</summary>
      <ul className="ml-3 border-l border-slate-200 pl-2">
        {g.links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </details>
  );

  const dialog = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Opened by the button's invoker command, its click handler, or before this ran.
    const observer = new MutationObserver(() => element.open && setOpened(true));
    observer.observe(element, { attributeFilter: ["open"] });
    if (element.open) setOpened(true);
    return () => observer.disconnect();
  }, []);

  const menus = (
    <nav aria-label={label} className={navClass}>
      <details>
        <summary className={summaryClass}>{servicesLabel}</summary>
        <div className="ml-3 space-y-1 border-l border-slate-200 pl-2">
          {serviceGroups.map(group)}
        </div>
      </details>
      {group(areaGroup)}
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="font-semibold">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users close the dialog with Escape, which <dialog> handles itself; this click is the backdrop's. */}
      <dialog
        ref={dialog}
        id={drawerId}
        aria-label={label}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,100vw)] max-w-none overflow-y-auto bg-white p-4 shadow-xl backdrop:bg-slate-900/50"
        onClick={(event) => {
          // A click on the backdrop (outside the drawer's box) closes it.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <button
          type="button"
          {...invoke("close")}
          onClick={() => drawer()?.close()}
          aria-label={closeLabel}
          className={`${iconButton} ${iconBefore("cross")} ms-auto flex`}
        />
        {opened ? menus : <noscript>{menus}</noscript>}
        {children}
      </dialog>
    </>
  );
}
