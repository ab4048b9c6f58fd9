/**
 * The settings of a served build whose every request comes from this
 * machine's one address (the browser's, the test's own): the bounds each
 * address is held to (a burst, its day's bookings, its share of the hour's
 * confirmations and texts) raised out of the way. The bounds themselves are
 * tested with visitors on addresses of their own (outbound-limits.test.ts,
 * booking-guard.test.ts), as the starter's settings set them.
 */
export const oneAddressForAll = {
  LEADS_RATE_LIMIT_MAX: "1000",
  BOOKINGS_PER_ADDRESS_PER_DAY: "100",
  BOOKINGS_PER_PHONE_PER_DAY: "100",
  BOOKINGS_PER_EMAIL_PER_DAY: "100",
  CONFIRMATIONS_PER_SOURCE_PER_HOUR: "100",
  PAGES_PER_SOURCE_PER_HOUR: "100",
};
