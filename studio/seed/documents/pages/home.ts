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
      "Yes. We offer {hoursShort} emergency service, every day of the year, holidays included. When your AC quits in a heat wave or your heat goes out in a freeze, a technician typically arrives {arrivalPromise}.",
      "Sí. Ofrecemos servicio de emergencia {hoursShort}, todos los días del año, incluso en días festivos. Si se le descompone el aire en plena ola de calor o se queda sin calefacción cuando está helando, el técnico normalmente llega {arrivalPromise}.",
    ),
  }),
  seed<Faq>({
    _id: "faq-home-areas",
    _type: "faq",
    question: l("Which towns do you serve?", "¿En qué comunidades dan servicio?"),
    answer: p(
      "San Antonio and {nearbyTownCount} nearby towns in Bexar and Wilson counties, from Windcrest and Balcones Heights to Von Ormy, Floresville and Saspamco. Our office is at {address}. If your town is not on our list, call us: we may still reach you.",
      "San Antonio y {nearbyTownCount} comunidades cercanas en los condados de Bexar y Wilson, desde Windcrest y Balcones Heights hasta Von Ormy, Floresville y Saspamco. Nuestra oficina está en {address}. Si su comunidad no aparece en la lista, llámenos: es posible que sí lleguemos.",
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
      "We repair and maintain air conditioners, heat pumps and furnaces of every major brand. For new systems, we are an authorized {dealerStatus} for {dealerBrand} and also install {otherBrands}, so we can match the equipment to your home and your budget.",
      "Reparamos y damos mantenimiento a aires acondicionados, bombas de calor y hornos de todas las marcas principales. Para equipos nuevos, somos {dealerStatus} autorizado de {dealerBrand} y también instalamos {otherBrands}, así que podemos escoger el equipo que mejor le quede a su casa y a su presupuesto.",
    ),
  }),
  seed<Faq>({
    _id: "faq-home-financing",
    _type: "faq",
    question: l("Do you offer financing?", "¿Ofrecen financiamiento?"),
    answer: p(
      "Yes, financing is available. The current plans will be posted on our Guarantees & Financing page; until then, ask us about them when you call. We give {quotePromise}.",
      "Sí, ofrecemos financiamiento. Pronto publicaremos los planes vigentes en nuestra página de garantías y financiamiento; mientras tanto, pregúntenos por ellos cuando llame. Damos {quotePromise}.",
    ),
  }),
];

const page = seed<HomePage>({
  _id: documentIdForPage({ id: "home" }),
  _type: "homePage",
  hero: hero(
    l(
      "Heating and Air Conditioning for San Antonio and South Texas",
      "Aire acondicionado y calefacción para San Antonio y el sur de Texas",
    ),
    p(
      "A licensed, local contractor based in {officeTown}. Repairs, tune-ups and new systems for homes and businesses, with {hoursShort} emergency service.",
      "Un contratista local con licencia, con oficina en {officeTown}. Reparaciones, afinaciones y equipos nuevos para casas y negocios, con servicio de emergencia {hoursShort}.",
    ),
    l("Call Now", "Llame ahora"),
    illustration(
      "home-comfort.svg",
      "A family home kept cool in summer and warm in winter",
      "Una casa familiar fresca en verano y cálida en invierno",
    ),
  ),
  heroDescription: p(
    "{quotePromise}, a written price before any work starts, and in an emergency a technician typically at your door {arrivalPromise}, day or night.",
    "{quotePromise}, precio por escrito antes de empezar cualquier trabajo y, en una emergencia, un técnico que normalmente llega a su puerta {arrivalPromise}, de día o de noche.",
  ),
  trust: {
    title: l("Why Our Neighbors Call Us", "Por qué nos llaman nuestros vecinos"),
    text: p(
      "We are a {ownership} contractor with a Texas contractor license, a written labor warranty on repairs and installations, and a phone that is answered around the clock.",
      "Somos una empresa local {ownership}, con licencia de contratista de Texas, garantía por escrito en la mano de obra de reparaciones e instalaciones y un teléfono que se contesta a toda hora.",
    ),
    badges: keyed("badge", [
      iconItem(
        "shield",
        l("Licensed & Insured", "Con licencia y asegurados"),
        p(
          "A Texas-licensed air conditioning and refrigeration contractor, insured on every job.",
          "Contratista de aire acondicionado y refrigeración con licencia de Texas y con seguro en cada trabajo.",
        ),
      ),
      iconItem(
        "clock",
        l("Open {hoursShort}", "Abiertos {hoursShort}"),
        p(
          "Emergency service every day of the year, nights and holidays included.",
          "Servicio de emergencia todos los días del año, incluso de noche y en días festivos.",
        ),
      ),
      iconItem(
        "dollar",
        l("Written Prices", "Precios por escrito"),
        p(
          "{quotePromise} and a written price before any work starts, so the bill holds no surprises.",
          "{quotePromise} y el precio por escrito antes de empezar, para que la factura no traiga sorpresas.",
        ),
      ),
      iconItem(
        "award",
        l("Guaranteed Work", "Trabajo garantizado"),
        p(
          "90 days on repair labor, 1 year on installation labor, and the manufacturer's warranty on parts.",
          "90 días de garantía en la mano de obra de reparaciones, 1 año en la de instalaciones y la garantía del fabricante en las piezas.",
        ),
      ),
    ]),
    form: leadForm(
      l("Request Service", "Solicite servicio"),
      p(
        "Tell us what you need and where. We'll get back to you {responsePromise}. For an emergency, call us instead: it's faster.",
        "Díganos qué necesita y dónde. Le respondemos {responsePromise}. Si es una emergencia, mejor llámenos: es más rápido.",
      ),
      l("Request Service", "Solicitar servicio"),
      p(
        "Thank you! We'll contact you {responsePromise} to schedule your service.",
        "¡Gracias! Nos comunicaremos con usted {responsePromise} para agendar su servicio.",
      ),
    ),
  },
  services: {
    title: l("Our Services", "Nuestros servicios"),
    text: p(
      "Cooling, heating and specialty work for homes and businesses, all from one licensed company.",
      "Aire acondicionado, calefacción y servicios especializados para casas y negocios, todo con una sola empresa con licencia.",
    ),
    groups: keyed("group", [
      {
        _type: "homeServiceGroup" as const,
        hub: "acHub" as const,
        icon: "snowflake" as const,
        title: l("Air Conditioning", "Aire acondicionado"),
        text: p(
          "Repairs, new systems, tune-ups and heat pumps, ready for 100-degree summers.",
          "Reparaciones, equipos nuevos, afinaciones y bombas de calor, listos para veranos de 100 grados.",
        ),
        linkText: l("View All AC Services", "Ver todos los servicios de aire"),
      },
      {
        _type: "homeServiceGroup" as const,
        hub: "heatingHub" as const,
        icon: "flame" as const,
        title: l("Heating", "Calefacción"),
        text: p(
          "Furnace repair, new heating systems and safety checks before the first cold front.",
          "Reparación de calefacción (hornos), sistemas nuevos y revisiones de seguridad antes del primer norte.",
        ),
        linkText: l("View All Heating Services", "Ver todos los servicios de calefacción"),
      },
      {
        _type: "homeServiceGroup" as const,
        hub: "otherHub" as const,
        icon: "building" as const,
        title: l("Specialty Services", "Servicios especializados"),
        text: p(
          "Commercial refrigeration, duct cleaning, indoor air quality, thermostats and ductless systems.",
          "Refrigeración comercial, limpieza de ductos, calidad del aire interior, termostatos y minisplits.",
        ),
        linkText: l("View All Specialty Services", "Ver todos los servicios especializados"),
      },
    ]),
  },
  areas: {
    title: l("Serving San Antonio and Nearby Towns", "Servimos a San Antonio y sus alrededores"),
    text: p(
      "From our office at {address}, we cover San Antonio and {nearbyTownCount} nearby towns in Bexar and Wilson counties.",
      "Desde nuestra oficina en {address}, damos servicio en San Antonio y {nearbyTownCount} comunidades cercanas de los condados de Bexar y Wilson.",
    ),
    linkText: l("View All Service Areas", "Ver todas las áreas de servicio"),
  },
  reviews: {
    title: l("What Our Customers Say", "Lo que dicen nuestros clientes"),
    text: p(
      "Reviews from the homeowners and businesses we have served. Read what they say, then call and see for yourself.",
      "Opiniones de las familias y los negocios que hemos atendido. Lea lo que dicen y después llámenos para comprobarlo usted mismo.",
    ),
  },
  about: {
    title: l(
      "Local, Licensed and Here When You Need Us",
      "De aquí, con licencia y listos cuando nos necesite",
    ),
    text: p(
      "We are a {ownership} heating and air conditioning contractor, with our office at {address}. We repair, maintain and install systems of every major brand, and we are an authorized {dealerStatus} for {dealerBrand}.",
      "Somos una empresa de aire acondicionado y calefacción {ownership}, con oficina en {address}. Reparamos, damos mantenimiento e instalamos equipos de todas las marcas principales, y somos {dealerStatus} autorizado de {dealerBrand}.",
    ),
    credentials: keyed("credential", [
      iconItem(
        "shield",
        l("Licensed", "Con licencia"),
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
          "A certified {dealerStatus} for {dealerBrand}, with technicians trained on the systems we install.",
          "{dealerStatus} certificado de {dealerBrand}, con técnicos capacitados en los equipos que instalamos.",
        ),
      ),
      iconItem(
        "clock",
        l("{hoursShort} Emergency", "Emergencias {hoursShort}"),
        p(
          "A technician on call every hour of every day, typically at your door {arrivalPromise}.",
          "Un técnico de guardia a toda hora, todos los días; normalmente llega a su puerta {arrivalPromise}.",
        ),
      ),
    ]),
    linkText: l("Learn More About Us", "Conózcanos"),
  },
  faq: {
    title: l("Frequently Asked Questions", "Preguntas frecuentes"),
    faqs: faqs.map((faq) => ref(faq._id, faq._id)),
  },
  map: {
    title: l("Find Our {officeTown} Office", "Encuentre nuestra oficina en {officeTown}"),
    text: p(
      "Our office is at {address}. {hoursText}.",
      "Nuestra oficina está en {address}. {hoursText}.",
    ),
  },
  seo: seo(
    l(
      "Heating & Air Conditioning San Antonio | {hoursShort} Service",
      "Aire acondicionado y calefacción en San Antonio | {hoursShort}",
    ),
    p(
      "Licensed HVAC contractor in {officeTown} serving San Antonio and {nearbyTownCount} nearby towns. AC and heating repair, installation and tune-ups, {hoursShort}. {quotePromise}.",
      "Contratista de aire y calefacción con licencia en {officeTown}: reparación, instalación y mantenimiento {hoursShort} en San Antonio y {nearbyTownCount} comunidades. {quotePromise}.",
    ),
  ),
});

export default [page, ...faqs];
