import { type AboutPage, documentIdForPage } from "@hvac/content";
import { callBand, hero, iconItem, seo, textSection } from "../../lib/blocks";
import { seed } from "../../lib/define";
import { illustration, keyed, l, p, rich } from "../../lib/values";

export default seed<AboutPage>({
  _id: documentIdForPage({ id: "about" }),
  _type: "aboutPage",
  hero: hero(
    l(
      "A Local Heating and Air Team from {officeTown}",
      "Una empresa de aire y calefacción de aquí, de {officeTown}",
    ),
    p(
      "{ownership}, licensed and insured, and answering calls across San Antonio and South Texas {hoursShort}.",
      "Una empresa {ownership}, con licencia y asegurada, que contesta llamadas de San Antonio y el sur de Texas {hoursShort}.",
    ),
    l("Call Our Team", "Llámenos"),
    // A raster picture (the van illustration rendered to WebP), so every build
    // exercises the photo pipeline.
    illustration(
      "service-van.webp",
      "A service van ready to head out to a call",
      "Una camioneta de servicio lista para salir a una llamada",
    ),
  ),
  // The owners write the story; until then the page says so plainly.
  story: textSection(
    l("Our Story", "Nuestra historia"),
    rich(
      `Our full story is on its way: the owners are putting it into their own words, from how the business started to why they chose to serve this corner of South Texas.

Until then, here is what they want you to know: you get a written price before any work starts, our repairs and installations carry a written labor warranty, we work under Texas license {licence}, and someone answers the phone day and night.

*Story to be supplied by the owners.*`,
      `Muy pronto compartiremos nuestra historia completa: los dueños la están escribiendo con sus propias palabras, desde cómo empezó el negocio hasta por qué decidieron servir a esta parte del sur de Texas.

Mientras tanto, esto es lo que quieren que usted sepa: le damos el precio por escrito antes de empezar cualquier trabajo, nuestras reparaciones e instalaciones tienen garantía por escrito en la mano de obra, trabajamos bajo la licencia de Texas {licence} y siempre hay alguien que contesta el teléfono, de día y de noche.

*Historia pendiente: la escribirán los dueños.*`,
    ),
    "heart",
  ),
  licence: {
    title: l("Licensed by the State of Texas", "Con licencia del estado de Texas"),
    text: p(
      "Texas requires every air conditioning and refrigeration contractor to hold a state license. Our technicians are registered or certified with the state and work under our license, and you can look up our number with the Texas Department of Licensing and Regulation before you hire us.",
      "Texas exige que todo contratista de aire acondicionado y refrigeración tenga licencia estatal. Nuestros técnicos están registrados o certificados ante el estado y trabajan bajo nuestra licencia, y usted puede verificar nuestro número con el Departamento de Licencias y Regulación de Texas (TDLR) antes de contratarnos.",
    ),
  },
  values: {
    title: l("What We Stand For", "Nuestros valores"),
    items: keyed("value", [
      iconItem(
        "users",
        l("Who We Are", "Quiénes somos"),
        p(
          "A {ownership} business, proud to serve the South Texas communities we call home.",
          "Una empresa {ownership}, orgullosa de servir a las comunidades del sur de Texas donde vivimos.",
        ),
      ),
      iconItem(
        "home",
        l("Community First", "Primero la comunidad"),
        p(
          "Our customers are our neighbors. They get straight answers, fair prices and help {hoursShort}, the way we would want it for our own families.",
          "Nuestros clientes son nuestros vecinos. Reciben respuestas claras, precios justos y ayuda {hoursShort}, como lo querríamos para nuestra propia familia.",
        ),
      ),
      iconItem(
        "shield",
        l("Quality Guaranteed", "Calidad garantizada"),
        p(
          "Every repair carries a 90-day labor warranty and every installation a 1-year labor warranty. If something is not right, we come back.",
          "Cada reparación tiene 90 días de garantía en la mano de obra y cada instalación, 1 año. Si algo no quedó bien, regresamos.",
        ),
      ),
      iconItem(
        "wrench",
        l("Expert Technicians", "Técnicos expertos"),
        p(
          "Trained technicians who find the real cause, explain it in plain words and give you a written price before they start.",
          "Técnicos capacitados que encuentran la causa real, se la explican en palabras sencillas y le dan un precio por escrito antes de empezar.",
        ),
      ),
    ]),
  },
  callBand: callBand(
    l("Ready When You Need Us", "Listos cuando nos necesite"),
    p(
      "Call for a repair, a tune-up or a quote on a new system: we give {quotePromise}. We answer {hoursShort}.",
      "Llame para una reparación, una afinación o una cotización para un equipo nuevo: damos {quotePromise}. Contestamos {hoursShort}.",
    ),
    l("Call Us Today", "Llámenos hoy"),
  ),
  seo: seo(
    l(
      "About Us | Local HVAC Contractor in {officeTown}, TX",
      "Acerca de nosotros | aire y calefacción en {officeTown}, TX",
    ),
    p(
      "A {ownership}, licensed and insured heating and air conditioning contractor in {officeTown}, serving San Antonio {hoursShort}.",
      "Empresa de aire y calefacción en {officeTown}, {ownership}, con licencia y asegurada. Servicio {hoursShort} en San Antonio.",
    ),
  ),
});
