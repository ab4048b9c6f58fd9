import { CallButton } from "@/components/call-link";
import { LanguageLink } from "./language-link";
import { MobileDrawer } from "./mobile-menu";
import type { SiteNavigation } from "./navigation";

/**
 * The small-screen drawer's content (the header's menu button opens it):
 * every menu, the call button and the language link. At the end of the
 * page, after the content the first screen shows.
 */
export function SiteDrawer({ t, phone, groups, links, language }: SiteNavigation) {
  const areaGroup = groups.at(-1);
  if (!areaGroup) return null;
  return (
    <MobileDrawer
      label={t("header.drawerNav")}
      closeLabel={t("header.closeMenu")}
      servicesLabel={t("header.services")}
      serviceGroups={groups.slice(0, -1)}
      areaGroup={areaGroup}
      links={links}
    >
      {/* Under the menus, each the drawer's width. */}
      <CallButton
        phone={phone}
        label={t("header.callEmergency")}
        placement="header"
        className="mt-6 flex"
      />
      <LanguageLink
        {...language}
        className="mt-3 flex min-h-11 items-center justify-center rounded-md border border-slate-300 px-3 font-semibold text-brand-800"
      />
    </MobileDrawer>
  );
}
