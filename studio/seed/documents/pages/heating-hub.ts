import { documentIdForPage, type ServiceHub } from "@hvac/content";
import { callBand, hero, seo } from "../../lib/blocks";
import { seed } from "../../lib/define";
import { serviceDocId } from "../../lib/starter-services";
import { illustration, l, p, ref, rich } from "../../lib/values";

export default seed<ServiceHub>({
  _id: documentIdForPage({ id: "heatingHub" }),
  _type: "serviceHub",
  pageId: "heatingHub",
  hero: hero(
    l("Heating Services in San Antonio", "Servicios de calefacción en San Antonio"),
    p(
      "Furnace repair, new heating systems and yearly tune-ups, so your home stays warm and safe when a cold front blows in.",
      "Reparación de calefacción (hornos), sistemas nuevos y afinaciones anuales, para que su casa esté calientita y segura cuando entre un norte.",
    ),
    l("Call for Heating Service", "Llame para el servicio de su calefacción"),
    illustration(
      "furnace.svg",
      "A gas furnace with its access panel and vent pipe",
      "Un horno de gas con su panel de acceso y su tubo de ventilación",
    ),
  ),
  intro: rich(
    `Heating gets little thought in South Texas until the first norther. By then the furnace has sat unused for months, and small problems (dust on the burners, a weak igniter, a dirty flame sensor) all show up at once. They are easy to catch in the fall and hard to deal with at 2 a.m.

We repair gas and electric furnaces of every major brand, install new heating systems sized for your home, and tune up furnaces before the season with a full safety check. For a heating system that also cools, see our [heat pump service](page:heatPump).`,
    `En el sur de Texas casi nadie piensa en la calefacción hasta que entra el primer norte. Para entonces el horno lleva meses sin usarse, y los problemas pequeños (polvo en los quemadores, un encendedor débil, un sensor de flama sucio) salen todos de golpe. En el otoño se detectan fácilmente; a las 2 de la mañana son un problema.

Reparamos hornos de gas y eléctricos de todas las marcas principales, instalamos sistemas de calefacción nuevos del tamaño correcto para su casa y afinamos los hornos antes de la temporada, con una revisión de seguridad completa. Si busca un sistema que también enfríe, vea nuestro [servicio de bombas de calor](page:heatPump).`,
  ),
  services: (["furnaceRepair", "heatingInstallation", "heatingMaintenance"] as const).map((id) =>
    ref(serviceDocId(id), id),
  ),
  cardLinkText: l("Learn More", "Más información"),
  callBand: callBand(
    l("No Heat on a Cold Night?", "¿Sin calefacción en una noche fría?"),
    p(
      "We answer {hoursShort} and a technician typically arrives {arrivalPromise}. If you smell gas, leave the house and call your gas company or 911 from outside first.",
      "Contestamos {hoursShort} y el técnico normalmente llega {arrivalPromise}. Si huele a gas, salga de la casa y llame primero a su compañía de gas o al 911 desde afuera.",
    ),
    l("Call for Emergency Heating Repair", "Llame para reparar su calefacción"),
    { emergency: true },
  ),
  seo: seo(
    l(
      "Heating Services San Antonio | Furnace Repair & Install",
      "Calefacción en San Antonio | reparación e instalación",
    ),
    p(
      "Furnace repair, heating installation and tune-ups in San Antonio and nearby towns. {hoursShort} emergency heating service. Call now.",
      "Reparación, instalación y mantenimiento de calefacción en San Antonio y sus alrededores. Emergencias {hoursShort}.",
    ),
  ),
});
