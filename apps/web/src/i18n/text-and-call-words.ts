import type { SameShape } from "./same-shape";

/**
 * What a visitor reads on their phone's lock screen or hears on a call, in
 * both languages: the reminder text before a visit, and what a caller nobody
 * answered hears and is texted. Texts keep to GSM-7 and two segments
 * (outbound/text-message.ts).
 */
const en = {
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
};

const es: SameShape<typeof en> = {
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
};

export const textAndCallWords = { en, es } as const;
