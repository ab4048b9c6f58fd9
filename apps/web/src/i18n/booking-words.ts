import type { SameShape } from "./same-shape";

/**
 * The booking pages, in both languages: the service and ZIP code, the open
 * times, the answer to a visit booked, the calendar file "Add to My Calendar"
 * gives, and the "Manage my visit" page.
 */
const en = {
  /** Online booking (issue 38): the answer to a visit booked with the request form. */
  booking: {
    service: "Service",
    zip: "ZIP code of the visit",
    zipHint: "5 digits",
    showTimes: "See Open Times",
    paused:
      "Online booking is paused for now. Call us or send a request, and we'll set a time with you.",
    requestInstead: "Send a request instead",
    timesMetaTitle: "Open times",
    timesTitle: "Open Times for Your Visit",
    formTitle: "Your Time and Details",
    formText: "Pick an arrival window, then tell us where to come and how to reach you.",
    timesFor: "{service}, ZIP code {zip}",
    changeSearch: "Change the service or ZIP code",
    /** A window's places left: one, or any other number. */
    openings: { one: "{count} left", other: "{count} left" },
    /** The day picker and the window picker (day-picker.tsx, window-picker.tsx). */
    picker: {
      label: "Pick a day",
      open: "Open",
      full: "Full",
      closed: "Closed",
      windowLegend: "Arrival window: when a technician is scheduled to arrive",
      pickWindow: "Pick an arrival window.",
      zipMissing: "Write the ZIP code of the visit: 5 digits, like 78112.",
      servicePlaceholder: "Choose a service",
      serviceMissing: "Choose the service you need.",
      zipOfVisit: "Visit at ZIP code {zip}",
    },
    noTimes:
      "No arrival window is open in the next {days} days. Call us or send a request, and we'll find a time.",
    outsideArea:
      "ZIP code {zip} is outside the towns where we book visits online. Call us to ask, or send a request.",
    notBookable: "This service is not booked online. Call us or send a request.",
    bookButton: "Book This Visit",
    /** A booking's answer (booking-answer.ts): with JavaScript in place, without it on the request-received page. */
    answer: {
      bookedTitle: "Your Visit Is Booked",
      booked:
        "Your visit is booked for {day}. A technician is scheduled to arrive between {start} and {end}; if we're running late, we'll call you.",
      takenTitle: "That Time Was Just Taken",
      taken:
        "Someone booked the last opening for {day}, {time}, just before you. Pick another time and book again. If you don't, we'll call you {responsePromise} to set one.",
      closedTitle: "That Time Is No Longer Open",
      closed:
        "{day}, {time} can no longer be booked online. Pick another time and book again. If you don't, we'll call you {responsePromise} to set one.",
      outsideTitle: "Request Received",
      outside:
        "ZIP code {zip} is outside the towns where we book visits online, so no time is booked. We received your request and will call you {responsePromise} to talk it over. If you need us sooner, call {phone}.",
      confirmTitle: "Request Received",
      confirm:
        "We received your request for {day}, {time}, but it isn't booked yet: we'll call you {responsePromise} to confirm the time. If you need us sooner, call {phone}.",
      when: "Arrival window",
      where: "Address",
      reference: "Reference",
      email: "Confirmation email",
      sent: "Sent to {email}",
      coming: "On its way to {email}",
      keepThisPage:
        "Keep this page's address: with it you can move or cancel your visit, at no charge, until its arrival window starts.",
      addToCalendar: "Add to My Calendar",
      manage: "Move or Cancel My Visit",
      pickAnother: "Pick Another Time",
    },
    /** The calendar file sent with a booked visit's confirmation. */
    calendarFile: "visit.ics",
    calendarTitle: "Technician visit: {business}",
    calendarText:
      "This is your arrival window, not the length of the visit: a technician is scheduled to arrive between these times. Your reference: {reference}. To move or cancel, use the link in your confirmation email or call {phone}.",
  },
  /** The "Manage my visit" page, opened from the link in a booking's confirmation. */
  manageVisit: {
    metaTitle: "Your visit",
    title: "Your Visit",
    when: "Arrival window",
    service: "Service",
    reference: "Reference",
    status: "Status",
    statuses: {
      booked: "Booked",
      confirmed: "Confirmed",
      moved: "Booked (time changed)",
      done: "Done",
      wanted: "Waiting for a time: we'll call you",
      cancelled: "Cancelled",
    },
    moveTitle: "Move to Another Time",
    moveText:
      "Pick another open arrival window. Moving is free until your current window starts. If someone takes that time first, your visit stays as it is.",
    moveButton: "Move My Visit",
    noOtherTimes:
      "No other arrival window is open in the next {days} days. Call us and we'll find a time.",
    cancelTitle: "Cancel the Visit",
    cancelText:
      "If you don't need us anymore, cancel here: it's free until your arrival window starts, and another customer can take the time.",
    cancelButton: "Cancel My Visit",
    moved: "Done: your visit is now on {day}, in the {time} window.",
    cancelled: "Done: your visit is cancelled, at no charge. No technician will come.",
    full: "That time was just taken, so your visit is unchanged. Pick another time.",
    closed: "That time is no longer open, so your visit is unchanged. Pick another time.",
    waiting:
      "This request has no time booked yet: we'll call you to set one. Questions? Call us: {phone}.",
    cancelAskTitle: "Cancel Your Visit?",
    cancelAsk: "Your visit on {day}, {time}, will be cancelled and its time given to someone else.",
    cancelYes: "Yes, Cancel My Visit",
    cancelNo: "No, Keep My Visit",
    started:
      "Your arrival window has started, so the visit can't be changed here. Call us: {phone}.",
    failed: "We couldn't change your visit just now, so it is unchanged. Call us: {phone}.",
    cancelledText: "This visit is cancelled. To book a new one, pick a time online or call us.",
    bookAgain: "Book a New Visit",
    invalidTitle: "This Link Doesn't Work",
    invalid: "Open the whole link from your confirmation email. To change your visit, call us.",
    expiredTitle: "This Link Has Expired",
    expired: "The link works until the day after your visit. To book or change a visit, call us.",
  },
};

const es: SameShape<typeof en> = {
  booking: {
    service: "Servicio",
    zip: "Código postal de la visita",
    zipHint: "5 dígitos",
    showTimes: "Ver horarios disponibles",
    paused:
      "Por ahora no estamos agendando visitas en línea. Llámenos o envíe una solicitud, y acordamos un horario con usted.",
    requestInstead: "Enviar una solicitud",
    timesMetaTitle: "Horarios disponibles",
    timesTitle: "Horarios disponibles para su visita",
    formTitle: "Su horario y sus datos",
    formText:
      "Elija un horario de llegada y luego díganos la dirección de la visita y cómo comunicarnos con usted.",
    timesFor: "{service}, código postal {zip}",
    changeSearch: "Cambiar el servicio o el código postal",
    openings: { one: "queda {count}", other: "quedan {count}" },
    picker: {
      label: "Elija un día",
      open: "Disponible",
      full: "Completo",
      closed: "Cerrado",
      windowLegend: "Horario de llegada: cuándo está programado para llegar el técnico",
      pickWindow: "Elija un horario de llegada.",
      zipMissing: "Escriba el código postal de la visita: 5 dígitos, como 78112.",
      servicePlaceholder: "Elija un servicio",
      serviceMissing: "Elija el servicio que necesita.",
      zipOfVisit: "Visita en el código postal {zip}",
    },
    noTimes:
      "No hay horarios de llegada disponibles en los próximos {days} días. Llámenos o envíe una solicitud, y le buscamos un horario.",
    outsideArea:
      "El código postal {zip} está fuera de las comunidades donde agendamos visitas en línea. Llámenos para preguntar, o envíe una solicitud.",
    notBookable: "Este servicio no se agenda en línea. Llámenos o envíe una solicitud.",
    bookButton: "Agendar esta visita",
    answer: {
      bookedTitle: "Su visita está agendada",
      booked:
        "Su visita quedó agendada para el {day}. El técnico está programado para llegar entre {start} y {end}; si vamos con retraso, le llamamos.",
      takenTitle: "Ese horario se acaba de ocupar",
      taken:
        "Alguien tomó el último lugar del {day}, {time}, justo antes que usted. Elija otro horario y vuelva a agendar. Si no lo hace, le llamaremos {responsePromise} para acordar uno.",
      closedTitle: "Ese horario ya no está disponible",
      closed:
        "El {day}, {time}, ya no se puede agendar en línea. Elija otro horario y vuelva a agendar. Si no lo hace, le llamaremos {responsePromise} para acordar uno.",
      outsideTitle: "Recibimos su solicitud",
      outside:
        "El código postal {zip} está fuera de las comunidades donde agendamos visitas en línea, así que no quedó ningún horario agendado. Recibimos su solicitud y le llamaremos {responsePromise} para platicarlo. Si nos necesita antes, llame al {phone}.",
      confirmTitle: "Recibimos su solicitud",
      confirm:
        "Recibimos su solicitud para el {day}, {time}, pero todavía no está agendada: le llamaremos {responsePromise} para confirmar el horario. Si nos necesita antes, llame al {phone}.",
      when: "Horario de llegada",
      where: "Dirección",
      reference: "Referencia",
      email: "Correo de confirmación",
      sent: "Enviado a {email}",
      coming: "En camino a {email}",
      keepThisPage:
        "Guarde la dirección de esta página: con ella puede cambiar o cancelar su visita sin costo hasta que empiece su horario de llegada.",
      addToCalendar: "Agregar a mi calendario",
      manage: "Cambiar o cancelar mi visita",
      pickAnother: "Elegir otro horario",
    },
    calendarFile: "visita.ics",
    calendarTitle: "Visita del técnico: {business}",
    calendarText:
      "Este es su horario de llegada, no lo que dura la visita: el técnico está programado para llegar dentro de este horario. Su referencia: {reference}. Para cambiar o cancelar la visita, use el enlace de su correo de confirmación o llame al {phone}.",
  },
  manageVisit: {
    metaTitle: "Su visita",
    title: "Su visita",
    when: "Horario de llegada",
    service: "Servicio",
    reference: "Referencia",
    status: "Estado",
    statuses: {
      booked: "Agendada",
      confirmed: "Confirmada",
      moved: "Agendada (con cambio de horario)",
      done: "Realizada",
      wanted: "Sin horario todavía: le llamaremos",
      cancelled: "Cancelada",
    },
    moveTitle: "Cambiar a otro horario",
    moveText:
      "Elija otro horario de llegada disponible. Cambiar la visita no tiene costo hasta que empiece su horario actual. Si alguien más toma ese horario antes que usted, su visita se queda como está.",
    moveButton: "Cambiar mi visita",
    noOtherTimes:
      "No hay otro horario disponible en los próximos {days} días. Llámenos y le buscamos uno.",
    cancelTitle: "Cancelar la visita",
    cancelText:
      "Si ya no nos necesita, cancele aquí: no tiene costo hasta que empiece su horario de llegada, y otro cliente puede tomar ese horario.",
    cancelButton: "Cancelar mi visita",
    moved: "Listo: su visita quedó para el {day}, en el horario de {time}.",
    cancelled: "Listo: su visita quedó cancelada, sin costo. Ya no le mandaremos un técnico.",
    full: "Ese horario se acaba de ocupar, así que su visita sigue igual. Elija otro horario.",
    closed: "Ese horario ya no está disponible, así que su visita sigue igual. Elija otro horario.",
    waiting:
      "Esta solicitud todavía no tiene horario agendado: le llamaremos para acordar uno. ¿Preguntas? Llámenos: {phone}.",
    cancelAskTitle: "¿Cancelar su visita?",
    cancelAsk:
      "Se cancelará su visita del {day}, {time}, y ese horario quedará libre para alguien más.",
    cancelYes: "Sí, cancelar mi visita",
    cancelNo: "No, conservar mi visita",
    started:
      "Su horario de llegada ya empezó, así que la visita ya no se puede cambiar aquí. Llámenos: {phone}.",
    failed: "No pudimos cambiar su visita en este momento, así que sigue igual. Llámenos: {phone}.",
    cancelledText:
      "Esta visita está cancelada. Para agendar otra, elija un horario en línea o llámenos.",
    bookAgain: "Agendar otra visita",
    invalidTitle: "Este enlace no funciona",
    invalid:
      "Abra el enlace completo de su correo de confirmación. Para cambiar su visita, llámenos.",
    expiredTitle: "Este enlace ya venció",
    expired:
      "El enlace funciona hasta el día después de su visita. Para agendar o cambiar una visita, llámenos.",
  },
};

export const bookingWords = { en, es } as const;
