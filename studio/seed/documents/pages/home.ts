import { documentIdForPage, type Faq, type HomePage } from "@hvac/content";
import { hero, iconItem, leadForm, seo } from "../../lib/blocks";
import { seed } from "../../lib/define";
import { illustration, keyed, l, p, ref } from "../../lib/values";

const faqs = [
  seed<Faq>({
    _id: "faq-home-emergency",
    _type: "faq",
    question: l(
      "Do you really answer at night and on weekends?",
      "¿De verdad contestan de noche y en fines de semana?",
    ),
    answer: p(
      "Yes. We offer 24/7 emergency service, every day of the year, holidays included. When your AC quits in a heat wave or your heat goes out in a freeze, a technician typically arrives in 2 to 4 hours.",
      "Sí. Ofrecemos servicio de emergencia 24/7, todos los días del año, incluso en días festivos. Si se le descompone el aire en plena ola de calor o se queda sin calefacción cuando está helando, el técnico normalmente llega en 2 a 4 horas.",
    ),
  }),
  seed<Faq>({
    _id: "faq-home-areas",
    _type: "faq",
    question: l("Which towns do you serve?", "¿En qué pueblos dan servicio?"),
    answer: p(
      "San Antonio and 16 nearby towns in Bexar and Wilson counties, from Windcrest and Balcones Heights to Von Ormy, Floresville and Saspamco. Our office is on I-37 in Elmendorf. If your town is not on our list, call us: we may still reach you.",
      "San Antonio y 16 pueblos cercanos en los condados de Bexar y Wilson, desde Windcrest y Balcones Heights hasta Von Ormy, Floresville y Saspamco. Nuestra oficina está sobre la I-37 en Elmendorf. Si su pueblo no aparece en la lista, llámenos: es posible que sí lleguemos.",
    ),
  }),
  seed<Faq>({
    _id: "faq-home-licensed",
    _type: "faq",
    question: l("Are you licensed and insured?", "¿Tienen licencia y seguro?"),
    answer: p(
      "Yes. We hold a Texas air conditioning and refrigeration contractor license and carry insurance on every job. You will find our license number with our address on this page, and you can look it up with the Texas Department of Licensing and Regulation.",
      "Sí. Tenemos licencia de contratista de aire acondicionado y refrigeración del estado de Texas y seguro en cada trabajo. Nuestro número de licencia aparece junto a nuestra dirección en esta página, y usted puede verificarlo con el Departamento de Licencias y Regulación de Texas (TDLR).",
    ),
  }),
  seed<Faq>({
    _id: "faq-home-brands",
    _type: "faq",
    question: l("Which brands do you work on?", "¿Con qué marcas trabajan?"),
    answer: p(
      "We repair and maintain air conditioners, heat pumps and furnaces of every major brand. For new systems, we are an Elite dealer of one premium brand and also install five other major brands, so we can match the equipment to your home and your budget.",
      "Reparamos y damos mantenimiento a aires acondicionados, bombas de calor y hornos de todas las marcas principales. Para equipos nuevos, somos distribuidor Élite de una marca premium y también instalamos otras cinco marcas principales, así que podemos escoger el equipo que mejor le quede a su casa y a su presupuesto.",
    ),
  }),
  seed<Faq>({
    _id: "faq-home-financing",
    _type: "faq",
    question: l("Do you offer financing?", "¿Ofrecen financiamiento?"),
    answer: p(
      "Yes, financing is available. The current plans will be posted on our Guarantees & Financing page; until then, ask us about them when you call. We give quotes the same day.",
      "Sí, ofrecemos financiamiento. Pronto publicaremos los planes vigentes en nuestra página de Garantías y Financiamiento; mientras tanto, pregúntenos por ellos cuando llame. Le damos su cotización el mismo día.",
    ),
  }),
];

const page = seed<HomePage>({
  _id: documentIdForPage({ id: "home" }),
  _type: "homePage",
  hero: hero(
    l(
      "Heating and Air Conditioning for San Antonio and South Texas",
      "Aire Acondicionado y Calefacción para San Antonio y el Sur de Texas",
    ),
    p(
      "A licensed, local contractor based in Elmendorf. Repairs, tune-ups and new systems for homes and businesses, with 24/7 emergency service.",
      "Un contratista local con licencia, con oficina en Elmendorf. Reparaciones, afinaciones y equipos nuevos para casas y negocios, con servicio de emergencia 24/7.",
    ),
    l("Call Now", "Llame Ahora"),
    illustration(
      "home-comfort.svg",
      "A family home kept cool in summer and warm in winter",
      "Una casa familiar fresca en verano y cálida en invierno",
    ),
  ),
  heroDescription: p(
    "Same-day quotes, a written price before any work starts, and in an emergency a technician at your door in 2 to 4 hours, day or night.",
    "Cotizaciones el mismo día, precio por escrito antes de empezar cualquier trabajo y, en una emergencia, un técnico en su puerta en 2 a 4 horas, de día o de noche.",
  ),
  trust: {
    title: l("Why Our Neighbors Call Us", "Por Qué Nos Llaman Nuestros Vecinos"),
    text: p(
      "We are a minority- and women-owned contractor with a state license, a warranty on every job and a phone that is answered around the clock.",
      "Somos una empresa local propiedad de minorías y mujeres, con licencia estatal, garantía en cada trabajo y un teléfono que se contesta a toda hora.",
    ),
    badges: keyed("badge", [
      iconItem(
        "shield",
        l("Licensed & Insured", "Con Licencia y Seguro"),
        p(
          "A Texas-licensed air conditioning and refrigeration contractor, insured on every job.",
          "Contratista de aire acondicionado y refrigeración con licencia de Texas y seguro en cada trabajo.",
        ),
      ),
      iconItem(
        "clock",
        l("Open 24/7", "Abiertos 24/7"),
        p(
          "Emergency service every day of the year, nights and holidays included.",
          "Servicio de emergencia todos los días del año, incluso de noche y en días festivos.",
        ),
      ),
      iconItem(
        "dollar",
        l("Same-Day Quotes", "Cotización el Mismo Día"),
        p(
          "A written price before any work starts, so the bill holds no surprises.",
          "Le damos el precio por escrito antes de empezar, para que la factura no traiga sorpresas.",
        ),
      ),
      iconItem(
        "award",
        l("Guaranteed Work", "Trabajo Garantizado"),
        p(
          "90 days on repair labor, 1 year on installation labor, and the manufacturer's warranty on parts.",
          "90 días de garantía en la mano de obra de reparaciones, 1 año en la de instalaciones y la garantía del fabricante en las piezas.",
        ),
      ),
    ]),
    form: leadForm(
      l("Request Service", "Solicite Servicio"),
      p(
        "Tell us what you need and where. We'll get back to you within 24 hours. For an emergency, call us instead: it's faster.",
        "Díganos qué necesita y dónde. Le respondemos en menos de 24 horas. Si es una emergencia, mejor llámenos: es más rápido.",
      ),
      l("Request Service", "Solicitar Servicio"),
      p(
        "Thank you! We'll contact you within 24 hours to schedule your service.",
        "¡Gracias! Nos comunicaremos con usted en menos de 24 horas para agendar su servicio.",
      ),
    ),
  },
  services: {
    title: l("Our Services", "Nuestros Servicios"),
    text: p(
      "Cooling, heating and specialty work for homes and businesses, all from one licensed team.",
      "Aire acondicionado, calefacción y servicios especializados para casas y negocios, todo con un solo equipo con licencia.",
    ),
    groups: keyed("group", [
      {
        _type: "homeServiceGroup" as const,
        hub: "acHub" as const,
        icon: "snowflake" as const,
        title: l("Air Conditioning", "Aire Acondicionado"),
        text: p(
          "Repairs, new systems, tune-ups and heat pumps, ready for 100-degree summers.",
          "Reparaciones, equipos nuevos, afinaciones y bombas de calor, listos para veranos de 100 grados.",
        ),
        linkText: l("View All AC Services", "Ver Todos los Servicios de Aire"),
      },
      {
        _type: "homeServiceGroup" as const,
        hub: "heatingHub" as const,
        icon: "flame" as const,
        title: l("Heating", "Calefacción"),
        text: p(
          "Furnace repair, new heating systems and safety checks before the first cold front.",
          "Reparación de hornos, sistemas nuevos de calefacción y revisiones de seguridad antes del primer norte.",
        ),
        linkText: l("View All Heating Services", "Ver Todos los Servicios de Calefacción"),
      },
      {
        _type: "homeServiceGroup" as const,
        hub: "otherHub" as const,
        icon: "building" as const,
        title: l("Specialty Services", "Servicios Especializados"),
        text: p(
          "Commercial refrigeration, duct cleaning, indoor air quality, thermostats and ductless systems.",
          "Refrigeración comercial, limpieza de ductos, calidad del aire interior, termostatos y minisplits.",
        ),
        linkText: l("View All Specialty Services", "Ver Todos los Servicios Especializados"),
      },
    ]),
  },
  areas: {
    title: l("Serving San Antonio and Nearby Towns", "Servimos a San Antonio y Pueblos Cercanos"),
    text: p(
      "From our office on I-37 in Elmendorf, we cover San Antonio and 16 nearby towns in Bexar and Wilson counties.",
      "Desde nuestra oficina sobre la I-37 en Elmendorf, damos servicio en San Antonio y 16 pueblos cercanos de los condados de Bexar y Wilson.",
    ),
    linkText: l("View All Service Areas", "Ver Todas las Áreas de Servicio"),
  },
  reviews: {
    title: l("What Our Customers Say", "Lo que Dicen Nuestros Clientes"),
    text: p(
      "Reviews from the homeowners and businesses we have served. Read what they say, then call and see for yourself.",
      "Opiniones de las familias y los negocios que hemos atendido. Lea lo que dicen y después llámenos para comprobarlo usted mismo.",
    ),
  },
  about: {
    title: l(
      "Local, Licensed and Here When You Need Us",
      "De Aquí, con Licencia y Listos Cuando Nos Necesite",
    ),
    text: p(
      "We are a minority- and women-owned heating and air conditioning contractor based on I-37 in Elmendorf. We repair, maintain and install systems of every major brand, and we are an Elite dealer of one premium equipment brand.",
      "Somos un contratista de aire acondicionado y calefacción propiedad de minorías y mujeres, con oficina sobre la I-37 en Elmendorf. Reparamos, damos mantenimiento e instalamos equipos de todas las marcas principales, y somos distribuidor Élite de una marca premium.",
    ),
    credentials: keyed("credential", [
      iconItem(
        "shield",
        l("Licensed", "Con Licencia"),
        p(
          "Licensed by the State of Texas for air conditioning and refrigeration work.",
          "Con licencia del estado de Texas para trabajos de aire acondicionado y refrigeración.",
        ),
      ),
      iconItem(
        "check",
        l("Insured", "Asegurados"),
        p(
          "Insured on every job, so your home or business is protected while we work.",
          "Tenemos seguro en cada trabajo, para que su casa o negocio esté protegido mientras trabajamos.",
        ),
      ),
      iconItem(
        "award",
        l("Certified", "Certificados"),
        p(
          "A certified Elite dealer of a premium equipment brand, with technicians trained on the systems we install.",
          "Distribuidor Élite certificado de una marca premium, con técnicos capacitados en los equipos que instalamos.",
        ),
      ),
      iconItem(
        "clock",
        l("24/7 Emergency", "Emergencias 24/7"),
        p(
          "A technician on call every hour of every day, typically at your door in 2 to 4 hours.",
          "Un técnico de guardia a toda hora, todos los días; normalmente llega a su puerta en 2 a 4 horas.",
        ),
      ),
    ]),
    linkText: l("Learn More About Us", "Conozca Más sobre Nosotros"),
  },
  faq: {
    title: l("Frequently Asked Questions", "Preguntas Frecuentes"),
    faqs: faqs.map((faq) => ref(faq._id, faq._id)),
  },
  map: {
    title: l("Find Our Elmendorf Office", "Encuentre Nuestra Oficina en Elmendorf"),
    text: p(
      "We are on I-37 in Elmendorf, southeast of downtown San Antonio. Our phones are answered 24 hours a day, 7 days a week.",
      "Estamos sobre la I-37 en Elmendorf, al sureste del centro de San Antonio. Contestamos el teléfono las 24 horas, los 7 días de la semana.",
    ),
  },
  seo: seo(
    l(
      "Heating & Air Conditioning San Antonio | 24/7 Service",
      "Aire Acondicionado y Calefacción en San Antonio | 24/7",
    ),
    p(
      "Licensed HVAC contractor in Elmendorf serving San Antonio and 16 nearby towns. AC and heating repair, installation and tune-ups, 24/7. Same-day quotes.",
      "Contratista de HVAC con licencia en Elmendorf. Reparación, instalación y mantenimiento de aire y calefacción en San Antonio y 16 pueblos, 24/7.",
    ),
  ),
});

export default [page, ...faqs];
