import type { BookingSettings } from "@hvac/content";
import { bookingSettingsId, starterBookingSettings } from "@hvac/office/booking-settings";
import { seed } from "../lib/define";

type ArrivalWindow = NonNullable<BookingSettings["windows"]>[number];

/** Booking on, as the office would set it: the starter week of @hvac/office. */
const { services, windows, ...rest } = starterBookingSettings;

export default seed<BookingSettings>({
  _id: bookingSettingsId,
  _type: "bookingSettings",
  ...rest,
  services: services.map((id) => ({ _key: id, _type: "reference", _ref: id })),
  // The Studio's lists hold the same times (the schema checks the seed: dataset.test.ts).
  windows: windows.map(
    (window) =>
      ({
        _key: `${window.day.toLowerCase()}-${window.start.replace(":", "")}`,
        _type: "arrivalWindow",
        ...window,
      }) as ArrivalWindow,
  ),
});
