import type { SchemaTypeDefinition } from "sanity";
import { businessFacts } from "./documents/business-facts";
import { comparisonTable } from "./documents/comparison-table";
import { faq } from "./documents/faq";
import { lead } from "./documents/lead";
import {
  aboutPage,
  contactPage,
  emergencyPage,
  guaranteesPage,
  homePage,
  homeServiceGroup,
  legalPage,
  serviceAreasPage,
} from "./documents/pages";
import { serviceArea } from "./documents/service-area";
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
import { illustration } from "./objects/illustration";
import { pageId, servicePageId } from "./objects/page-id";
import { seo } from "./objects/seo";

export const schemaTypes: SchemaTypeDefinition[] = [
  richText,
  ...localeTypes,
  pageId,
  servicePageId,
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
  legalPage,
  serviceAreasPage,
  serviceHub,
  servicePage,
  serviceArea,
  faq,
  comparisonTable,
  lead,
];
