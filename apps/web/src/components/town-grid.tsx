import type { NavLink } from "@/layout/navigation";

/**
 * Links to town pages: the towns ticked for lists on service pages, the home
 * page's chosen ones, a county's on the areas index. Styled by the list
 * (`.town-list` in globals.css), so a town costs the page one short link.
 */
export function TownGrid({ towns }: { towns: NavLink[] }) {
  return (
    <ul className="town-list grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      {towns.map((town, index) => (
        // The list is drawn on the server and never reordered: its position
        // is key enough, and shorter in the page's payload than an address.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index}>
          <a href={town.href}>{town.label}</a>
        </li>
      ))}
    </ul>
  );
}
