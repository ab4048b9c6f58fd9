import type { LeadVariant } from "@hvac/content/lead-document";
import { type Locale, type PageRef, pageKey } from "@hvac/routing";
import { LeadFormClient } from "@/components/lead-form-client";
import { dictionaries } from "@/i18n/dictionary";
import { translator } from "@/i18n/translate";

export interface LeadFormProps {
  locale: Locale;
  page: PageRef;
  variant: LeadVariant;
  title: string;
  description: string;
  submitLabel: string;
  successMessage: string;
  /** The prefill of "Service needed"; AC Repair (in the page's language) when none is given. */
  service?: string;
  /** The business phone (Business facts), offered when a request cannot be sent. */
  phone: { display: string; href: string };
}

/**
 * The service-request form of spec section 3. A server component: it hands
 * the interactive part only the strings of the visitor's language.
 */
export function LeadForm(props: LeadFormProps) {
  const { locale, page, service, ...rest } = props;
  return (
    <LeadFormClient
      {...rest}
      locale={locale}
      page={pageKey(page)}
      service={service ?? translator(locale)("pageNames.acRepair")}
      strings={dictionaries[locale].leadForm}
      toastStrings={dictionaries[locale].toasts}
    />
  );
}
