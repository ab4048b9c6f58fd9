"use client";

import type { LeadVariant, Urgency } from "@hvac/office/lead-document";
import { type Locale, leadEndpoint, leadStampEndpoint } from "@hvac/routing";
import {
  type FormEvent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import type { BookingAnswer } from "@/booking/booking-answer";
import { LeadFormResult, type LeadResult } from "@/components/lead-form-result";
import type { Dictionary } from "@/i18n/dictionary";
import {
  defaultState,
  emergencyChoiceId,
  type LeadField,
  type LeadTextField,
  leadChoices,
  leadFields,
  leadMetaFields,
  messageMaxLength,
  servedFormMark,
} from "@/leads/lead-fields";
import { fieldMessage } from "@/leads/lead-messages";
import { visitOrigin } from "@/results/visit-origin";
import { EmergencyAnswer } from "./emergency-answer";

export interface LeadFormClientProps {
  locale: Locale;
  page: string;
  variant: LeadVariant;
  title: string;
  description: string;
  submitLabel: string;
  successMessage: string;
  service: string;
  phone: { display: string; href: string };
  /** An emergency's answer: the phone first, then the emergency call-back promise ("{phone}" marks the link). */
  emergencyAnswer: string;
  /** "Call", read before a number shown alone (dictionary: call.dial). */
  dial: string;
  /** "How soon" already chosen (the emergency page). */
  urgency?: Urgency;
  /**
   * A visit booked online (the booking page's second step): the window
   * picker first in the form, the service page booked and the visit's ZIP
   * code; "how soon" and "best time to call" are the window itself.
   */
  booking?: { picker: ReactNode; service: string; zip: string };
  /** The booking page, offered to a visitor who would rather pick a time (never by a form that books). */
  bookingHref?: string;
  strings: Dictionary["leadForm"];
  toastStrings: Dictionary["toasts"];
}

type Errors = Partial<Record<LeadField, string>>;

/** The fields with a hint of their format under them. */
type HintedField = keyof Dictionary["leadForm"]["hints"];
const isHinted = (name: LeadField, hints: Dictionary["leadForm"]["hints"]): name is HintedField =>
  name in hints;

// The toast library loads when the form first shows, not with the page: most
// visits never send a request.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));
const toast = async () => (await import("sonner")).toast;
// A short window (the stylesheet's `short` variant: 400 % zoom, a phone on its
// side) has no room for a toast beside the form: the message under the button says it.
const roomForToast = () => !matchMedia("(max-height: 30em)").matches;

/**
 * The request form's behaviour: native validation first, in the page's
 * language; then the post, the server's refusals next to their fields, the
 * outcome as a message kept by the form, brought into view under the button
 * and the one announced, and where the window has room as a toast too, at the
 * bottom, clear of the button and the fields; after success, every field back
 * to its default. Focus stays where the visitor is: the button is never
 * disabled under them while the request is on its way.
 * Without JavaScript the same form posts itself and the server answers with a page.
 */
export function LeadFormClient(props: LeadFormClientProps) {
  const { strings, phone } = props;
  const bookingHref = props.booking ? undefined : props.bookingHref;
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<LeadResult>();
  const sending = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const { stamp, shown, renewStamp } = useStartStamp(form);
  useEmergencyLink();
  // The button and the message under it, at the top of the view: a bottom toast stays clear of both.
  useEffect(() => {
    if (result) outcome.current?.scrollIntoView({ block: "start" });
  }, [result]);

  async function fail(message: string) {
    setResult({ kind: "failed", title: strings.errorTitle, text: message });
    if (!roomForToast()) return;
    (await toast()).error(strings.errorTitle, {
      description: (
        <span>
          {message}{" "}
          <a href={phone.href} className="font-semibold underline">
            {strings.callUs} {phone.display}
          </a>
          .
        </span>
      ),
      duration: 15_000,
    });
  }

  // The contact form thanks with its own message alone; request forms add a title;
  // an emergency puts the phone first.
  async function toastSent(emergency: boolean) {
    const notify = await toast();
    if (emergency) {
      notify.success(strings.emergencyTitle, {
        description: (
          <span>
            <EmergencyAnswer text={props.emergencyAnswer} phone={phone} dial={props.dial} />
          </span>
        ),
        duration: 20_000,
      });
    } else if (props.variant === "contact") {
      notify.success(props.successMessage, { duration: 10_000 });
    } else {
      notify.success(strings.successTitle, {
        description: props.successMessage,
        duration: 10_000,
      });
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second click while the first request is on its way sends nothing.
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setResult(undefined);
    const form = event.currentTarget;
    // Where the visit began goes with the request (the tab kept it: no cookie).
    const visit = form.elements.namedItem(leadMetaFields.visit) as HTMLInputElement | null;
    if (visit) visit.value = JSON.stringify(visitOrigin() ?? "");
    try {
      const response = await fetch(form.action, {
        method: "POST",
        headers: { accept: "application/json" },
        body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      });
      const result = (await response.json().catch(() => ({}))) as {
        ok?: boolean;
        message?: string;
        fieldErrors?: Errors;
        /** A booking's answer, in the page's language (booking/booking-answer.ts). */
        visit?: Pick<BookingAnswer, "kind" | "title" | "text" | "details" | "links">;
      };
      if (response.ok && result.ok && result.visit) {
        const { title, text, details, links } = result.visit;
        setResult({ kind: "sent", title, text, details, links });
        if (roomForToast()) {
          (await toast()).success(title, { description: text, duration: 15_000 });
        }
        // A window taken first (or no longer open) keeps every answer and the form's stamp: the
        // visitor picks another, and the same request goes again with another window.
        const again = result.visit.kind === "taken" || result.visit.kind === "closed";
        if (!again) {
          form.reset();
          renewStamp();
        }
        setErrors({});
      } else if (response.ok && result.ok) {
        const emergency = new FormData(form).get("urgency") === "emergency";
        setResult(
          emergency
            ? { kind: "sent", title: strings.emergencyTitle, text: props.emergencyAnswer }
            : {
                kind: "sent",
                title: props.variant === "contact" ? undefined : strings.successTitle,
                text: props.successMessage,
              },
        );
        if (roomForToast()) await toastSent(emergency);
        form.reset();
        setErrors({});
        renewStamp();
      } else if (result.fieldErrors && Object.keys(result.fieldErrors).length > 0) {
        setErrors(result.fieldErrors);
        const first = Object.keys(result.fieldErrors)[0];
        form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      } else {
        renewStamp();
        await fail(result.message ?? strings.problems.unavailable);
      }
    } catch {
      renewStamp();
      await fail(strings.problems.unavailable);
    } finally {
      sending.current = false;
      setPending(false);
    }
  }

  const field = (name: LeadField) => {
    const error = errors[name];
    const describedBy = [
      error && `${id}-${name}-error`,
      isHinted(name, strings.hints) && `${id}-${name}-hint`,
    ].filter(Boolean);
    return {
      id: `${id}-${name}`,
      name,
      required: name !== "message",
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy.length > 0 ? describedBy.join(" ") : undefined,
      // The browser's own check speaks the page's language, in the server's words.
      onInvalid: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const element = event.currentTarget;
        element.setCustomValidity("");
        const { valueMissing, tooLong } = element.validity;
        if (element.validity.valid) return;
        const code = valueMissing ? "required" : tooLong ? "tooLong" : "format";
        element.setCustomValidity(fieldMessage(strings, name, code));
      },
      onInput: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        event.currentTarget.setCustomValidity("");
        if (error) setErrors(({ [name]: _, ...rest }) => rest);
      },
    };
  };

  const label = (name: LeadField) => (
    <label htmlFor={`${id}-${name}`} className="field-label">
      {strings.fields[name]}
    </label>
  );

  const errorText = (name: LeadField) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    );

  const hint = (name: LeadField) =>
    isHinted(name, strings.hints) && (
      <p id={`${id}-${name}-hint`} className="mt-1 text-sm text-slate-600">
        {strings.hints[name]}
      </p>
    );

  const input = (
    name: LeadTextField,
    extra: { defaultValue?: string; placeholder?: string } = {},
  ) => {
    const { maxLength, pattern, autoComplete, type } = leadFields[name];
    return (
      <div className={spans[name]}>
        {label(name)}
        <input
          {...field(name)}
          type={type}
          maxLength={maxLength}
          pattern={pattern}
          autoComplete={autoComplete}
          inputMode={name === "zip" ? "numeric" : undefined}
          className="field"
          {...extra}
        />
        {hint(name)}
        {errorText(name)}
      </div>
    );
  };

  return (
    <section
      id="request"
      aria-labelledby={`${id}-title`}
      className="bg-brand-50 narrow-column py-12 md:py-16"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {props.title}
      </h2>
      {props.description && <p className="mt-3 text-lg text-slate-700">{props.description}</p>}
      {bookingHref && (
        <a
          href={bookingHref}
          className="mt-3 block w-fit text-base font-semibold text-brand-800 underline"
        >
          {strings.bookOnline}
        </a>
      )}
      <form
        ref={form}
        action={leadEndpoint}
        method="post"
        onSubmit={submit}
        className="mt-8 grid gap-4 sm:grid-cols-6"
      >
        <input type="hidden" name={leadMetaFields.locale} value={props.locale} />
        <input type="hidden" name={leadMetaFields.page} value={props.page} />
        <input type="hidden" name={leadMetaFields.variant} value={props.variant} />
        <input type="hidden" name={leadMetaFields.started} value={stamp ?? servedFormMark} />
        <input type="hidden" name={leadMetaFields.visit} defaultValue="" />
        {/* The honeypot: display:none keeps it from people and from assistive technology. */}
        <div hidden>
          <label htmlFor={`${id}-hp`}>{strings.honeypot}</label>
          <input
            type="text"
            id={`${id}-hp`}
            name={leadMetaFields.honeypot}
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        {props.booking && (
          <>
            <input type="hidden" name={leadMetaFields.bookService} value={props.booking.service} />
            <div className="sm:col-span-6">{props.booking.picker}</div>
          </>
        )}
        {!props.booking && (
          <>
            <fieldset className="group sm:col-span-6">
              <legend className="field-label">{strings.urgency.legend}</legend>
              <div className="flex flex-wrap gap-2">
                {leadChoices.urgency.map((choice) => (
                  <label key={choice} className="choice">
                    <input
                      type="radio"
                      name="urgency"
                      value={choice}
                      // The emergency bands' link ("Send an emergency request") points here.
                      id={choice === "emergency" ? emergencyChoiceId : undefined}
                      defaultChecked={props.urgency === choice}
                      className="size-4 accent-brand-700"
                    />
                    {strings.urgency[choice]}
                  </label>
                ))}
              </div>
              {bookingHref && (
                // Shown once "This week" or "Planning or a quote" is picked: a time can be booked now.
                <a
                  href={bookingHref}
                  className="mt-3 hidden font-semibold text-brand-800 underline group-has-[input[value=thisWeek]:checked]:inline-block group-has-[input[value=planning]:checked]:inline-block"
                >
                  {strings.pickTime}
                </a>
              )}
            </fieldset>
            <div className="sm:col-span-3">
              <label htmlFor={`${id}-preferredTime`} className="field-label">
                {strings.preferredTime.label}
              </label>
              <select id={`${id}-preferredTime`} name="preferredTime" className="field">
                <option value="">{strings.preferredTime.any}</option>
                {leadChoices.preferredTime.map((time) => (
                  <option key={time} value={time}>
                    {strings.preferredTime[time]}
                  </option>
                ))}
              </select>
            </div>
          </>
        )}
        {input("firstName")}
        {input("lastName")}
        {input("phone")}
        {input("email")}
        {input("address")}
        {input("city")}
        {input("state", { defaultValue: defaultState, placeholder: strings.placeholders.state })}
        {input("zip", {
          placeholder: strings.placeholders.zip,
          ...(props.booking ? { defaultValue: props.booking.zip } : {}),
        })}
        {input("service", { defaultValue: props.service })}
        <div className="sm:col-span-6">
          {label("message")}
          <textarea
            {...field("message")}
            rows={4}
            maxLength={messageMaxLength}
            autoComplete="off"
            className="field"
          />
          {errorText("message")}
        </div>
        {props.booking && (
          <label className="flex items-start gap-3 sm:col-span-6">
            <input
              type="checkbox"
              name={leadMetaFields.bookTexts}
              value="yes"
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <span>
              <span className="font-semibold">{strings.textMe}</span>
              <span className="block text-sm text-slate-700">{strings.textMeHint}</span>
            </span>
          </label>
        )}
        {/* Brought into view with the focus ring's width to spare. */}
        <div ref={outcome} className="scroll-mt-3 sm:col-span-6">
          {/* aria-disabled, not disabled: a disabled button would drop the visitor's focus. */}
          <button
            type="submit"
            aria-disabled={pending || undefined}
            className="inline-flex min-h-12 items-center rounded-lg border-2 border-transparent bg-call-600 px-6 text-base font-semibold text-white shadow-sm hover:bg-call-700 aria-disabled:cursor-progress aria-disabled:opacity-70"
          >
            {pending ? strings.sending : props.submitLabel}
          </button>
          <LeadFormResult result={result} phone={phone} callUs={strings.callUs} dial={props.dial} />
        </div>
      </form>
      {/* The outcome of the request, as a toast, once the form has shown. */}
      {shown && (
        <Suspense>
          <Toaster
            // Quiet: the message kept under the button is the one announced, once.
            ref={(region) => region?.setAttribute("aria-live", "off")}
            position="bottom-center"
            richColors
            closeButton
            containerAriaLabel={props.toastStrings.label}
            // A close target of at least 24 px (WCAG 2.5.8); sonner draws 20.
            toastOptions={{
              closeButtonAriaLabel: props.toastStrings.close,
              classNames: { closeButton: "size-6!" },
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

/**
 * Asks the server for a signed stamp the first time the form comes into view
 * or is touched, so the server can tell how long the visitor spent on it.
 * A stamp is good for one request: after a send that reached the server (or
 * may have), `renewStamp` asks for the next one. Without a stamp (JavaScript
 * off, the request lost) the form still sends. `shown` turns true at that moment.
 */
function useStartStamp(form: React.RefObject<HTMLFormElement | null>) {
  const [stamp, setStamp] = useState<string>();
  const [shown, setShown] = useState(false);
  const renewStamp = useCallback(() => {
    setStamp(undefined);
    fetch(leadStampEndpoint, { cache: "no-store" })
      .then((response) => (response.ok ? response.json() : {}))
      .then((body: { stamp?: string }) => setStamp(body.stamp))
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    let asked = false;
    const ask = () => {
      if (asked) return;
      asked = true;
      setShown(true);
      observer.disconnect();
      renewStamp();
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) ask();
    });
    observer.observe(element);
    element.addEventListener("focusin", ask, { once: true });
    return () => {
      observer.disconnect();
      element.removeEventListener("focusin", ask);
    };
  }, [form, renewStamp]);
  return { stamp, shown, renewStamp };
}

/**
 * Arriving at the emergency choice by a band's link ("Send an emergency
 * request") chooses it: the visitor came to say exactly that. Without
 * JavaScript the link brings the choice into view, one tap away.
 */
function useEmergencyLink() {
  useEffect(() => {
    const choose = () => {
      if (location.hash !== `#${emergencyChoiceId}`) return;
      const choice = document.getElementById(emergencyChoiceId);
      if (choice instanceof HTMLInputElement) {
        choice.checked = true;
        choice.focus();
      }
    };
    choose();
    addEventListener("hashchange", choose);
    return () => removeEventListener("hashchange", choose);
  }, []);
}

/** Each field's width in the six-column grid of wider screens. */
const spans: Record<LeadTextField, string> = {
  firstName: "sm:col-span-3",
  lastName: "sm:col-span-3",
  phone: "sm:col-span-3",
  email: "sm:col-span-3",
  address: "sm:col-span-6",
  city: "sm:col-span-3",
  state: "sm:col-span-1",
  zip: "sm:col-span-2",
  service: "sm:col-span-6",
};
