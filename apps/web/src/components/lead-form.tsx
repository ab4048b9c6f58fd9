import type { LeadFormCopy, Localized, Phone } from "@hvac/content";
import type { LeadVariant } from "@hvac/content/lead-document";
import { type Locale, type PageRef, pageKey } from "@hvac/routing";
import { LeadFormClient } from "@/components/lead-form-client";
import { dictionaries } from "@/i18n/dictionary";

/** The words around a page's request form, in the visitor's language. */
export type FormWords = Localized<LeadFormCopy>;

export interface LeadFormProps {
  locale: Locale;
  page: PageRef;
  variant: LeadVariant;
  words: FormWords;
  /** The prefill of "Service needed"; AC Repair (in the page's language) when none is given. */
  service?: string | null;
  /** The business phone (Business facts), offered when a request cannot be sent. */
  phone: Phone;
}

/**
 * The service-request form. A server component: it hands the interactive
 * part only the strings of the visitor's language.
 */
export function LeadForm({ locale, page, variant, words, service, phone }: LeadFormProps) {
  return (
    <LeadFormClient
      locale={locale}
      page={pageKey(page)}
      variant={variant}
      title={words.title ?? ""}
      description={words.description ?? ""}
      submitLabel={words.submitLabel ?? ""}
      successMessage={words.successMessage ?? ""}
      service={service || dictionaries[locale].leadForm.defaultService}
      phone={{ display: phone.display, href: phone.href }}
      strings={dictionaries[locale].leadForm}
      toastStrings={dictionaries[locale].toasts}
    />
  );
}
