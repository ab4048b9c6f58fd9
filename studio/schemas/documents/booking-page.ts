import { localized } from "../localized";
import { heroField, pageDocument } from "./page-fields";

/**
 * Book a visit: the words above the booking steps. The services, the arrival
 * windows and who can book are the Online booking settings.
 */
export const bookingPage = pageDocument("bookingPage", "Booking page", [
  heroField,
  localized({
    name: "intro",
    title: "Introduction",
    description:
      "Text above the booking steps: what a visit online is for, and that emergencies call instead.",
    kind: "richText",
    group: "content",
  }),
]);
