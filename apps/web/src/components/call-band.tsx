import { type Localized, pick } from "@hvac/content";
import type { Locale } from "@hvac/routing";
import { CallButton, type Phone } from "./call-link";

export interface CallBandData {
  title?: Localized<string>;
  text?: Localized<string>;
  ctaText?: Localized<string>;
}

/** A coloured band asking the visitor to call now. */
export function CallBand({
  band,
  locale,
  phone,
}: {
  band: CallBandData | null | undefined;
  locale: Locale;
  phone: Phone;
}) {
  if (!band) return null;
  return (
    <section className="bg-call-600 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-bold">{pick(band.title, locale)}</h2>
          {band.text && <p className="mt-2 text-lg text-call-50">{pick(band.text, locale)}</p>}
        </div>
        <CallButton
          phone={phone}
          label={pick(band.ctaText, locale) ?? ""}
          variant="light"
          size="large"
          className="shrink-0"
        />
      </div>
    </section>
  );
}
