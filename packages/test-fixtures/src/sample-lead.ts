/**
 * One visitor's request, for every test that needs a valid lead: a real San
 * Antonio-area shape, with a Vietnamese surname (letters beyond ASCII).
 */
export const sampleAnswers = {
  firstName: "Ana",
  lastName: "Nguyễn",
  phone: "(210) 555-0199",
  email: "ana@example.com",
  address: "17812 I-37",
  city: "Elmendorf",
  state: "TX",
  zip: "78112",
  service: "Reparación de Aire Acondicionado",
  message: "",
};

/** Where the sample visit began: a Google search that landed on the Spanish AC repair page, on a phone. */
export const sampleOrigin = {
  landing: "service:servicePage-acRepair",
  referrer: "www.google.com",
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  clickId: null,
  device: "phone" as const,
  channel: "search" as const,
  source: "Google",
};

/** A visit that began on `landing` with no referrer, campaign or ad click: `patch` adds them. */
export const directVisit = <Patch extends object>(landing: string, patch: Patch = {} as Patch) => ({
  landing,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  clickId: null,
  device: "phone" as const,
  ...patch,
});

/** The request as the lead stores receive it (page and time included), with `patch` applied. */
export function sampleLead<Patch extends object>(patch: Patch = {} as Patch) {
  return {
    id: "sample-lead",
    receivedAt: new Date().toISOString(),
    locale: "es" as const,
    page: "service:servicePage-acRepair",
    variant: "request" as const,
    urgency: null,
    preferredTime: null,
    spamReason: null,
    weakSign: null,
    source: null,
    origin: sampleOrigin,
    ...sampleAnswers,
    ...patch,
  };
}
