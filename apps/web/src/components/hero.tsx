import type { HomePageQueryResult, Localized, Phone } from "@hvac/content";
import { CallButton } from "./call-link";
import { Illustration } from "./illustration";

/** The top of a page as every page query projects it. */
export type HeroContent = Localized<NonNullable<NonNullable<HomePageQueryResult>["hero"]>>;

/** The top of a page: its one <h1>, a supporting line, the call button. */
export function Hero({
  hero,
  phone,
  heading,
  description,
  children,
}: {
  hero: HeroContent | null | undefined;
  phone: Phone;
  /** Overrides the CMS heading (area pages build theirs from the town). */
  heading?: string;
  description?: string | null;
  /** Extra lines under the button (e.g. a ZIP code). */
  children?: React.ReactNode;
}) {
  const image = hero?.image;
  return (
    <section className="hero-band text-white grid grid-cols-1 items-center gap-8 page-column py-12 md:grid-cols-[3fr_2fr] md:py-16">
      <div>
        <h1 className="text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl lg:text-5xl">
          {heading ?? hero?.heading}
        </h1>
        {hero?.subtitle && <p className="mt-4 max-w-2xl text-lg text-brand-100">{hero.subtitle}</p>}
        {description && <p className="mt-3 max-w-2xl text-brand-100">{description}</p>}
        {hero?.ctaText && (
          <CallButton
            phone={phone}
            label={hero.ctaText}
            placement="hero"
            size="large"
            className="mt-6"
          />
        )}
        {children}
      </div>
      {/* On phones the picture would push the call button out of sight: it shows from md up. */}
      {image?.url && (
        <Illustration
          image={image}
          priority
          media="(min-width: 768px)"
          sizes="(min-width: 1280px) 470px, 38vw"
          className="hidden rounded-2xl bg-white/95 p-2 shadow-lg md:block"
        />
      )}
    </section>
  );
}
