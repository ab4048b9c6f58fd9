import {
  type AreaSlug,
  type FixedPageId,
  href,
  type Locale,
  pathFor,
  type ServiceHubId,
} from "@hvac/routing";
import type { MessageKey, Translate } from "@/i18n/translate";

/** Which services each menu lists, in menu order (spec section 2, "Header and footer"). */
export const serviceMenus: Record<ServiceHubId, FixedPageId[]> = {
  acHub: ["acInstallation", "acRepair", "acMaintenance"],
  heatingHub: ["heatingInstallation", "furnaceRepair", "heatingMaintenance", "heatPump"],
  otherHub: ["ductCleaning", "indoorAirQuality", "refrigerationRepair", "thermostatDuctless"],
};

/** The four services and four towns the footer links to. */
export const footerServices: FixedPageId[] = [
  "acRepair",
  "acInstallation",
  "furnaceRepair",
  "ductCleaning",
];
export const footerAreaCount = 4;

/** The financing section of the guarantees page, linked from the footer. */
export const financingAnchor = "financing";

export interface NavLink {
  href: string;
  label: string;
}

export interface NavGroup {
  id: string;
  label: string;
  links: NavLink[];
}

export interface TownLink {
  slug: AreaSlug;
  name: string;
}

const allLabels: Record<ServiceHubId | "serviceAreas", MessageKey> = {
  acHub: "header.allAcHub",
  heatingHub: "header.allHeatingHub",
  otherHub: "header.allOtherHub",
  serviceAreas: "header.allAreas",
};

export const pageLink = (id: FixedPageId, locale: Locale, t: Translate): NavLink => ({
  href: href(id, locale),
  label: t(`pageNames.${id}`),
});

export const townLink = (town: TownLink, locale: Locale): NavLink => ({
  href: pathFor({ id: "area", slug: town.slug }, locale),
  label: town.name,
});

/** The dropdown menus: three service groups and the towns, each opening with its overview page. */
export function menuGroups(locale: Locale, t: Translate, towns: TownLink[]): NavGroup[] {
  const serviceGroups = (Object.keys(serviceMenus) as ServiceHubId[]).map((hub) => ({
    id: hub,
    label: t(`pageNames.${hub}`),
    links: [
      { href: href(hub, locale), label: t(allLabels[hub]) },
      ...serviceMenus[hub].map((id) => pageLink(id, locale, t)),
    ],
  }));
  return [
    ...serviceGroups,
    {
      id: "serviceAreas",
      label: t("pageNames.serviceAreas"),
      links: [
        { href: href("serviceAreas", locale), label: t(allLabels.serviceAreas) },
        ...towns.map((town) => townLink(town, locale)),
      ],
    },
  ];
}
