import type { SchemaTypeDefinition } from "sanity";
import { aboutPage } from "./documents/about-page";
import { bookingPage } from "./documents/booking-page";
import { bookingSettings } from "./documents/booking-settings";
import { businessFacts } from "./documents/business-facts";
import { call } from "./documents/call";
import { comparisonTable } from "./documents/comparison-table";
import { contactPage } from "./documents/contact-page";
import { emergencyPage } from "./documents/emergency-page";
import { faq } from "./documents/faq";
import { guaranteesPage } from "./documents/guarantees-page";
import { homePage } from "./documents/home-page";
import { lead } from "./documents/lead";
import { legalPage } from "./documents/legal-page";
import { pagingSettings } from "./documents/paging-settings";
import { redirect } from "./documents/redirect";
import { resultsCounts, resultsDigest } from "./documents/results-counts";
import { serviceArea } from "./documents/service-area";
import { serviceAreasPage } from "./documents/service-areas-page";
import { serviceHub } from "./documents/service-hub";
import { servicePage } from "./documents/service-page";
import { localeTypes, richText } from "./localized";
import {
  bulletItem,
  callBand,
  feature,
  hero,
  iconItem,
  imageBlock,
  leadFormCopy,
  serviceCard,
  textSection,
} from "./objects/blocks";
import { factRef } from "./objects/fact-ref";
import { homeServiceGroup } from "./objects/home-service-group";
import { illustration } from "./objects/illustration";
import { localeAddress } from "./objects/page-address";
import { seo } from "./objects/seo";

export const schemaTypes: SchemaTypeDefinition[] = [
  factRef,
  richText,
  ...localeTypes,
  localeAddress,
  illustration,
  seo,
  hero,
  feature,
  imageBlock,
  callBand,
  leadFormCopy,
  textSection,
  iconItem,
  serviceCard,
  bulletItem,
  homeServiceGroup,
  businessFacts,
  homePage,
  aboutPage,
  contactPage,
  guaranteesPage,
  emergencyPage,
  bookingPage,
  legalPage,
  serviceAreasPage,
  serviceHub,
  servicePage,
  serviceArea,
  redirect,
  faq,
  comparisonTable,
  lead,
  resultsCounts,
  resultsDigest,
  call,
  pagingSettings,
  bookingSettings,
];
