import type { LeadRecord } from "./lead-store";

/** A visitor's answers for tests: a real San Antonio-area shape, with a Vietnamese surname. */
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

/** A lead as the stores receive it, with `patch` applied. */
export function sampleLead(patch: Partial<LeadRecord> = {}): LeadRecord {
  return {
    id: "sample-lead",
    receivedAt: new Date().toISOString(),
    locale: "es",
    page: "acRepair",
    variant: "request",
    ...sampleAnswers,
    ...patch,
  };
}
