/**
 * The office phone number in every form the site needs, from the one way
 * Business facts stores it: "(210) 555-0123".
 */
export interface Phone {
  /** As Business facts stores it, for text that is not laid out: "(210) 555-0123". */
  written: string;
  /** As shown: a non-breaking space and hyphen keep "(210) 555-0123" on one line. */
  display: string;
  /** What a call link dials: "tel:+12105550123". */
  href: string;
  /** For search engines' structured data: "+1-210-555-0123". */
  international: string;
}

/**
 * The ten digits of a US number however it is written: "+1 (210) 555-0199",
 * "210.555.0199" and "2105550199" all give "2105550199".
 */
export const nationalDigits = (phone: string): string =>
  phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");

export function phoneNumber(written: string): Phone {
  const digits = nationalDigits(written);
  const parts = digits.match(/^(\d{3})(\d{3})(\d{4})$/);
  return {
    written,
    display: written.replaceAll(" ", "\u00a0").replaceAll("-", "\u2011"),
    href: `tel:+1${digits}`,
    international: parts ? `+1-${parts[1]}-${parts[2]}-${parts[3]}` : written,
  };
}
