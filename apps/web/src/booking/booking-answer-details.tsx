import type { BookingAnswer } from "@/booking/booking-answer";

/**
 * A booking's details and links, under its answer: when, where, the
 * reference and the confirmation email; "Add to my calendar" and the manage
 * link. Plain markup, drawn on the server (the request-received page) and in
 * the browser (the booking page's answer in place) alike.
 */
export function BookingAnswerDetails({
  answer,
}: {
  answer: Pick<BookingAnswer, "details" | "links">;
}) {
  return (
    <>
      {answer.details.length > 0 && (
        <dl className="mt-4 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          {answer.details.map(({ label, value }) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {answer.links.length > 0 && (
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          {answer.links.map(({ href, label }) => (
            <a key={href} href={href} className="font-semibold text-brand-800 underline">
              {label}
            </a>
          ))}
        </p>
      )}
    </>
  );
}
