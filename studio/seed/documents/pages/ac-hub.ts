import { documentIdForPage, type ServiceHub } from "@hvac/content";
import { hero, seo } from "../../lib/blocks";
import { seed } from "../../lib/define";
import { serviceDocId } from "../../lib/starter-services";
import { illustration, l, p, ref, rich } from "../../lib/values";

export default seed<ServiceHub>({
  _id: documentIdForPage({ id: "acHub" }),
  _type: "serviceHub",
  pageId: "acHub",
  hero: hero(
    l("Air Conditioning Services in San Antonio", "Servicios de aire acondicionado en San Antonio"),
    p(
      "Repair, installation, maintenance and heat pump service, {hoursShort}, from local technicians working under our Texas license.",
      "Reparación, instalación, mantenimiento y servicio de bombas de calor {hoursShort}, con técnicos locales que trabajan bajo nuestra licencia de Texas.",
    ),
    l("Call for AC Service", "Llame para el servicio de su aire"),
    illustration(
      "outdoor-condenser.svg",
      "An outdoor air conditioning unit beside a house",
      "Una unidad exterior de aire acondicionado junto a una casa",
    ),
  ),
  intro: rich(
    `In South Texas the air conditioner is not a luxury. It runs from spring into fall, often through weeks of 100-degree days, and when it stops the house heats up fast.

Whatever your system needs, we have a service for it: a fast repair when it quits, a yearly tune-up that keeps it efficient, a properly sized new system when the old one is worn out, and heat pump service for homes that cool and heat with one unit. Not sure what you need? [Call us](tel:) and we will tell you honestly.`,
    `En el sur de Texas, el aire acondicionado no es un lujo. Trabaja desde la primavera hasta el otoño, muchas veces con semanas de días a 100 grados, y cuando se para, la casa se calienta muy rápido.

Tenemos un servicio para lo que su equipo necesite: una reparación rápida cuando falla, una afinación anual que lo mantiene eficiente, un equipo nuevo del tamaño correcto cuando el viejo ya no da más, y servicio de bombas de calor para las casas que enfrían y calientan con una sola unidad. ¿No sabe qué necesita? [Llámenos](tel:) y le decimos con honestidad.`,
  ),
  services: (["acInstallation", "acRepair", "acMaintenance", "heatPump"] as const).map((id) =>
    ref(serviceDocId(id), id),
  ),
  cardLinkText: l("Learn More", "Más información"),
  seo: seo(
    l(
      "AC Services San Antonio | Repair, Install, Tune-Ups",
      "Aire acondicionado en San Antonio | reparación",
    ),
    p(
      "AC repair, installation, maintenance and heat pump service in San Antonio and nearby towns. Licensed contractor, {hoursShort}. Call now.",
      "Reparación, instalación y mantenimiento de aire acondicionado y bombas de calor en San Antonio. Contratista con licencia, {hoursShort}.",
    ),
  ),
});
