import { hubDocumentId, legalDocumentId, singletonIds } from "@hvac/content/document-ids";
import { fixedRoutes, serviceHubs } from "@hvac/routing";
import { InboxIcon } from "@sanity/icons/Inbox";
import type { StructureResolver } from "sanity/structure";
import { serviceGroups } from "./schemas/documents/service-page";

/** Types whose documents are fixed: the pages of the route table and the business facts. */
export const fixedTypes = new Set([
  "businessFacts",
  "homePage",
  "aboutPage",
  "contactPage",
  "guaranteesPage",
  "emergencyPage",
  "serviceAreasPage",
  "legalPage",
  "serviceHub",
  "servicePage",
  "serviceArea",
]);

/** Leads come from the website's form: the office sets their status or deletes them, nothing else. */
export const leadActions = new Set(["publish", "discardChanges", "delete"]);

export const structure: StructureResolver = (S) => {
  const singleton = (type: string, id: string, title: string) =>
    S.listItem()
      .title(title)
      .id(id)
      .child(S.document().schemaType(type).documentId(id).title(title));

  return S.list()
    .title("Website")
    .items([
      S.listItem()
        .title("Leads")
        .icon(InboxIcon)
        .child(
          S.documentTypeList("lead")
            .title("Leads")
            .defaultOrdering([{ field: "receivedAt", direction: "desc" }]),
        ),
      S.divider(),
      singleton("businessFacts", singletonIds.businessFacts, "Business facts"),
      S.divider(),
      S.listItem()
        .title("Pages")
        .child(
          S.list()
            .title("Pages")
            .items([
              singleton("homePage", singletonIds.homePage, "Home"),
              singleton("aboutPage", singletonIds.aboutPage, "About us"),
              singleton("contactPage", singletonIds.contactPage, "Contact"),
              singleton("guaranteesPage", singletonIds.guaranteesPage, "Guarantees & financing"),
              singleton("emergencyPage", singletonIds.emergencyPage, "Emergency service"),
              singleton("serviceAreasPage", singletonIds.serviceAreasPage, "Service areas"),
              ...serviceHubs.map((hub) =>
                singleton("serviceHub", hubDocumentId(hub), `Group: ${fixedRoutes[hub].en}`),
              ),
              singleton("legalPage", legalDocumentId("privacy"), "Privacy policy"),
              singleton("legalPage", legalDocumentId("terms"), "Terms of service"),
            ]),
        ),
      S.listItem()
        .title("Services")
        .child(
          S.list()
            .title("Services")
            .items(
              serviceGroups.map((group) =>
                S.listItem()
                  .title(group.title)
                  .child(
                    S.documentList()
                      .title(group.title)
                      .schemaType("servicePage")
                      .filter('_type == "servicePage" && group == $group')
                      .params({ group: group.value })
                      .canHandleIntent(() => false),
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
      S.divider(),
      S.documentTypeListItem("faq").title("FAQs"),
      S.documentTypeListItem("comparisonTable").title("Comparison tables"),
    ]);
};
