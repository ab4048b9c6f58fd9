import { documentIdForPage, type EmergencyPage } from "@hvac/content";
import { bulletItem, callBand, hero, iconItem, leadForm, seo } from "../../lib/blocks";
import { seed } from "../../lib/define";
import { illustration, keyed, l, p } from "../../lib/values";

export default seed<EmergencyPage>({
  _id: documentIdForPage({ id: "emergency" }),
  _type: "emergencyPage",
  hero: hero(
    l(
      "{hoursShort} Emergency Heating and AC Service",
      "Servicio de emergencia de aire y calefacción {hoursShort}",
    ),
    p(
      "No cooling in a heat wave, no heat in a freeze, a cooler that will not hold temperature: call us, we answer {hoursShort}. A technician typically arrives {arrivalPromise}.",
      "Sin aire en plena ola de calor, sin calefacción cuando está helando o con un cuarto frío que no mantiene la temperatura: llámenos, contestamos {hoursShort}. El técnico normalmente llega {arrivalPromise}.",
    ),
    l("Call for Emergency Service", "Llame por una emergencia"),
    illustration(
      "emergency-night.svg",
      "A service van arriving at a house at night",
      "Una camioneta de servicio llegando a una casa de noche",
    ),
  ),
  // Seven signs, most urgent first.
  whenToCall: {
    title: l("When to Call for Emergency Service", "Cuándo llamar por una emergencia"),
    items: keyed("sign", [
      bulletItem(
        l(
          "Your air conditioning stops working in extreme heat",
          "Su aire acondicionado deja de funcionar con un calor extremo",
        ),
      ),
      bulletItem(
        l(
          "Your heating fails in freezing weather",
          "La calefacción falla cuando está helando afuera",
        ),
      ),
      bulletItem(
        l(
          "You smell gas or an unusual odor from your system",
          "Huele a gas o sale un olor extraño de su equipo",
        ),
      ),
      bulletItem(
        l(
          "Your system makes loud or unusual noises",
          "Su equipo hace ruidos fuertes o fuera de lo normal",
        ),
      ),
      bulletItem(
        l("Water is leaking from your AC", "Su aire acondicionado está goteando o tirando agua"),
      ),
      bulletItem(l("Your thermostat does not respond", "El termostato no responde")),
      bulletItem(
        l(
          "Your commercial refrigeration has failed",
          "Su refrigeración comercial dejó de funcionar",
        ),
      ),
    ]),
  },
  // The five steps, in the order they happen.
  steps: {
    title: l("What to Expect When You Call", "Lo que pasa cuando nos llama"),
    items: keyed("step", [
      iconItem(
        "phone",
        l("You Call Us", "Usted nos llama"),
        p(
          "We answer day or night. Tell us what is happening and where you are.",
          "Contestamos de día o de noche. Díganos qué está pasando y dónde se encuentra.",
        ),
      ),
      iconItem(
        "truck",
        l("Immediate Dispatch", "Enviamos a un técnico de inmediato"),
        p(
          "We send the nearest available technician right away. The technician typically arrives {arrivalPromise}.",
          "Mandamos de inmediato al técnico disponible más cercano. Normalmente llega {arrivalPromise}.",
        ),
      ),
      iconItem(
        "gauge",
        l("Diagnosis", "Diagnóstico"),
        p(
          "The technician finds the cause and checks that the whole system is safe to run.",
          "El técnico encuentra la causa y revisa que todo el sistema funcione de forma segura.",
        ),
      ),
      iconItem(
        "dollar",
        l("A Clear Estimate Before Work", "Cotización clara antes de trabajar"),
        p(
          "You get a written price before any work begins. Nothing is done without your OK.",
          "Usted recibe un precio por escrito antes de empezar. No hacemos nada sin su autorización.",
        ),
      ),
      iconItem(
        "wrench",
        l("The Repair", "La reparación"),
        p(
          "We make the repair, test the system and make sure you are comfortable and safe before we leave.",
          "Hacemos la reparación, probamos el equipo y nos aseguramos de que usted quede cómodo y seguro antes de irnos.",
        ),
      ),
    ]),
  },
  callBand: callBand(
    l("Emergency? Call Now.", "¿Tiene una emergencia? Llame ahora."),
    p(
      "If you smell gas, leave the building first and call your gas company or 911 from outside. For anything else, call us and we are on our way.",
      "Si huele a gas, primero salga del edificio y llame a su compañía de gas o al 911 desde afuera. Para todo lo demás, llámenos y vamos en camino.",
    ),
    l("Call for Emergency Service", "Llame por una emergencia"),
    { emergency: true },
  ),
  form: leadForm(
    l(
      "Can't Call Right Now? Send an Emergency Request",
      "¿No puede llamar ahora? Envíe una solicitud de emergencia",
    ),
    p(
      "We page the technician on call the moment it arrives, day or night. Calling is still the fastest way to get help.",
      "Avisamos al técnico de guardia en cuanto nos llega su solicitud, de día o de noche. Llamar sigue siendo la forma más rápida de recibir ayuda.",
    ),
    l("Send Emergency Request", "Enviar solicitud de emergencia"),
    p(
      "Thank you! We'll contact you {responsePromise} to schedule your service.",
      "¡Gracias! Nos comunicaremos con usted {responsePromise} para agendar su servicio.",
    ),
  ),
  seo: seo(
    l(
      "{hoursShort} Emergency HVAC Service | San Antonio & {officeTown}",
      "Servicio de emergencia {hoursShort} | aire y calefacción",
    ),
    p(
      "AC or heat out? Call us {hoursShort}. A technician typically arrives {arrivalPromise}, with a written price before any work.",
      "¿Sin aire o sin calefacción? Llámenos {hoursShort}. Un técnico llega normalmente {arrivalPromise}, con precio por escrito.",
    ),
  ),
});
