import type { SameShape } from "./same-shape";

/**
 * The request form a visitor fills in, in both languages: its fields, hints
 * and errors, the answer it shows, and the pages it lands on without
 * JavaScript.
 */
const en = {
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
};

const es: SameShape<typeof en> = {
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
};

export const requestFormWords = { en, es } as const;
