import { type BusinessFacts, businessFactsId } from "@hvac/content";
import { seed } from "../lib/define";
import { illustration, l } from "../lib/values";

/**
 * The name, phone, brands, embeds and credit are placeholders until the
 * owners supply them: the Studio marks each "replace before launch".
 */
export default seed<BusinessFacts>({
  _id: businessFactsId,
  _type: "businessFacts",
  name: "Your HVAC Company",
  nameLanguage: "en",
  phone: "(210) 555-0123",
  email: "office@example.com",
  officeLanguage: "en",
  address: { street: "17812 I-37", city: "Elmendorf", state: "TX", zip: "78112" },
  geo: { lat: 29.25607, lng: -98.33252 },
  hours: [
    {
      _key: "always",
      _type: "openingHours",
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "00:00",
      closes: "23:59",
    },
  ],
  hoursText: l("Open 24 hours, 7 days a week", "Abierto las 24 horas, los 7 días de la semana"),
  hoursShort: l("24/7", "24/7"),
  licence: "TACLA29221C",
  rating: { value: 4.7, count: 80 },
  ownership: l("Latino- and women-owned", "propiedad de latinos y mujeres"),
  dealerBrand: "Premium Brand (name pending)",
  dealerStatus: l("Elite dealer", "distribuidor Élite"),
  otherBrands: ["Brand Two", "Brand Three", "Brand Four", "Brand Five", "Brand Six"],
  responsePromise: l("within 24 hours", "en menos de 24 horas"),
  callbackPromise: l("within 15 minutes", "en menos de 15 minutos"),
  arrivalPromise: l("in 2 to 4 hours", "en un plazo de 2 a 4 horas"),
  quotePromise: l("same-day quotes", "cotizaciones el mismo día"),
  priceRange: "$$",
  serviceRadiusKm: 50,
  shareImage: illustration(
    "service-van.webp",
    "A service van ready to head out to a call",
    "Una camioneta de servicio lista para salir a una llamada",
  ),
  reviewWidgetUrl: "https://reviews.example.com/widget/placeholder",
  reviewLink: "https://g.page/r/placeholder/review",
  mapEmbedUrl: "https://maps.example.com/embed/placeholder",
  websiteCredit: {
    label: l("Website by (credit pending)", "Sitio web creado por (crédito pendiente)"),
    url: "https://example.com/",
  },
});
