import type { Phone } from "@hvac/content";

/**
 * An emergency request's answer: the phone first, as a link ("for the
 * fastest help, call now"), then the emergency call-back promise of
 * Business facts: the words of a sentence, for the toast, the result by the
 * form and the no-JavaScript result page to say the same:
 * `text` is the dictionary's leadForm.emergencyReceived with the promise
 * filled in and "{phone}" where the link goes.
 */
export function EmergencyAnswer({
  text,
  phone,
  dial,
}: {
  text: string;
  phone: Pick<Phone, "display" | "href">;
  /** "Call", read before the number so the link says that it dials (dictionary: call.dial). */
  dial: string;
}) {
  const [before, after = ""] = text.split("{phone}");
  return (
    <>
      {before}
      <a
        href={phone.href}
        data-call="text"
        // The sentence says to call; the link's own name says it too, for a list of links.
        aria-label={`${dial} ${phone.display}`}
        className="whitespace-nowrap font-semibold underline"
      >
        {phone.display}
      </a>
      {after}
    </>
  );
}
