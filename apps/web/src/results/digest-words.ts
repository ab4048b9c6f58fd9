import type { Locale } from "@hvac/routing";

/** The weekly email's words, in the office's language (Business facts). */
export const digestWords = {
  en: {
    subject: (week: string, visits: number, calls: number, requests: number) =>
      `Website results, week of ${week}: ${visits} visits, ${calls} call ${calls === 1 ? "tap" : "taps"}, ${requests} ${requests === 1 ? "request" : "requests"}`,
    intro: (week: string) => `Your website in the week of ${week}, against the week before:`,
    visits: "Visits",
    calls: "Call taps",
    requests: "Requests",
    bookings: "Booked online",
    weekBefore: "week before",
    topPages: "Pages that brought the most (times shown, call taps, requests, booked online):",
    topSources: "Where visits came from (visits, call taps, requests, booked online):",
    languages: "By language (visits, call taps, requests, booked online):",
    funnel: (shown: number, sent: number, booked: number) =>
      `Online booking: open times shown ${shown} ${shown === 1 ? "time" : "times"}, ${sent} sent with a time, ${booked} booked.`,
    language: { en: "English", es: "Spanish" } satisfies Record<Locale, string>,
    nothing: "Nothing counted.",
    spam: (count: number) =>
      count === 0
        ? "No request waits in suspected spam."
        : `${count} ${count === 1 ? "request waits" : "requests wait"} in suspected spam. A real customer can land there (a form filled in very fast, several requests from one office): look them over`,
    evicted: (count: number) => `${count} older suspected spam deleted to make room this week.`,
    reviewStudio: "in the Studio, Leads, Suspected spam.",
    reviewCommand: "with whoever runs the website, who can move one back to the requests.",
    more: (where: string) => `Every table, any number of days: ${where}.`,
    moreStudio: "Results in the Studio",
    moreCommand: "ask whoever runs the website",
    privacy:
      "Counted without cookies: no IP address, no identifier, nothing that follows a person.",
    contactTitle: "How fast requests were answered (from the request to the first contact):",
    emergencies: "Emergencies",
    others: "Other requests",
    contacted: (contacted: number, requests: number, median: string, p90: string) =>
      requests === 0
        ? "none"
        : `${contacted} of ${requests} contacted; half within ${median}, 9 in 10 within ${p90}`,
    callsTitle:
      "Calls to your numbers, by where you give them out (calls, answered, missed, texted back, replied, average talk time):",
    noCalls: "No call to your numbers.",
    noRequests: "No request came in this week.",
    allContacted: "Every request was contacted within an hour.",
    late: (count: number) =>
      count === 1
        ? "1 request was contacted more than an hour after it arrived."
        : `${count} requests were contacted more than an hour after they arrived.`,
    waiting: (count: number) =>
      `Not contacted an hour after they arrived (${count}): call them, then mark them contacted.`,
  },
  es: {
    subject: (week: string, visits: number, calls: number, requests: number) =>
      `Resultados del sitio, semana del ${week}: ${visits} ${visits === 1 ? "visita" : "visitas"}, ${calls} ${calls === 1 ? "toque para llamar" : "toques para llamar"}, ${requests} ${requests === 1 ? "solicitud" : "solicitudes"}`,
    intro: (week: string) =>
      `Su sitio web en la semana del ${week}, comparado con la semana anterior:`,
    visits: "Visitas",
    calls: "Toques para llamar",
    requests: "Solicitudes",
    bookings: "Agendadas en línea",
    weekBefore: "semana anterior",
    topPages:
      "Las páginas que más trajeron (veces que se vio, toques para llamar, solicitudes, agendadas en línea):",
    topSources:
      "De dónde llegaron las visitas (visitas, toques para llamar, solicitudes, agendadas en línea):",
    languages: "Por idioma (visitas, toques para llamar, solicitudes, agendadas en línea):",
    funnel: (shown: number, sent: number, booked: number) =>
      `Citas en línea: los horarios disponibles se vieron ${shown} ${shown === 1 ? "vez" : "veces"}, ${sent} ${sent === 1 ? "solicitud llegó" : "solicitudes llegaron"} con un horario y ${booked} ${booked === 1 ? "quedó agendada" : "quedaron agendadas"}.`,
    language: { en: "Inglés", es: "Español" } satisfies Record<Locale, string>,
    nothing: "No se contó nada.",
    spam: (count: number) =>
      count === 0
        ? "No hay solicitudes en posible spam."
        : `${count} ${count === 1 ? "solicitud espera" : "solicitudes esperan"} en posible spam. Ahí puede caer un cliente real (un formulario llenado muy rápido, varias solicitudes desde una misma oficina): revíselas`,
    evicted: (count: number) =>
      count === 1
        ? "Se borró 1 caso antiguo de posible spam para hacer espacio esta semana."
        : `Se borraron ${count} casos antiguos de posible spam para hacer espacio esta semana.`,
    reviewStudio: "en el Studio, Leads, Suspected spam.",
    reviewCommand: "con quien administra el sitio web, que puede regresar una a las solicitudes.",
    more: (where: string) => `Todas las tablas, para cualquier número de días: ${where}.`,
    moreStudio: "Results en el Studio",
    moreCommand: "pregúntele a quien administra el sitio web",
    privacy:
      "Se cuenta sin cookies: ni direcciones IP ni identificadores, nada que siga a una persona.",
    contactTitle:
      "Qué tan rápido se contestaron las solicitudes (de la solicitud al primer contacto):",
    emergencies: "Emergencias",
    others: "Otras solicitudes",
    contacted: (contacted: number, requests: number, median: string, p90: string) =>
      requests === 0
        ? "ninguna"
        : `${contacted} de ${requests} ${requests === 1 ? "contactada" : "contactadas"}; la mitad en ${median} o menos, 9 de cada 10 en ${p90} o menos`,
    callsTitle:
      "Llamadas a sus números, según dónde los da a conocer (llamadas, contestadas, perdidas, con mensaje de vuelta, respondidas, duración promedio):",
    noCalls: "Ninguna llamada a sus números.",
    noRequests: "No llegó ninguna solicitud esta semana.",
    allContacted: "Todas las solicitudes se contactaron en menos de una hora.",
    late: (count: number) =>
      count === 1
        ? "1 solicitud se contactó más de una hora después de llegar."
        : `${count} solicitudes se contactaron más de una hora después de llegar.`,
    waiting: (count: number) =>
      `Sin contactar una hora después de llegar (${count}): llámeles y luego márquelas como contactadas.`,
  },
} satisfies Record<Locale, unknown>;
