import type { CallBand as CallBandFields, Localized, Phone } from "@hvac/content";
import { emergencyChoiceId } from "@/leads/lead-fields";
import { CallButton } from "./call-link";

export type CallBandContent = Localized<CallBandFields>;

/** A coloured band asking the visitor to call now. */
export function CallBand({
  band,
  phone,
  requestLink,
}: {
  band: CallBandContent | null | undefined;
  phone: Phone;
  /** On a page with a request form: the words of an emergency band's link to it. */
  requestLink?: string;
}) {
  if (!band) return null;
  return (
    <section className="bg-call-600 text-white flex flex-col items-start gap-4 page-column py-10 md:flex-row md:items-center md:justify-between">
      <div>
        <h2 className="text-2xl font-bold">{band.title}</h2>
        {band.text && <p className="mt-2 text-lg text-call-50">{band.text}</p>}
        {band.emergency && requestLink && (
          <p className="mt-2">
            <a
              href={`#${emergencyChoiceId}`}
              className="font-semibold text-white underline underline-offset-4"
            >
              {requestLink}
            </a>
          </p>
        )}
      </div>
      <CallButton
        phone={phone}
        placement="callBand"
        label={band.ctaText ?? ""}
        variant="light"
        size="large"
        className="shrink-0"
      />
    </section>
  );
}
