import {
  businessFactsId,
  documentIdForPage,
  fixedPageTypes,
  pageDocuments,
} from "@hvac/content/page-documents";
import { bookingSettingsId } from "@hvac/office/booking-settings";
import { fixedPageIds, fixedRoutes, pageName, serviceHubs } from "@hvac/routing";
import { BarChartIcon } from "@sanity/icons/BarChart";
import { CalendarIcon } from "@sanity/icons/Calendar";
import { InboxIcon } from "@sanity/icons/Inbox";
import type { StructureResolver } from "sanity/structure";
import { ScheduleView } from "./booking/schedule-view";
import { ResultsView } from "./results/results-view";
import { pagingSettingsId } from "./schemas/documents/paging-settings";

/**
 * Types whose documents are fixed: the fixed pages of the route table, the
 * business facts and the private settings (paging, booking).
 */
export const fixedTypes = new Set<string>([
  "businessFacts",
  "pagingSettings",
  "bookingSettings",
  ...fixedPageTypes,
]);

/** Types the website writes (requests, counts, calls): never created or edited in the Studio. */
export const siteWrittenTypes = new Set<string>(["lead", "resultsCounts", "resultsDigest", "call"]);

/** Leads come from the website's form: the office sets their status or deletes them, nothing else. */
export const leadActions = new Set(["publish", "discardChanges", "delete"]);

/** The fixed pages listed under Pages. */
const listedPages = fixedPageIds;

export const structure: StructureResolver = (S) => {
  const singleton = (type: string, id: string, title: string) =>
    S.listItem()
      .title(title)
      .id(id)
      .child(S.document().schemaType(type).documentId(id).title(title));
  // Suspected spam is kept apart from the requests the office works through.
  const leadList = (title: string, filter: string) =>
    S.listItem()
      .title(title)
      .id(title.toLowerCase().replace(/\s+/g, "-"))
      .child(
        S.documentList()
          .title(title)
          .schemaType("lead")
          .filter(`_type == "lead" && ${filter}`)
          .defaultOrdering([{ field: "receivedAt", direction: "desc" }]),
      );
  const pageItem = (id: (typeof listedPages)[number]) =>
    singleton(
      pageDocuments[fixedRoutes[id].kind].type,
      documentIdForPage({ id }),
      pageName(id, "en"),
    );

  return S.list()
    .title("Website")
    .items([
      S.listItem()
        .title("Leads")
        .icon(InboxIcon)
        .child(
          S.list()
            .title("Leads")
            .items([
              leadList("Requests", "!defined(spamReason)"),
              leadList("Suspected spam", "defined(spamReason)"),
            ]),
        ),
      S.listItem()
        .title("Schedule")
        .id("schedule")
        .icon(CalendarIcon)
        .child(S.component(ScheduleView).id("schedule").title("Schedule")),
      S.listItem()
        .title("Results")
        .id("results")
        .icon(BarChartIcon)
        .child(S.component(ResultsView).id("results").title("Results")),
      S.divider(),
      singleton("businessFacts", businessFactsId, "Business facts"),
      singleton("pagingSettings", pagingSettingsId, "Paging and integrations"),
      singleton("bookingSettings", bookingSettingsId, "Online booking"),
      S.divider(),
      S.listItem()
        .title("Pages")
        .child(S.list().title("Pages").items(listedPages.map(pageItem))),
      S.listItem()
        .title("Services")
        .child(
          S.list()
            .title("Services")
            .items(
              serviceHubs.map((hub) =>
                S.listItem()
                  .title(pageName(hub, "en"))
                  .child(
                    S.documentList()
                      .title(pageName(hub, "en"))
                      .schemaType("servicePage")
                      .filter('_type == "servicePage" && group == $hub')
                      .params({ hub })
                      .defaultOrdering([{ field: "order", direction: "asc" }]),
                  ),
              ),
            ),
        ),
      S.listItem()
        .title("Service areas")
        .child(
          S.documentTypeList("serviceArea")
            .title("Service areas")
            .defaultOrdering([{ field: "order", direction: "asc" }]),
        ),
      S.documentTypeListItem("redirect").title("Redirects"),
      S.divider(),
      S.documentTypeListItem("faq").title("FAQs"),
      S.documentTypeListItem("comparisonTable").title("Comparison tables"),
    ]);
};
