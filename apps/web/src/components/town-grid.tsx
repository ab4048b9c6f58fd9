import type { NavLink } from "@/layout/navigation";

/** Links to town pages (every town on service pages, the home page's chosen ones); styled in globals.css. */
export function TownGrid({ towns }: { towns: NavLink[] }) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      {towns.map((town) => (
        <li key={town.href}>
          <a href={town.href} className="town-link">
            {town.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
