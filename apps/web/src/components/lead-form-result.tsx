import type { BookingAnswer } from "@/booking/booking-answer";
import { BookingAnswerDetails } from "@/booking/booking-answer-details";
import { callLinkClass } from "./call-link-class";
import { EmergencyAnswer } from "./emergency-answer";

/** What became of the last request sent from the form (a booking's with its details and links). */
export type LeadResult =
  | ({ kind: "sent"; title?: string; text: string } & Partial<
      Pick<BookingAnswer, "details" | "links">
    >)
  | { kind: "failed"; title: string; text: string };

/**
 * The outcome of a request, kept beside the form until the next send (the
 * toast goes after a few seconds; this never does on its own). Both live
 * regions are on the page from the start, so a screen reader announces what
 * appears in them: a status for a request received, an alert for a failure,
 * which offers the phone number as a link, the next stop after the button.
 */
export function LeadFormResult({
  result,
  phone,
  callUs,
  dial,
}: {
  result: LeadResult | undefined;
  phone: { display: string; href: string };
  /** "Call us at", before the number. */
  callUs: string;
  /** "Call", before the number in an emergency's answer. */
  dial: string;
}) {
  const box = "mt-4 rounded-lg border-2 px-4 py-3 text-base";
  return (
    <>
      <div role="status">
        {result?.kind === "sent" && (
          <div className={`${box} border-green-700 bg-green-50 text-green-900`}>
            <p>
              {result.title && (
                <>
                  <strong>{result.title}</strong>{" "}
                </>
              )}
              {/* An emergency's answer names the phone first: as a link. */}
              {result.text.includes("{phone}") ? (
                <EmergencyAnswer text={result.text} phone={phone} dial={dial} />
              ) : (
                result.text
              )}
            </p>
            {result.details && (
              <BookingAnswerDetails
                answer={{ details: result.details, links: result.links ?? [] }}
              />
            )}
          </div>
        )}
      </div>
      <div role="alert">
        {result?.kind === "failed" && (
          <p className={`${box} border-red-700 bg-red-50 text-red-900`}>
            <strong>{result.title}</strong> {result.text}{" "}
            <a href={phone.href} className={`${callLinkClass} font-semibold underline`}>
              {callUs} {phone.display}
            </a>
            .
          </p>
        )}
      </div>
    </>
  );
}
