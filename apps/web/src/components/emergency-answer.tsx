import type { Phone } from "@hvac/content";

/**
 * An emergency request's answer: the phone first, as a link ("for the
 * fastest help, call now"), then the emergency call-back promise of
 * Business facts. The toast and the no-JavaScript result page say the same:
 * `text` is the dictionary's leadForm.emergencyReceived with the promise
 * filled in and "{phone}" where the link goes.
 */
export function EmergencyAnswer({
  text,
  phone,
  className = "",
}: {
  text: string;
  phone: Pick<Phone, "display" | "href">;
  className?: string;
}) {
  const [before, after = ""] = text.split("{phone}");
  return (
    <p className={className}>
      {before}
      <a href={phone.href} data-call="text" className="whitespace-nowrap font-semibold underline">
        {phone.display}
      </a>
      {after}
    </p>
  );
}
