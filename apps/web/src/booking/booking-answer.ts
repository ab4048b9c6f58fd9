import type { StepState } from "@hvac/office/lead-record";
import { type Visit, waitAnswer } from "@hvac/office/visit";
import { windowWords } from "@hvac/office/window-words";
import { formResultPaths, type Locale, visitCalendarEndpoint } from "@hvac/routing";
import { type ManageLink, manageLinkQuery } from "@/booking/manage-link";
import { translator } from "@/i18n/translate";
import { leadReference } from "@/outbound/contacted-link";

/**
 * What a visitor is told of their booking, the same words with or without
 * JavaScript (the booking page's answer in place, the request-received page)
 * and only what the store holds: booked, with the window, the address the
 * technician comes to, whether a confirmation is on its way, the calendar
 * file and the manage link (without email, this answer is the only place
 * they are); or, holding no place, why: taken or no longer open (pick another
 * time), outside the towns, or waiting for the office to confirm it.
 */
export interface BookingAnswer {
  kind: "booked" | "taken" | "closed" | "outside" | "confirm";
  window: string;
  title: string;
  text: string;
  /** Label and value: when, where, the reference, the confirmation email. */
  details: Array<{ label: string; value: string }>;
  links: Array<{ href: string; label: string }>;
}

/** What the request tells of its confirmation email: sent, on its way, or none to expect. */
export function confirmationState(steps: readonly StepState[]): "sent" | "coming" | undefined {
  const step = steps.find((one) => one.step === "visitorEmail");
  if (!step) return undefined;
  if (step.status === "sent") return "sent";
  return ["gaveUp", "skipped"].includes(step.status) ? undefined : "coming";
}

export function bookingAnswer(
  booked: {
    id: string;
    visit: Visit;
    address: string;
    city: string;
    state: string;
    zip: string;
    email: string;
  },
  about: {
    locale: Locale;
    /** The manage link's fields, for a visit holding its place. */
    link?: ManageLink;
    confirmation: "sent" | "coming" | undefined;
    responsePromise: string;
    phone: string;
  },
): BookingAnswer {
  const { visit } = booked;
  const { locale } = about;
  const t = translator(locale);
  const words = windowWords(visit.window, locale) ?? {
    day: visit.window,
    time: "",
    start: "",
    end: "",
  };
  const reference = leadReference(booked.id);
  const kind = visit.status === "wanted" ? waitAnswer(visit.waiting ?? "taken") : "booked";
  const values = {
    ...words,
    zip: booked.zip,
    reference,
    phone: about.phone,
    responsePromise: about.responsePromise,
    email: booked.email,
  };
  const details =
    kind === "booked"
      ? [
          { label: t("booking.answer.when"), value: `${words.day}, ${words.time}` },
          {
            label: t("booking.answer.where"),
            value: `${booked.address}, ${booked.city}, ${booked.state} ${booked.zip}`,
          },
          { label: t("booking.answer.reference"), value: reference },
          ...(about.confirmation
            ? [
                {
                  label: t("booking.answer.email"),
                  value: t(`booking.answer.${about.confirmation}`, values),
                },
              ]
            : []),
        ]
      : [{ label: t("booking.answer.reference"), value: reference }];
  const query = about.link && manageLinkQuery(about.link);
  const links =
    kind === "booked" && query
      ? [
          {
            href: `${visitCalendarEndpoint}?${query}&locale=${locale}`,
            label: t("booking.answer.addToCalendar"),
          },
          {
            href: `${formResultPaths.manageVisit[locale]}?${query}`,
            label: t("booking.answer.manage"),
          },
        ]
      : [];
  return {
    kind,
    window: visit.window,
    title: t(`booking.answer.${kind}Title`),
    text: [
      t(`booking.answer.${kind}`, values),
      ...(kind === "booked" && !about.confirmation ? [t("booking.answer.keepThisPage")] : []),
    ].join(" "),
    details,
    links,
  };
}
