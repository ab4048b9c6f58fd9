import type {
  BulletItem,
  CallBand,
  Hero,
  IconItem,
  IconName,
  Illustration,
  LeadFormCopy,
  LocaleRichText,
  LocaleString,
  LocaleText,
  Seo,
  TextSection,
} from "@hvac/content";

/**
 * The page parts the fixed pages share, built from l(), p() and rich() values
 * so each page file reads as copy rather than as schema plumbing.
 */

export const hero = (
  heading: LocaleString,
  subtitle: LocaleText,
  ctaText: LocaleString,
  image?: Illustration,
): Hero => ({ _type: "hero", heading, subtitle, ctaText, ...(image ? { image } : {}) });

export const callBand = (
  title: LocaleString,
  text: LocaleText,
  ctaText: LocaleString,
  { emergency = false }: { emergency?: boolean } = {},
): CallBand => ({
  _type: "callBand",
  title,
  text,
  ctaText,
  ...(emergency ? { emergency } : {}),
});

export const iconItem = (icon: IconName, title: LocaleString, text: LocaleText): IconItem => ({
  _type: "iconItem",
  icon,
  title,
  text,
});

export const bulletItem = (text: LocaleString): BulletItem => ({ _type: "bulletItem", text });

export const textSection = (
  title: LocaleString,
  body: LocaleRichText,
  icon?: IconName,
): TextSection => ({ _type: "textSection", ...(icon ? { icon } : {}), title, body });

export const leadForm = (
  title: LocaleString,
  description: LocaleText,
  submitLabel: LocaleString,
  successMessage: LocaleText,
): LeadFormCopy => ({ _type: "leadFormCopy", title, description, submitLabel, successMessage });

/** Search title (60 characters at most) and description (160 at most), both languages. */
export const seo = (title: LocaleString, description: LocaleText): Seo => ({
  _type: "seo",
  title,
  description,
});
