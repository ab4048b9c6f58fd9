import type { Locale } from "@hvac/routing";
import { draftMode } from "next/headers";
import { VisitCounter } from "./visit-counter";

/** A visitor's page is counted; the office's draft preview of it is not. */
export async function CountedVisit({ page, locale }: { page: string; locale: Locale }) {
  if ((await draftMode()).isEnabled) return null;
  return <VisitCounter page={page} locale={locale} />;
}
