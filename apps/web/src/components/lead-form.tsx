import type { LeadFormCopy, Localized, Phone } from "@hvac/content";
import type { LeadVariant, Urgency } from "@hvac/office/lead-document";
import { href, type Locale, type PageRef, pageKey } from "@hvac/routing";
import type { ReactNode } from "react";
import { LeadFormClient, type LeadFormClientProps } from "@/components/lead-form-client";
import { dictionaries } from "@/i18n/dictionary";
import { translator } from "@/i18n/translate";

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
  /** The emergency call-back promise (Business facts), in an emergency's answer. */
  callbackPromise: string;
  /** "How soon" already chosen (the emergency page: Emergency). */
  urgency?: Urgency;
  /** A visit booked online: the window picker, the service page's id, the visit's ZIP code. */
  booking?: { picker: ReactNode; service: string; zip: string; pickWindow: string };
}

/**
 * The service-request form. A server component: it hands the interactive
 * part only the strings of the visitor's language.
 */
export function LeadForm(props: LeadFormProps) {
  return <LeadFormClient {...leadFormClientProps(props)} />;
}

/** What the form's interactive part is given (the booking page's own step draws it in the browser). */
export function leadFormClientProps({
  locale,
  page,
  variant,
  words,
  service,
  phone,
  callbackPromise,
  urgency,
  booking,
}: LeadFormProps): LeadFormClientProps {
  return {
    locale,
    page: pageKey(page),
    variant,
    title: words.title ?? "",
    description: words.description ?? "",
    submitLabel: words.submitLabel ?? "",
    successMessage: words.successMessage ?? "",
    service: service || dictionaries[locale].leadForm.defaultService,
    phone: { display: phone.display, href: phone.href },
    emergencyAnswer: translator(locale)("leadForm.emergencyReceived", { callbackPromise }),
    dial: dictionaries[locale].call.dial,
    ...(urgency ? { urgency } : {}),
    ...(booking ? { booking } : {}),
    // An emergency is paged, never booked: its page offers no time to pick.
    ...(urgency === "emergency" ? {} : { bookingHref: href("booking", locale) }),
    strings: dictionaries[locale].leadForm,
    toastStrings: dictionaries[locale].toasts,
  };
}
