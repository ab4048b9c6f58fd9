import type { NavLink } from "@/layout/navigation";
import { Icon } from "./icon";

/** Links to town pages (the 17-town grid of service pages, the six on the home page). */
export function TownGrid({ towns }: { towns: NavLink[] }) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      {towns.map((town) => (
        <li key={town.href}>
          <a
            href={town.href}
            className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 font-medium text-brand-900 hover:border-brand-600 hover:bg-brand-50"
          >
            <Icon name="home" className="size-4 shrink-0 text-brand-600" />
            {town.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
