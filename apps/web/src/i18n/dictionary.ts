/**
 * Interface strings: labels, buttons, toasts, the 404 text. Page copy lives in
 * the CMS; these are the words around it. The Spanish table must have exactly
 * the shape of the English one, so the type checker catches a missing entry.
 */
const en = {
  skipLink: "Skip to main content",
  header: {
    home: "{name}, home page",
    emergency: "Emergency Service",
    callShort: "Call",
    /** The header's link to the booking page on a phone, beside Call. */
    book: "Book",
    /** The name of the header's call button, which shows "Call" or "Emergency Service" (and the drawer's words). */
    callEmergency: "Call for Emergency Service",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mainNav: "Main",
    drawerNav: "Site menu",
    services: "Services",
    allAcHub: "All Air Conditioning Services",
    allHeatingHub: "All Heating Services",
    allOtherHub: "All Other Services",
    allAreas: "All Service Areas",
  },
  language: {
    label: "Español",
    description: "Ver esta página en español",
  },
  footer: {
    services: "Services",
    areas: "Service Areas",
    company: "Company",
    financing: "Financing",
    licence: "Texas license {licence}",
    insured: "Licensed and insured",
    rights: "© {year} {name}. All rights reserved.",
    contact: "Contact",
  },
  call: {
    now: "Call Now",
    sticky: "Need help now? Call {phone}",
    /** Read before a number shown alone, so its link says that it dials. */
    dial: "Call",
  },
  guide: {
    open: "Read Complete Guide",
    close: "Show Less",
  },
  faq: {
    heading: "Frequently Asked Questions",
  },
  service: {
    related: "Related Services",
    learnMore: "Learn More",
    backTo: "More {group} Services",
    areas: "Areas We Serve",
    areasText:
      "From our {city} office, technicians working under our Texas license {licence} serve these towns every day.",
    allAreas: "All {count} towns we serve",
  },
  comparison: {
    yes: "Yes",
    no: "No",
  },
  reviews: {
    rating: "Rated {rating} out of 5 stars",
    count: "from {count}+ customer reviews",
    frameTitle: "Customer reviews",
    open: "Read Our Reviews",
  },
  contactDetails: {
    phone: "Phone",
    email: "Email",
    address: "Address",
    hours: "Hours",
    licence: "License",
    mapTitle: "Map of our office in {city}",
    directions: "Open the Map",
  },
  /** A town page's facts about the town, and the heading of the owner's story about it. */
  area: {
    zip: "ZIP code {zip}",
    zips: "ZIP codes {zips}",
    county: "{county} County",
    otherTowns: "Other towns",
    miles: "About {miles} miles from our {office} office",
    story: "Our Story in {city}",
    questions: "Questions from {city}",
  },
  legal: {
    updated: "Last Updated: {date}",
  },
  breadcrumb: {
    label: "Breadcrumb",
  },
  /** The bar over every page in the office's draft preview. */
  preview: {
    label: "Preview: draft content.",
    explain: "Visitors do not see these changes until you publish them.",
    exit: "Leave preview",
  },
  /** Town page headings: the town's chosen wording, its name and the state. */
  areaTitle: {
    hvacService: "HVAC Service {city} TX",
    hvacRepair: "HVAC Repair {city} TX",
    hvacContractor: "HVAC Contractor {city} TX",
    hvacCompany: "HVAC Company {city} TX",
    acRepair: "AC Repair {city} TX",
    acService: "AC Service {city} TX",
    acContractor: "AC Contractor {city} TX",
  },
  notFound: {
    code: "404",
    title: "Oops! Page not found",
    body: "The page you were looking for isn't here. It may have moved, or the address may have a typo.",
    home: "Return to Home",
    metaTitle: "Page not found",
  },
  toasts: { label: "Notifications", close: "Close notification" },
  /** The request form, its answers and errors, and the pages it lands on without JavaScript. */
  leadForm: {
    /** The service a form names when its page names none. */
    defaultService: "AC Repair",
    fields: {
      firstName: "First name",
      lastName: "Last name",
      phone: "Phone",
      email: "Email",
      address: "Street address",
      city: "City",
      state: "State",
      zip: "ZIP code",
      service: "Service needed",
      message: "Describe the problem (optional)",
    },
    placeholders: { state: "TX", zip: "78201" },
    /** The format, said under the field before any mistake. */
    hints: { phone: "10 digits, area code first", zip: "5 digits" },
    honeypot: "Leave this field empty",
    sending: "Sending…",
    successTitle: "Request Received!",
    /** The booking page, offered beside the request form and under "how soon". */
    bookOnline: "Rather pick a time yourself? Book a visit online",
    pickTime: "Pick a time online",
    textMe: "Text me about my visit",
    textMeHint:
      "One reminder text the day before your visit, to the phone above. Message and data rates may apply. Reply STOP to opt out or HELP for help.",
    /** The contact form's own thank-you (its toast is the page's message alone). */
    messageSent: "Message Sent!",
    errorTitle: "We could not send your request",
    callUs: "Call us at",
    errors: {
      required: "Please fill in this field.",
      tooLong: "Please use no more than {max} characters.",
      invisible:
        "This answer holds invisible characters, often copied along with text. Please type it again.",
      format: {
        firstName: "Please use only letters, spaces, periods, hyphens and apostrophes.",
        lastName: "Please use only letters, spaces, periods, hyphens and apostrophes.",
        phone: "Please enter a 10-digit US phone number, area code first.",
        email: "Please enter an email address like name@example.com.",
        address: "Please use plain text, without < or > signs.",
        city: "Please use only letters, spaces, periods, hyphens and apostrophes.",
        state: "Please enter the 2-letter state abbreviation, like TX.",
        zip: "Please enter a 5-digit ZIP code.",
        service: "Please use plain text, without < or > signs.",
        message: "Please use plain text, without HTML tags.",
      },
    },
    problems: {
      invalid: "Please check the fields marked in the form.",
      unavailable:
        "Your request could not be saved, so it has not reached us. Your answers are still in the form.",
      tooLarge: "Your request is too long to send. Please shorten your message.",
      malformed: "Something went wrong with the form. Please reload the page and try again.",
    },
    received: {
      metaTitle: "Request received",
      backTo: "Back to {page}",
    },
    notSent: {
      metaTitle: "Request not sent",
      fixThese: "Please correct these answers:",
      goBack: "Use your browser's Back button to return to the form: your answers are still there.",
    },
    /** "How soon do you need us?": one tap, or none. */
    urgency: {
      legend: "How soon do you need us? (optional)",
      emergency: "Emergency: today",
      thisWeek: "This week",
      planning: "Planning or a quote",
    },
    preferredTime: {
      label: "Best time to call you (optional)",
      any: "Any time",
      morning: "Morning",
      afternoon: "Afternoon",
      evening: "Evening",
    },
    /** An emergency's answer puts the phone first, then the emergency call-back promise. */
    emergencyTitle: "Emergency Request Received",
    /** An emergency call band's link to the page's form, Emergency chosen. */
    emergencyRequestLink: "Can't call now? Send an emergency request",
    emergencyReceived:
      "For the fastest help, call now: {phone}. We'll call you back {callbackPromise}.",
  },
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
    openings: "{count} left",
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
    manageLine:
      "To move or cancel your visit at no charge, until its arrival window starts: {link}",
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
  /** The text the day before a visit booked online, to a visitor who ticked "Text me about my visit". */
  visitReminderText: {
    text: "{business}: reminder of your visit tomorrow, {day}. A technician is scheduled to arrive in the {time} window. To move or cancel it, use the link in your email or call {phone}. Reply STOP to end these texts.",
  },
  /**
   * A call to one of the office's numbers nobody answered: what the caller
   * hears before the line closes, and the one text back (GSM-7, two segments
   * at most: calls/text-back-text.ts).
   */
  missedCall: {
    saidTexting:
      "Sorry we missed your call. We're sending you a text message now: reply to it with what you need, and we'll get back to you.",
    said: "Sorry we missed your call. Please call again, or send us a request on our website.",
    text: "{business}: sorry we missed your call. Reply here with what you need and we'll get back to you. Reply STOP to end texts.",
    textBooking:
      "{business}: sorry we missed your call. Reply here with what you need and we'll get back to you. Reply STOP to end texts. Or book a visit: {link}",
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
  /** The email a visitor gets after sending a request, in the language of the page. */
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
  },
};

export type Dictionary = typeof en;

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const es: Shape<Dictionary> = {
  skipLink: "Saltar al contenido principal",
  header: {
    home: "{name}, página de inicio",
    emergency: "Servicio de emergencia",
    callShort: "Llamar",
    book: "Agendar",
    callEmergency: "Llamar para servicio de emergencia",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    mainNav: "Principal",
    drawerNav: "Menú del sitio",
    services: "Servicios",
    allAcHub: "Todos los servicios de aire acondicionado",
    allHeatingHub: "Todos los servicios de calefacción",
    allOtherHub: "Todos los demás servicios",
    allAreas: "Todas las áreas de servicio",
  },
  language: {
    label: "English",
    description: "View this page in English",
  },
  footer: {
    services: "Servicios",
    areas: "Áreas de servicio",
    company: "Empresa",
    financing: "Financiamiento",
    licence: "Licencia de Texas {licence}",
    insured: "Con licencia y asegurados",
    rights: "© {year} {name}. Todos los derechos reservados.",
    contact: "Contacto",
  },
  call: {
    now: "Llame ahora",
    sticky: "¿Necesita ayuda ya? Llame al {phone}",
    dial: "Llamar al",
  },
  guide: {
    open: "Leer guía completa",
    close: "Mostrar menos",
  },
  faq: {
    heading: "Preguntas frecuentes",
  },
  service: {
    related: "Servicios relacionados",
    learnMore: "Más información",
    backTo: "Más servicios: {group}",
    areas: "Comunidades que atendemos",
    areasText:
      "Desde nuestra oficina en {city}, técnicos que trabajan bajo nuestra licencia de Texas {licence} atienden estas comunidades todos los días.",
    allAreas: "Las {count} comunidades que atendemos",
  },
  comparison: {
    yes: "Sí",
    no: "No",
  },
  reviews: {
    rating: "Calificación de {rating} de 5 estrellas",
    count: "en {count}+ reseñas de clientes",
    frameTitle: "Reseñas de clientes",
    open: "Lea nuestras reseñas",
  },
  contactDetails: {
    phone: "Teléfono",
    email: "Correo electrónico",
    address: "Dirección",
    hours: "Horario",
    licence: "Licencia",
    mapTitle: "Mapa de nuestra oficina en {city}",
    directions: "Abrir el mapa",
  },
  area: {
    zip: "Código postal {zip}",
    zips: "Códigos postales {zips}",
    county: "Condado de {county}",
    otherTowns: "Otras comunidades",
    miles: "A unas {miles} millas de nuestra oficina en {office}",
    story: "Nuestra historia en {city}",
    questions: "Preguntas de clientes en {city}",
  },
  legal: {
    updated: "Última actualización: {date}",
  },
  breadcrumb: {
    label: "Ruta de navegación",
  },
  preview: {
    label: "Vista previa: contenido en borrador.",
    explain: "Los visitantes no verán estos cambios hasta que los publique.",
    exit: "Salir de la vista previa",
  },
  areaTitle: {
    hvacService: "Servicio de aire y calefacción en {city}, TX",
    hvacRepair: "Reparación de aire y calefacción en {city}, TX",
    hvacContractor: "Contratista de aire y calefacción en {city}, TX",
    hvacCompany: "Empresa de aire y calefacción en {city}, TX",
    acRepair: "Reparación de aire acondicionado en {city}, TX",
    acService: "Servicio de aire acondicionado en {city}, TX",
    acContractor: "Contratista de aire acondicionado en {city}, TX",
  },
  notFound: {
    code: "404",
    title: "¡Uy! Página no encontrada",
    body: "La página que busca no está aquí. Puede que se haya movido o que la dirección tenga un error.",
    home: "Volver al inicio",
    metaTitle: "Página no encontrada",
  },
  toasts: { label: "Notificaciones", close: "Cerrar notificación" },
  leadForm: {
    defaultService: "Reparación de aire acondicionado",
    fields: {
      firstName: "Nombre",
      lastName: "Apellido",
      phone: "Teléfono",
      email: "Correo electrónico",
      address: "Dirección",
      city: "Ciudad",
      state: "Estado",
      zip: "Código postal",
      service: "Servicio que necesita",
      message: "Describa el problema (opcional)",
    },
    placeholders: { state: "TX", zip: "78201" },
    hints: { phone: "10 dígitos, con el código de área", zip: "5 dígitos" },
    honeypot: "Deje este campo vacío",
    sending: "Enviando…",
    successTitle: "¡Solicitud recibida!",
    bookOnline: "¿Prefiere elegir usted la hora? Agende una visita en línea",
    pickTime: "Elija un horario en línea",
    textMe: "Envíenme mensajes de texto sobre mi visita",
    textMeHint:
      "Le enviamos un mensaje de texto el día antes de su visita para recordársela, al teléfono de arriba. Pueden aplicarse cargos por mensajes y datos. Responda STOP para no recibir más mensajes o HELP para pedir ayuda.",
    messageSent: "¡Mensaje enviado!",
    errorTitle: "No pudimos enviar su solicitud",
    callUs: "Llámenos al",
    errors: {
      required: "Por favor llene este campo.",
      tooLong: "Use como máximo {max} caracteres.",
      invisible:
        "Esta respuesta contiene caracteres invisibles, que a menudo se copian junto con el texto. Escríbala de nuevo.",
      format: {
        firstName: "Use solo letras, espacios, puntos, guiones y apóstrofos.",
        lastName: "Use solo letras, espacios, puntos, guiones y apóstrofos.",
        phone: "Escriba un número de teléfono de EE. UU. de 10 dígitos, con el código de área.",
        email: "Escriba un correo electrónico como nombre@ejemplo.com.",
        address: "Escriba solo texto, sin los signos < o >.",
        city: "Use solo letras, espacios, puntos, guiones y apóstrofos.",
        state: "Escriba la abreviatura del estado en 2 letras, como TX.",
        zip: "Escriba un código postal de 5 dígitos.",
        service: "Escriba solo texto, sin los signos < o >.",
        message: "Escriba solo texto, sin etiquetas HTML.",
      },
    },
    problems: {
      invalid: "Revise los campos marcados en el formulario.",
      unavailable:
        "Su solicitud no se pudo guardar, así que no nos ha llegado. Sus respuestas siguen en el formulario.",
      tooLarge: "Su solicitud es demasiado larga para enviarla. Por favor acorte su mensaje.",
      malformed:
        "Algo salió mal con el formulario. Vuelva a cargar la página e inténtelo de nuevo.",
    },
    received: {
      metaTitle: "Solicitud recibida",
      backTo: "Volver a {page}",
    },
    notSent: {
      metaTitle: "Solicitud no enviada",
      fixThese: "Por favor corrija estas respuestas:",
      goBack:
        "Regrese a la página anterior en su navegador para volver al formulario: sus respuestas siguen ahí.",
    },
    urgency: {
      legend: "¿Qué tan pronto nos necesita? (opcional)",
      emergency: "Emergencia: hoy mismo",
      thisWeek: "Esta semana",
      planning: "Para planear o cotizar",
    },
    preferredTime: {
      label: "Mejor hora para llamarle (opcional)",
      any: "A cualquier hora",
      morning: "En la mañana",
      afternoon: "En la tarde",
      evening: "En la noche",
    },
    emergencyTitle: "Recibimos su solicitud de emergencia",
    emergencyRequestLink: "¿No puede llamar ahora? Envíe una solicitud de emergencia",
    emergencyReceived:
      "Para recibir ayuda más rápido, llame ahora al {phone}. Le llamamos {callbackPromise}.",
  },
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
    openings: "quedan {count}",
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
    manageLine:
      "Para cambiar o cancelar su visita sin costo, hasta que empiece su horario de llegada: {link}",
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
  visitReminderText: {
    text: "{business}: le recordamos que mañana, {day}, en el horario de {time}, tiene programada la llegada del técnico. Para cambiar o cancelar, use el enlace de su correo o llame al {phone}. Responda STOP para no recibir estos mensajes.",
  },
  missedCall: {
    saidTexting:
      "Lamentamos no haber contestado su llamada. Ahora le enviamos un mensaje de texto: respóndalo con lo que necesita y nos comunicamos con usted.",
    said: "Lamentamos no haber contestado su llamada. Vuelva a llamar, o envíenos una solicitud desde nuestro sitio web.",
    text: "{business}: lamentamos no haber contestado su llamada. Responda aquí con lo que necesita y nos comunicamos con usted. Responda STOP para no recibir más mensajes.",
    textBooking:
      "{business}: lamentamos no haber contestado su llamada. Responda aquí con lo que necesita y nos comunicamos con usted. Responda STOP para no recibir más mensajes. O agende una visita: {link}",
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
  },
};

export const dictionaries = { en, es } as const;
