import type { BusinessFacts } from "./business";

/** Business facts as the content query returns them, for the builders' tests. */
export const facts: BusinessFacts = {
  name: "Example HVAC",
  nameLanguage: "en",
  phone: "(210) 555-0123",
  email: "office@example.com",
  address: { street: "17812 I-37", city: "Elmendorf", state: "TX", zip: "78112" },
  geo: { lat: 29.25607, lng: -98.33252 },
  hours: [
    {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "00:00",
      closes: "23:59",
    },
  ],
  hoursText: null,
  hoursShort: null,
  licence: "TACLA29221C",
  rating: { value: 4.7, count: 80 },
  ownership: null,
  dealerBrand: null,
  dealerStatus: null,
  otherBrands: null,
  responsePromise: null,
  callbackPromise: null,
  arrivalPromise: null,
  quotePromise: null,
  priceRange: "$$",
  serviceRadiusKm: 50,
  areasServed: ["San Antonio", "Elmendorf"],
  shareImage: null,
  reviewWidgetUrl: "https://reviews.example.com/widget",
  reviewLink: null,
  mapEmbedUrl: "https://maps.example.com/embed",
  websiteCredit: null,
};
