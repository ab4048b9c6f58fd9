import type { ServiceArea } from "@hvac/content";
import { seed } from "../lib/define";
import { l, p, rich } from "../lib/values";

type Variant = NonNullable<ServiceArea["titleVariant"]>;

interface Town {
  /** Names the document and, after "hvac-", its address in both languages. */
  slug: string;
  name: string;
  /** The town's ZIP code, only where a source confirms it. */
  zip?: string;
  county?: string;
  /**
   * Straight-line miles from the office (Business facts' map coordinates),
   * rounded to the mile; none for Elmendorf itself or where the town's
   * position is not certain.
   */
  miles?: number;
  variant: Variant;
  home?: boolean;
  /** Where the town is from our Elmendorf office: only facts we can stand behind. */
  en: string;
  es: string;
  seo: [en: string, es: string];
}

// Every claim below is geography a local would confirm: county, ZIP code,
// distance and direction from Elmendorf and the main roads, each checked
// against the town's own or encyclopedia sources. Where a source was missing
// (Kicaster's county and ZIP, several communities' ZIP codes and positions),
// the field is left empty rather than guessed. No guesses about homes, visits
// or competitors.
const towns: Town[] = [
  {
    slug: "san-antonio",
    name: "San Antonio",
    county: "Bexar",
    miles: 15,
    variant: "hvacService",
    home: true,
    en: "Our office at {address} is about 15 miles southeast of downtown San Antonio, so our trucks reach most of the city quickly by I-37, Loop 410 and Loop 1604. From older homes near downtown to newer subdivisions outside Loop 1604, we repair, maintain and replace central air, heat pumps and furnaces every day.",
    es: "Nuestra oficina en {address} está a unas 15 millas al sureste del centro de San Antonio, así que nuestras camionetas llegan rápido a casi toda la ciudad por la I-37, el Loop 410 y el Loop 1604. Desde las casas antiguas cerca del centro hasta las subdivisiones nuevas fuera del Loop 1604, reparamos, damos mantenimiento y reemplazamos aires centrales, bombas de calor y hornos todos los días.",
    seo: [
      "San Antonio HVAC Service, {hoursShort} AC & Heating Repair",
      "Aire y calefacción en San Antonio | reparación {hoursShort}",
    ],
  },
  {
    slug: "elmendorf",
    name: "Elmendorf",
    zip: "78112",
    county: "Bexar",
    variant: "hvacContractor",
    home: true,
    en: "Elmendorf is home: our office is right here in town, at {address}. Neighbors in Elmendorf get the shortest wait we can offer, day or night, for a broken AC, a furnace that will not light or a commercial cooler that has stopped holding temperature.",
    es: "Elmendorf es nuestra casa: la oficina está aquí mismo, en {address}. A los vecinos de Elmendorf les damos la espera más corta que podemos, de día o de noche, cuando se descompone el aire, el horno no prende o un cuarto frío comercial deja de mantener la temperatura.",
    seo: [
      "HVAC Contractor in Elmendorf, TX | Local & {hoursShort}",
      "Contratista de aire y calefacción en Elmendorf, TX | {hoursShort}",
    ],
  },
  {
    slug: "von-ormy",
    name: "Von Ormy",
    zip: "78073",
    county: "Bexar",
    miles: 20,
    variant: "acRepair",
    home: true,
    en: "Von Ormy sits on I-35 along the Medina River in southwest Bexar County, west of our Elmendorf office by Loop 1604. We handle AC repairs, tune-ups and system replacements there, and we answer emergency calls {hoursShort}.",
    es: "Von Ormy está sobre la I-35, a la orilla del río Medina, en el suroeste del condado de Bexar, al oeste de nuestra oficina en Elmendorf por el Loop 1604. Ahí hacemos reparaciones de aire, afinaciones y reemplazos de equipo, y atendemos emergencias {hoursShort}.",
    seo: [
      "AC Repair Von Ormy, TX | {hoursShort} Local Service",
      "Reparación de aire en Von Ormy, TX | servicio {hoursShort}",
    ],
  },
  {
    slug: "windcrest",
    name: "Windcrest",
    zip: "78239",
    county: "Bexar",
    miles: 18,
    variant: "hvacRepair",
    home: true,
    en: "Windcrest is a small city on San Antonio's northeast side, along the I-35 corridor. We reach it from Elmendorf by Loop 410 to repair, maintain and replace the central air and heating systems in its homes and businesses.",
    es: "Windcrest es una ciudad pequeña en el noreste de San Antonio, a lo largo de la I-35. Llegamos desde Elmendorf por el Loop 410 para reparar, dar mantenimiento y reemplazar los sistemas de aire central y calefacción de sus casas y negocios.",
    seo: [
      "HVAC Repair Windcrest TX | AC & Heating, {hoursShort}",
      "Reparación de aire y calefacción en Windcrest, TX | {hoursShort}",
    ],
  },
  {
    slug: "china-grove",
    name: "China Grove",
    zip: "78263",
    county: "Bexar",
    miles: 10,
    variant: "hvacCompany",
    home: true,
    en: "China Grove is a small town on US 87 east of San Antonio, a short drive north of our Elmendorf office. We keep its homes cooling through the summer and heating through the cold snaps, with repairs, tune-ups and new systems.",
    es: "China Grove es un pueblo pequeño sobre la US 87, al este de San Antonio y a poca distancia al norte de nuestra oficina en Elmendorf. Mantenemos sus casas frescas en el verano y calientitas cuando entra el frío, con reparaciones, afinaciones y equipos nuevos.",
    seo: [
      "HVAC Company in China Grove, TX | Repair & Install",
      "Aire y calefacción en China Grove, TX | reparación",
    ],
  },
  {
    slug: "losoya",
    name: "Losoya",
    zip: "78221",
    county: "Bexar",
    miles: 8,
    variant: "acService",
    en: "Losoya lies on FM 1937, just south of the Medina River in southeastern Bexar County, a short drive west of our Elmendorf office. We service, repair and replace air conditioners and heating systems there, with emergency help {hoursShort}.",
    es: "Losoya está sobre la FM 1937, al sur del río Medina, en el sureste del condado de Bexar, a poca distancia al oeste de nuestra oficina en Elmendorf. Ahí damos servicio, reparamos y reemplazamos aires acondicionados y sistemas de calefacción, con ayuda de emergencia {hoursShort}.",
    seo: [
      "AC Service Losoya TX 78221 | Repair & Tune-Ups",
      "Servicio de aire acondicionado en Losoya, TX 78221",
    ],
  },
  {
    slug: "sayers",
    name: "Sayers",
    zip: "78263",
    county: "Bexar",
    miles: 9,
    variant: "acContractor",
    en: "Sayers sits where US 87 meets FM 1628 in eastern Bexar County, a short drive north of our Elmendorf office. Homeowners there call us for new AC installations, seasonal maintenance and fast repairs when the heat will not wait.",
    es: "Sayers está donde la US 87 cruza la FM 1628, en el este del condado de Bexar, a poca distancia al norte de nuestra oficina en Elmendorf. Los dueños de casa nos llaman para instalar aire acondicionado nuevo, para el mantenimiento de cada temporada y para reparaciones rápidas cuando el calor no espera.",
    seo: [
      "AC Contractor Sayers TX 78263 | Install & Repair",
      "Contratista de aire acondicionado en Sayers, TX 78263",
    ],
  },
  {
    slug: "kicaster",
    name: "Kicaster",
    zip: "78101",
    variant: "hvacService",
    en: "Kicaster is a rural community east of San Antonio, a short drive from our Elmendorf office. When an AC or furnace fails out here, it is a nearby call for us, and we answer it day or night.",
    es: "Kicaster es una comunidad rural al este de San Antonio, a poca distancia de nuestra oficina en Elmendorf. Cuando aquí falla el aire o el horno, nos queda cerca, y venimos de día o de noche.",
    seo: [
      "HVAC Service Kicaster TX 78101 | AC & Heating",
      "Servicio de aire y calefacción en Kicaster, TX 78101",
    ],
  },
  {
    slug: "martinez",
    name: "Martinez",
    zip: "78220",
    county: "Bexar",
    variant: "hvacRepair",
    en: "Martinez is on the east side of the San Antonio area, north of our Elmendorf office. We repair, maintain and replace AC, heat pump and furnace systems there, and we handle emergency calls {hoursShort}.",
    es: "Martinez está del lado este del área de San Antonio, al norte de nuestra oficina en Elmendorf. Ahí reparamos, damos mantenimiento y reemplazamos aires acondicionados, bombas de calor y hornos, y atendemos emergencias las 24 horas.",
    seo: [
      "HVAC Repair Martinez TX 78220 | {hoursShort} AC & Heat",
      "Reparación de aire y calefacción {hoursShort} en Martinez, TX 78220",
    ],
  },
  {
    slug: "saspamco",
    name: "Saspamco",
    zip: "78114",
    county: "Wilson",
    miles: 3,
    variant: "acRepair",
    en: "Saspamco sits just across the Wilson County line from Elmendorf and shares its ZIP code, minutes from our office. That closeness means quick AC repairs in the summer and fast heating help when a norther blows through.",
    es: "Saspamco está en el condado de Wilson, justo pasando el límite con el condado de Bexar, y tiene el mismo código postal que Elmendorf, a unos minutos de nuestra oficina. Esa cercanía significa reparaciones de aire rápidas en el verano y ayuda pronta con la calefacción cuando entra un norte.",
    seo: ["AC Repair Saspamco TX 78114 | Minutes Away", "Reparación de aire en Saspamco, TX 78114"],
  },
  {
    slug: "calaveras",
    name: "Calaveras",
    zip: "78114",
    county: "Wilson",
    miles: 5,
    variant: "hvacContractor",
    en: "Calaveras sits where US 181 meets FM 3444 in northwestern Wilson County, just north of the San Antonio River and a short drive from our Elmendorf office. We install, repair and maintain heating and cooling systems for homes and businesses there.",
    es: "Calaveras está donde la US 181 cruza la FM 3444, en el noroeste del condado de Wilson, justo al norte del río San Antonio y a poca distancia de nuestra oficina en Elmendorf. Ahí instalamos, reparamos y damos mantenimiento a sistemas de aire y calefacción para casas y negocios.",
    seo: [
      "HVAC Contractor Calaveras TX 78114",
      "Contratista de aire y calefacción en Calaveras, TX 78114",
    ],
  },
  {
    slug: "balcones-heights",
    name: "Balcones Heights",
    zip: "78201",
    county: "Bexar",
    miles: 21,
    variant: "hvacCompany",
    en: "Balcones Heights is a small city at I-10 and Loop 410, on San Antonio's northwest side. Homes, apartments and businesses there count on us for AC and heating repair, maintenance and replacement, with emergency service around the clock.",
    es: "Balcones Heights es una ciudad pequeña en el cruce de la I-10 y el Loop 410, en el noroeste de San Antonio. Casas, apartamentos y negocios cuentan con nosotros para reparar, dar mantenimiento y reemplazar su aire y calefacción, con servicio de emergencia a toda hora.",
    seo: [
      "HVAC Company Balcones Heights TX | {hoursShort} Service",
      "Aire y calefacción en Balcones Heights, TX | {hoursShort}",
    ],
  },
  {
    slug: "boldtville",
    name: "Boldtville",
    zip: "78222",
    county: "Bexar",
    variant: "acService",
    en: "Boldtville lies east of San Antonio along New Sulphur Springs Road, a short drive from our Elmendorf office. We keep its homes comfortable with AC tune-ups, repairs and new installations, and we come out for emergencies {hoursShort}.",
    es: "Boldtville está al este de San Antonio, sobre la New Sulphur Springs Road, a poca distancia de nuestra oficina en Elmendorf. Mantenemos cómodas sus casas con afinaciones de aire, reparaciones e instalaciones nuevas, y salimos a emergencias {hoursShort}.",
    seo: [
      "AC Service Boldtville TX 78222 | Repair & Install",
      "Servicio de aire acondicionado en Boldtville, TX 78222",
    ],
  },
  {
    slug: "sandy-oaks",
    name: "Sandy Oaks",
    zip: "78112",
    county: "Bexar",
    variant: "acContractor",
    en: "Sandy Oaks, a city since 2014, sits on the east side of I-37 just south of Loop 1604, our neighbor in southeast Bexar County. We install, repair and maintain AC systems there, usually with a short drive to your door.",
    es: "Sandy Oaks, ciudad desde 2014, está del lado este de la I-37, justo al sur del Loop 1604; es nuestra vecina en el sureste del condado de Bexar. Ahí instalamos, reparamos y damos mantenimiento a sistemas de aire, casi siempre con un trayecto corto hasta su puerta.",
    seo: [
      "AC Contractor Sandy Oaks TX 78112 | Your Neighbors",
      "Contratista de aire acondicionado en Sandy Oaks, TX 78112",
    ],
  },
  {
    slug: "floresville",
    name: "Floresville",
    zip: "78114",
    county: "Wilson",
    miles: 13,
    variant: "acRepair",
    home: true,
    en: "Floresville, the Wilson County seat, lies southeast of our Elmendorf office along US 181. We repair and replace AC and heating systems for homes and businesses across Floresville and answer emergency calls day and night.",
    es: "Floresville, la cabecera del condado de Wilson, está al sureste de nuestra oficina en Elmendorf por la US 181. Reparamos y reemplazamos sistemas de aire y calefacción para casas y negocios en todo Floresville y atendemos emergencias de día y de noche.",
    seo: [
      "AC Repair Floresville TX 78114 | {hoursShort} HVAC",
      "Reparación de aire en Floresville, TX 78114 | {hoursShort}",
    ],
  },
  {
    slug: "pecan-valley",
    name: "Pecan Valley",
    county: "Bexar",
    miles: 10,
    variant: "hvacService",
    en: "Pecan Valley is a long-settled neighborhood on San Antonio's southeast side, a quick trip up I-37 from our Elmendorf office. We repair and maintain its heating and cooling systems, and when a system is near the end, we help owners weigh one more repair against a high-efficiency replacement.",
    es: "Pecan Valley es un barrio de muchos años en el sureste de San Antonio, a unos minutos por la I-37 desde nuestra oficina en Elmendorf. Reparamos y damos mantenimiento a sus sistemas de aire y calefacción, y cuando un equipo ya está por terminar su vida útil, ayudamos a los dueños a decidir entre una reparación más o un reemplazo de alta eficiencia.",
    seo: [
      "HVAC Service Pecan Valley San Antonio TX",
      "Aire y calefacción en Pecan Valley, San Antonio",
    ],
  },
  {
    slug: "southton",
    name: "Southton",
    zip: "78223",
    county: "Bexar",
    variant: "hvacRepair",
    en: "Southton lies off I-37 in southern Bexar County, between downtown San Antonio and our Elmendorf office. We repair AC and heating systems there, maintain them before each season and install new ones when it is time.",
    es: "Southton está junto a la I-37, en el sur del condado de Bexar, entre el centro de San Antonio y nuestra oficina en Elmendorf. Ahí reparamos sistemas de aire y calefacción, les damos mantenimiento antes de cada temporada e instalamos equipos nuevos cuando llega el momento.",
    seo: [
      "HVAC Repair Southton TX 78223 | AC & Heating",
      "Reparación de aire y calefacción en Southton, TX 78223",
    ],
  },
];

/** The id of a starter town's document. */
export const townDocId = (slug: string) => `serviceArea-${slug}`;

export default towns.map((town, index) =>
  seed<ServiceArea>({
    _id: townDocId(town.slug),
    _type: "serviceArea",
    name: town.name,
    address: { _type: "localeAddress", en: `hvac-${town.slug}`, es: `hvac-${town.slug}` },
    ...(town.zip ? { zip: town.zip } : {}),
    ...(town.county ? { county: town.county } : {}),
    ...(town.miles ? { milesFromOffice: town.miles } : {}),
    titleVariant: town.variant,
    order: index + 1,
    // The starter's towns are few enough to list in every menu.
    inMenus: true,
    showOnHome: town.home ?? false,
    intro: rich(town.en, town.es),
    seo: {
      _type: "seo",
      title: l(...town.seo),
      description: p(
        `${town.name}, TX heating and air conditioning: repair, maintenance and installation by a licensed local contractor. Open {hoursShort}. Call now.`,
        `Aire acondicionado y calefacción en ${town.name}, TX: reparación, mantenimiento e instalación con un contratista local con licencia. {hoursShort}.`,
      ),
    },
  }),
);
