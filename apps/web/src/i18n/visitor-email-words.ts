import type { SameShape } from "./same-shape";

/**
 * The emails a visitor gets, in the language of the page they wrote from:
 * the confirmation of a request or booking, the reminder the day before a
 * visit, the notice of a visit moved or cancelled, and the review request.
 * The office's own emails are in English, written where they are composed
 * (outbound/office-email.ts and its neighbours).
 */
const en = {
  /**
   * The confirmation a visitor gets after sending a request or booking
   * (outbound/confirmation-email.ts). Its greeting, reference and manage line are
   * every visitor email's.
   */
  confirmationEmail: {
    subject: "We received your request {reference}",
    greeting: "Hello {name},",
    greetingWithoutName: "Hello,",
    received: "Thank you for writing to {business}. We received your service request.",
    emergency:
      "You told us it is an emergency. For the fastest help, call us now at {phone}. If you can't, we'll call you back {callbackPromise}.",
    usual:
      "What happens next: we'll contact you {responsePromise} to confirm the details and a time. If you need us sooner, call {phone}.",
    reference: "Your request's reference: {reference}",
    notYou: "If you did not send this request, you can ignore this email.",
    bookedSubject: "Visit booked: {day}, arrival window {time} ({reference})",
    /** What happens next for a visit booked online: booked, or why no time is booked yet. */
    visit: {
      booked:
        "Your visit is booked for {day}. A technician is scheduled to arrive between {start} and {end}; if we're running late, we'll call you. The calendar file attached adds it to your calendar.",
      taken:
        "The time you picked, {day}, {time}, was taken just before you, so no time is booked yet. We'll call you {responsePromise} to set one. If you need us sooner, call {phone}.",
      closed:
        "The time you picked, {day}, {time}, was no longer open, so no time is booked yet. We'll call you {responsePromise} to set one. If you need us sooner, call {phone}.",
      outside:
        "ZIP code {zip} is outside the towns where we book visits online, so no time is booked. We'll call you {responsePromise} to talk it over. If you need us sooner, call {phone}.",
      confirm:
        "You asked for {day} ({time}). It isn't booked yet: we'll call you {responsePromise} to confirm the time. If you need us sooner, call {phone}.",
    },
    notYouBooked:
      "If you did not book this visit, someone may have typed your email address by mistake: call us at {phone} and we'll sort it out.",
    /** In each email of a visit with a place: the link to "Manage my visit". */
    manageLine:
      "To move or cancel your visit at no charge, until its arrival window starts: {link}",
  },
  /** The email the day before a visit booked online. */
  visitReminder: {
    subject: "Reminder: your visit tomorrow ({reference})",
    text: "This is a reminder from {business}: your visit is tomorrow, {day}. A technician is scheduled to arrive between {start} and {end}.",
    call: "Questions, or a change at the last minute? Call us at {phone}.",
  },
  /** The email telling a visitor the office moved or cancelled their visit. */
  visitNotice: {
    movedSubject: "New time for your visit: {day}, arrival {time} ({reference})",
    moved:
      "{business} moved your visit to {day}. A technician is scheduled to arrive between {start} and {end}; if we're running late, we'll call you.",
    movedByYou:
      "You moved your visit to {day}. A technician is scheduled to arrive between {start} and {end}, and your earlier time is free again.",
    movedCalendar: "The calendar file attached updates the visit in your calendar.",
    cancelledSubject: "Your visit is cancelled ({reference})",
    cancelled:
      "{business} cancelled your visit of {day} ({time}). To set another time, call us at {phone} or book online: {link}",
    cancelledByYou:
      "You cancelled your visit of {day} ({time}), at no charge: no technician will come. To book another, call us at {phone} or book online: {link}",
    cancelledCalendar: "The calendar file attached takes the visit off your calendar.",
    notYou: "If you did not make this change, call us at {phone}.",
  },
  /** The one email asking a customer for a review, after the visit. */
  reviewRequest: {
    subject: "How did we do? A minute for {business}",
    thanks: "Thank you for choosing {business}.",
    ask: "If you have a minute, tell your neighbors how it went with a review on Google:",
    call: "Anything about the work we should fix? Call us at {phone}.",
  },
};

const es: SameShape<typeof en> = {
  confirmationEmail: {
    subject: "Recibimos su solicitud {reference}",
    greeting: "Hola, {name}:",
    greetingWithoutName: "Hola:",
    received: "Gracias por escribir a {business}. Recibimos su solicitud de servicio.",
    emergency:
      "Nos dijo que es una emergencia. Para recibir ayuda más rápido, llámenos ahora al {phone}. Si no puede, le llamamos {callbackPromise}.",
    usual:
      "Lo que sigue: nos comunicaremos con usted {responsePromise} para confirmar los detalles y la hora. Si nos necesita antes, llame al {phone}.",
    reference: "Número de referencia de su solicitud: {reference}",
    notYou: "Si usted no envió esta solicitud, puede ignorar este correo.",
    bookedSubject: "Visita agendada: {day}, horario de llegada {time} ({reference})",
    visit: {
      booked:
        "Su visita quedó agendada para el {day}. El técnico está programado para llegar entre {start} y {end}; si vamos con retraso, le llamamos. Con el archivo de calendario adjunto la puede agregar a su calendario.",
      taken:
        "El horario que eligió, {day}, {time}, se ocupó justo antes que usted, así que todavía no hay horario agendado. Le llamaremos {responsePromise} para acordar uno. Si nos necesita antes, llame al {phone}.",
      closed:
        "El horario que eligió, {day}, {time}, ya no estaba disponible, así que todavía no hay horario agendado. Le llamaremos {responsePromise} para acordar uno. Si nos necesita antes, llame al {phone}.",
      outside:
        "El código postal {zip} está fuera de las comunidades donde agendamos visitas en línea, así que no hay horario agendado. Le llamaremos {responsePromise} para platicarlo. Si nos necesita antes, llame al {phone}.",
      confirm:
        "Pidió el {day} ({time}). Todavía no está agendada: le llamaremos {responsePromise} para confirmar el horario. Si nos necesita antes, llame al {phone}.",
    },
    notYouBooked:
      "Si usted no agendó esta visita, puede que alguien haya escrito su correo por error: llámenos al {phone} y lo resolvemos.",
    manageLine:
      "Para cambiar o cancelar su visita sin costo, hasta que empiece su horario de llegada: {link}",
  },
  visitReminder: {
    subject: "Recordatorio: su visita es mañana ({reference})",
    text: "Le recordamos de parte de {business} que su visita es mañana, {day}. El técnico está programado para llegar entre {start} y {end}.",
    call: "¿Preguntas o algún cambio de último momento? Llámenos al {phone}.",
  },
  visitNotice: {
    movedSubject: "Nuevo horario de su visita: {day}, llegada {time} ({reference})",
    moved:
      "{business} cambió su visita al {day}. El técnico está programado para llegar entre {start} y {end}; si vamos con retraso, le llamamos.",
    movedByYou:
      "Cambió su visita al {day}. El técnico está programado para llegar entre {start} y {end}, y su horario anterior quedó libre.",
    movedCalendar: "Con el archivo de calendario adjunto se actualiza la visita en su calendario.",
    cancelledSubject: "Su visita fue cancelada ({reference})",
    cancelled:
      "{business} canceló su visita del {day} ({time}). Para acordar otro horario, llámenos al {phone} o agende en línea: {link}",
    cancelledByYou:
      "Canceló su visita del {day} ({time}), sin costo; ya no le mandaremos un técnico. Para agendar otra, llámenos al {phone} o agende en línea: {link}",
    cancelledCalendar: "Con el archivo de calendario adjunto se quita la visita de su calendario.",
    notYou: "Si usted no hizo este cambio, llámenos al {phone}.",
  },
  reviewRequest: {
    subject: "¿Cómo le fue con {business}?",
    thanks: "Gracias por confiar en {business}.",
    ask: "Si tiene un minuto, ¿nos deja una reseña en Google? A sus vecinos les sirve saber cómo le fue:",
    call: "¿Hay algo del trabajo que debamos arreglar? Llámenos al {phone}.",
  },
};

export const visitorEmailWords = { en, es } as const;
