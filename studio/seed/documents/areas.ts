import { documentIdForPage, type ServiceArea } from "@hvac/content";
import type { AreaSlug } from "@hvac/routing";
import { seed } from "../lib/define";
import { l, p, rich } from "../lib/values";

type Variant = NonNullable<ServiceArea["titleVariant"]>;

interface Town {
  slug: AreaSlug;
  name: string;
  zip?: string;
  variant: Variant;
  home?: boolean;
  /** Where the town is from our Elmendorf office: only facts we can stand behind. */
  en: string;
  es: string;
  seo: [en: string, es: string];
}

// Every claim below is geography a local would confirm: county, direction from
// Elmendorf and the main roads. No guesses about homes, visits or competitors.
const towns: Town[] = [
  {
    slug: "san-antonio",
    name: "San Antonio",
    variant: "hvacService",
    home: true,
    en: "Our Elmendorf office sits on I-37 about 15 miles southeast of downtown San Antonio, so our trucks reach most of the city quickly by I-37, Loop 410 and Loop 1604. From older homes near downtown to newer subdivisions outside Loop 1604, we repair, maintain and replace central air, heat pumps and furnaces every day.",
    es: "Nuestra oficina en Elmendorf está sobre la I-37, a unas 15 millas al sureste del centro de San Antonio, así que nuestras camionetas llegan rápido a casi toda la ciudad por la I-37, el Loop 410 y el Loop 1604. Desde casas antiguas cerca del centro hasta fraccionamientos nuevos fuera del Loop 1604, reparamos, damos mantenimiento y reemplazamos aire central, bombas de calor y hornos todos los días.",
    seo: [
      "San Antonio HVAC Service, 24/7 AC & Heating Repair",
      "Servicio de HVAC en San Antonio | Reparación 24/7",
    ],
  },
  {
    slug: "elmendorf",
    name: "Elmendorf",
    variant: "hvacContractor",
    home: true,
    en: "Elmendorf is home: our office is on I-37, right here in town. Neighbors in Elmendorf get the shortest wait we can offer, day or night, for a broken AC, a furnace that will not light or a commercial cooler that has stopped holding temperature.",
    es: "Elmendorf es nuestro pueblo: la oficina está sobre la I-37, aquí mismo. En Elmendorf la espera es la más corta que podemos ofrecer, de día o de noche, cuando se descompone el aire, el horno no prende o un cuarto frío comercial deja de mantener la temperatura.",
    seo: [
      "HVAC Contractor in Elmendorf, TX | Local & 24/7",
      "Contratista de HVAC en Elmendorf, TX | Local y 24/7",
    ],
  },
  {
    slug: "von-ormy",
    name: "Von Ormy",
    variant: "acRepair",
    home: true,
    en: "Von Ormy sits on I-35 in southwest Bexar County, west of our Elmendorf office by Loop 1604. We handle AC repairs, tune-ups and system replacements there, and we answer emergency calls around the clock.",
    es: "Von Ormy está sobre la I-35, en el suroeste del condado de Bexar, al oeste de nuestra oficina en Elmendorf, por el Loop 1604. Ahí hacemos reparaciones de aire, afinaciones y reemplazos de equipo, y atendemos emergencias a cualquier hora.",
    seo: [
      "AC Repair Von Ormy TX | 24/7 Service, Same-Day Quotes",
      "Reparación de Aire en Von Ormy, TX | Servicio 24/7",
    ],
  },
  {
    slug: "windcrest",
    name: "Windcrest",
    variant: "hvacRepair",
    home: true,
    en: "Windcrest is a small city on San Antonio's northeast side, along the I-35 corridor. We reach it from Elmendorf by Loop 410 to repair, maintain and replace the central air and heating systems in its homes and businesses.",
    es: "Windcrest es una ciudad pequeña en el noreste de San Antonio, a lo largo de la I-35. Llegamos desde Elmendorf por el Loop 410 para reparar, dar mantenimiento y reemplazar los sistemas de aire central y calefacción de sus casas y negocios.",
    seo: [
      "HVAC Repair Windcrest TX | AC & Heating, 24/7",
      "Reparación de HVAC en Windcrest, TX | 24/7",
    ],
  },
  {
    slug: "china-grove",
    name: "China Grove",
    variant: "hvacCompany",
    home: true,
    en: "China Grove is a small town on US 87 east of San Antonio, a short drive north of our Elmendorf office. We keep its homes cooling through the summer and heating through the cold snaps, with repairs, tune-ups and new systems.",
    es: "China Grove es un pueblo pequeño sobre la US 87, al este de San Antonio y a poca distancia al norte de nuestra oficina en Elmendorf. Mantenemos sus casas frescas en el verano y calientitas en los días de frío, con reparaciones, afinaciones y equipos nuevos.",
    seo: [
      "HVAC Company in China Grove, TX | Repair & Install",
      "Empresa de HVAC en China Grove, TX | Reparación",
    ],
  },
  {
    slug: "losoya",
    name: "Losoya",
    zip: "78221",
    variant: "acService",
    en: "Losoya (ZIP 78221) lies on FM 1937 in southeastern Bexar County, a short drive west of our Elmendorf office. We service, repair and replace air conditioners and heating systems there, with emergency help any hour of the day.",
    es: "Losoya (código postal 78221) está sobre la FM 1937, en el sureste del condado de Bexar, a poca distancia al oeste de nuestra oficina en Elmendorf. Ahí damos servicio, reparamos y reemplazamos aires acondicionados y sistemas de calefacción, con ayuda de emergencia a cualquier hora.",
    seo: ["AC Service Losoya TX 78221 | Repair & Tune-Ups", "Servicio de Aire en Losoya, TX 78221"],
  },
  {
    slug: "sayers",
    name: "Sayers",
    zip: "78263",
    variant: "acContractor",
    en: "Sayers (ZIP 78263) sits on US 87 in eastern Bexar County, a short drive north of our Elmendorf office. Homeowners there call us for new AC installations, seasonal maintenance and fast repairs when the heat will not wait.",
    es: "Sayers (código postal 78263) está sobre la US 87, en el este del condado de Bexar, a poca distancia al norte de nuestra oficina en Elmendorf. Los dueños de casa nos llaman para instalar aire acondicionado nuevo, para el mantenimiento de temporada y para reparaciones rápidas cuando el calor no espera.",
    seo: [
      "AC Contractor Sayers TX 78263 | Install & Repair",
      "Contratista de Aire en Sayers, TX 78263",
    ],
  },
  {
    slug: "kicaster",
    name: "Kicaster",
    zip: "78101",
    variant: "hvacService",
    en: "Kicaster (ZIP 78101) is a rural community east of San Antonio, a short drive from our Elmendorf office. When an AC or furnace fails out here, it is a nearby call for us, and we answer it day or night.",
    es: "Kicaster (código postal 78101) es una comunidad rural al este de San Antonio, a poca distancia de nuestra oficina en Elmendorf. Cuando aquí falla el aire o el horno, nos queda cerca, y venimos de día o de noche.",
    seo: [
      "HVAC Service Kicaster TX 78101 | AC & Heating",
      "Servicio de HVAC en Kicaster, TX 78101",
    ],
  },
  {
    slug: "martinez",
    name: "Martinez",
    zip: "78220",
    variant: "hvacRepair",
    en: "Martinez (ZIP 78220) is on the east side of the San Antonio area, north of our Elmendorf office. We repair, maintain and replace AC, heat pump and furnace systems there, and we handle emergency calls 24/7.",
    es: "Martinez (código postal 78220) está del lado este del área de San Antonio, al norte de nuestra oficina en Elmendorf. Ahí reparamos, damos mantenimiento y reemplazamos sistemas de aire, bombas de calor y hornos, y atendemos emergencias las 24 horas.",
    seo: [
      "HVAC Repair Martinez TX 78220 | 24/7 AC & Heat",
      "Reparación de HVAC en Martinez, TX 78220",
    ],
  },
  {
    slug: "saspamco",
    name: "Saspamco",
    zip: "78114",
    variant: "acRepair",
    en: "Saspamco (ZIP 78114) sits just across the Wilson County line from Elmendorf, minutes from our office. That closeness means quick AC repairs in the summer and fast heating help when a norther blows through.",
    es: "Saspamco (código postal 78114) está justo al otro lado de la línea del condado de Wilson, a minutos de nuestra oficina en Elmendorf. Esa cercanía significa reparaciones de aire rápidas en el verano y ayuda pronta con la calefacción cuando entra un norte.",
    seo: ["AC Repair Saspamco TX 78114 | Minutes Away", "Reparación de Aire en Saspamco, TX 78114"],
  },
  {
    slug: "calaveras",
    name: "Calaveras",
    zip: "78114",
    variant: "hvacContractor",
    en: "Calaveras (ZIP 78114) is in the countryside southeast of San Antonio, a short drive from our Elmendorf office. We install, repair and maintain heating and cooling systems for homes and businesses there.",
    es: "Calaveras (código postal 78114) está en el campo al sureste de San Antonio, a poca distancia de nuestra oficina en Elmendorf. Ahí instalamos, reparamos y damos mantenimiento a sistemas de calefacción y aire para casas y negocios.",
    seo: ["HVAC Contractor Calaveras TX 78114", "Contratista de HVAC en Calaveras, TX 78114"],
  },
  {
    slug: "balcones-heights",
    name: "Balcones Heights",
    variant: "hvacCompany",
    en: "Balcones Heights is a small city at I-10 and Loop 410, on San Antonio's northwest side. Homes, apartments and businesses there count on us for AC and heating repair, maintenance and replacement, with emergency service around the clock.",
    es: "Balcones Heights es una ciudad pequeña en el cruce de la I-10 y el Loop 410, en el noroeste de San Antonio. Casas, apartamentos y negocios cuentan con nosotros para reparar, dar mantenimiento y reemplazar su aire y calefacción, con servicio de emergencia a toda hora.",
    seo: [
      "HVAC Company Balcones Heights TX | 24/7 Service",
      "Empresa de HVAC en Balcones Heights, TX",
    ],
  },
  {
    slug: "boldtville",
    name: "Boldtville",
    zip: "78222",
    variant: "acService",
    en: "Boldtville (ZIP 78222) lies east of San Antonio along New Sulphur Springs Road, a short drive from our Elmendorf office. We keep its homes comfortable with AC tune-ups, repairs and new installations, and we come out for emergencies at any hour.",
    es: "Boldtville (código postal 78222) está al este de San Antonio, por la New Sulphur Springs Road, a poca distancia de nuestra oficina en Elmendorf. Mantenemos cómodas sus casas con afinaciones de aire, reparaciones e instalaciones nuevas, y salimos a emergencias a cualquier hora.",
    seo: [
      "AC Service Boldtville TX 78222 | Repair & Install",
      "Servicio de Aire en Boldtville, TX 78222",
    ],
  },
  {
    slug: "sandy-oaks",
    name: "Sandy Oaks",
    zip: "78112",
    variant: "acContractor",
    en: "Sandy Oaks (ZIP 78112) shares Elmendorf's ZIP code and sits just off I-37, our next-door neighbor in southeast Bexar County. We install, repair and maintain AC systems there, usually with a very short drive to your door.",
    es: "Sandy Oaks (código postal 78112) comparte el código postal de Elmendorf y está junto a la I-37; es nuestro vecino en el sureste del condado de Bexar. Ahí instalamos, reparamos y damos mantenimiento a sistemas de aire, casi siempre con un trayecto muy corto hasta su puerta.",
    seo: [
      "AC Contractor Sandy Oaks TX 78112 | Next Door",
      "Contratista de Aire en Sandy Oaks, TX 78112",
    ],
  },
  {
    slug: "floresville",
    name: "Floresville",
    zip: "78114",
    variant: "acRepair",
    home: true,
    en: "Floresville (ZIP 78114), the Wilson County seat, is less than 20 miles southeast of our Elmendorf office by US 181. We repair and replace AC and heating systems for homes and businesses across Floresville and answer emergency calls day and night.",
    es: "Floresville (código postal 78114), la cabecera del condado de Wilson, está a menos de 20 millas al sureste de nuestra oficina en Elmendorf por la US 181. Reparamos y reemplazamos sistemas de aire y calefacción para casas y negocios en todo Floresville y atendemos emergencias de día y de noche.",
    seo: [
      "AC Repair Floresville TX 78114 | 24/7 HVAC",
      "Reparación de Aire en Floresville, TX 78114",
    ],
  },
  {
    slug: "pecan-valley",
    name: "Pecan Valley",
    variant: "hvacService",
    en: "Pecan Valley is an established neighborhood on San Antonio's southeast side, a quick trip up I-37 from our Elmendorf office. We repair and maintain its heating and cooling systems, and when a system is near the end, we help owners weigh one more repair against a high-efficiency replacement.",
    es: "Pecan Valley es un vecindario establecido en el sureste de San Antonio, a unos minutos por la I-37 desde nuestra oficina en Elmendorf. Reparamos y damos mantenimiento a sus sistemas de aire y calefacción, y cuando un equipo ya está por terminar su vida útil, ayudamos a los dueños a decidir entre una reparación más o un reemplazo de alta eficiencia.",
    seo: [
      "HVAC Service Pecan Valley San Antonio TX",
      "Servicio de HVAC en Pecan Valley, San Antonio",
    ],
  },
  {
    slug: "southton",
    name: "Southton",
    zip: "78223",
    variant: "hvacRepair",
    en: "Southton (ZIP 78223) lies off I-37 on San Antonio's far south side, a few minutes up the highway from our Elmendorf office. We repair AC and heating systems there, maintain them before each season and install new ones when it is time.",
    es: "Southton (código postal 78223) está junto a la I-37, en el extremo sur de San Antonio, a unos minutos por la carretera desde nuestra oficina en Elmendorf. Ahí reparamos sistemas de aire y calefacción, les damos mantenimiento antes de cada temporada e instalamos equipos nuevos cuando llega el momento.",
    seo: [
      "HVAC Repair Southton TX 78223 | AC & Heating",
      "Reparación de HVAC en Southton, TX 78223",
    ],
  },
];

export default towns.map((town, index) =>
  seed<ServiceArea>({
    _id: documentIdForPage({ id: "area", slug: town.slug }),
    _type: "serviceArea",
    name: town.name,
    slug: town.slug,
    ...(town.zip ? { zip: town.zip } : {}),
    titleVariant: town.variant,
    order: index + 1,
    showOnHome: town.home ?? false,
    intro: rich(town.en, town.es),
    seo: {
      _type: "seo",
      title: l(...town.seo),
      description: p(
        `${town.name}, TX heating and air conditioning: repair, maintenance and installation by a licensed local contractor. Open 24/7. Call now.`,
        `Aire acondicionado y calefacción en ${town.name}, TX: reparación, mantenimiento e instalación con un contratista local con licencia. 24/7.`,
      ),
    },
  }),
);
