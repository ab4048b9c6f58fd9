import { documentIdForPage, type LegalPage } from "@hvac/content";
import { seo } from "../../lib/blocks";
import { seed } from "../../lib/define";
import { l, p, rich } from "../../lib/values";

export default seed<LegalPage>({
  _id: documentIdForPage({ id: "privacy" }),
  _type: "legalPage",
  // Shown as "Last Updated": the day this text last changed.
  _updatedAt: "2026-11-29T00:00:00Z",
  pageId: "privacy",
  title: l("Privacy Policy", "Política de privacidad"),
  body: rich(
    `This policy explains, in plain words, what information this website collects, why we collect it, how long we keep it, who can see it and how you can ask us to delete it. "We" and "us" mean {name}, the heating, air conditioning and refrigeration contractor that owns this website, with its office at {address}.

## What We Collect

**When you send a service request or a message**, our website stores what you type into the form, so that our office can answer you:

- Your first and last name
- Your phone number and email address
- The address where you need service: street, city, state and ZIP code
- The service you need, and anything you write in the message box

With your answers, it notes when the request arrived, the page you sent it from and the language of that page. It also notes where your visit began, as your browser tab kept it until you sent the form: the first page you opened on our site, the name of the website that sent you there (only its name, such as google.com, never the full address), the campaign words of the link if it was one of our ads or mailers, whether you came from a paid ad (Google, Microsoft or Meta) and whether you used a phone or a computer.

**When you book a visit online**, the website also keeps the service and the arrival window you picked, and whether you asked for texts about the visit. It emails you a confirmation with a calendar file, a reminder the day before the visit and, once the visit is done, one request for a review. If you ticked "Text me about my visit", it also sends one reminder text, the day before the visit, to the phone number you gave.

**When you call us**, we note your name, number, address and what you need, so we can schedule the visit. Our phone numbers run through Twilio, which tells the website your number, the number you called, when, and how long the call lasted. If nobody can answer, the website sends you one text message that day (never after you reply STOP), and what you reply comes to our office as a request, like one sent from the form.

**When you visit the website**, the servers that host it keep basic technical records, as almost every website does: your IP address, the type of browser and device, the pages you opened and when. We do not use these records to identify you. To tell requests typed by people from requests sent by machines, the website also counts how many requests arrive from the same internet address; that address is not stored with your request.

**What we count.** To know which pages and ads bring calls and requests, the website counts, for each day and page: how many times the page was shown, how many taps there were on each "Call" button and where the visit came from (as above). These are totals only. We do not store your IP address, your browser or device details, or any identifier with them, and nothing lets us follow you from page to page or from one visit to the next. Your browser keeps where the visit began in the tab you are using until you close it; it is not a cookie and it is never sent to anyone but us. If your browser sends "Do Not Track" or "Global Privacy Control", nothing is counted and nothing is kept. The counts are deleted after 25 months.

**Cookies.** This website sets no cookies. The reviews frame and the map come from other companies and may set cookies of their own (see below).

**Your language choice.** If you use the link that switches the site between English and Spanish, your browser remembers the language you chose in its local storage, on your own device. It is not sent to us. If you never use that link, nothing is stored.

**Reviews and map.** The home and contact pages show a reviews frame and a map provided by other companies, such as Google. Those frames are theirs, not ours: when they load, the company behind each one may set its own cookies and collect information under its own privacy policy. We do not receive what they collect, and we cannot read their cookies.

We do not ask for your Social Security number, and we never ask for card numbers through this website.

## Why We Use It

We use your information only to:

- Answer your request, give you a quote and schedule your service
- Do the work, send you an invoice and take payment
- Honor our warranties and register new equipment with its manufacturer when you ask us to
- Keep the records that Texas and federal law require of a licensed contractor
- Keep the website working and secure

We do not sell, rent or trade your information, and we do not add you to marketing lists.

## How Long We Keep It

- **Requests that do not make you a customer:** the website deletes them 12 months after they arrive.
- **Requests that look automated**, such as a form sent faster than a person can type: kept apart from the others, so our office can still find a real one among them, and deleted after 30 days.
- **Customer records** (names, addresses, work done, invoices): for as long as a warranty on the work lasts, and at least as long as tax and licensing rules require us to keep business records, usually up to 7 years after your last service.
- **Technical records of website visits:** kept by our hosting provider for a short time, usually a few weeks, and then deleted.
- **The daily counts of page views and call taps:** deleted after 25 months.
- **The record of a call to our numbers** (your number, the number you called, when and how long): deleted after 12 months.
- **A phone number that replied STOP to our texts:** kept on the website's list of numbers it must not text, until that phone replies START.

## Who Sees It

- **Our office staff and the technician** assigned to your job.
- **Twilio, the company that carries our calls and sends our text messages.** It connects your call to our phones and delivers the text we send when we miss it. When a request is an emergency (and, if we choose, when one arrives outside office hours), the technician on call gets a text message with your name, phone number, city and ZIP code, the service you need and the first words of your message. If you ask for texts about a visit you booked online, Twilio also receives your phone number and the reminder we send you (our name, the day and arrival window of your visit and our phone number), and any reply you send, such as STOP. Twilio receives these texts only to deliver them.
- **Our office's customer management system (CRM)**, if we use one: the website sends it your whole request, so we can keep track of your job.
- **Companies that run services for us**, such as website hosting, email, phone and payment processing, only to provide those services and under their own confidentiality duties.
- **Equipment manufacturers**, when we register new equipment for your warranty with your permission.
- **Authorities**, only when the law requires it.

Nobody else. We never sell your information.

## How to See, Correct or Delete Your Information

You can ask us at any time what information we hold about you, to correct it or to delete it. Write to our office at {email} or [call us](tel:) and tell us your name and the phone number or address you gave us. We will confirm when it is done.

We may have to keep some records, such as invoices, for as long as the law requires; we will tell you if that applies and delete the rest.

## Security

Only the people who need your information to serve you can see it. No website or computer system can be perfectly secure, so please do not send us card numbers or passwords through the form.

## Children

This website is meant for adults who need heating, air conditioning or refrigeration service. We do not knowingly collect information from children under 13.

## Changes to This Policy

If we change this policy, we will post the new version on this page and update the "Last Updated" date at the top.

## Questions

Write to {name} at {email} or [call us](tel:). We are glad to explain anything in this policy.`,
    `Esta política explica, en palabras sencillas, qué información recopila este sitio web, para qué la usamos, cuánto tiempo la guardamos, quién puede verla y cómo puede pedirnos que la borremos. "Nosotros" se refiere a {name}, el contratista de aire acondicionado, calefacción y refrigeración dueño de este sitio web, con oficina en {address}.

## Qué información recopilamos

**Cuando nos envía una solicitud de servicio o un mensaje**, nuestro sitio web guarda lo que usted escribe en el formulario, para que nuestra oficina pueda contestarle:

- Su nombre y apellido
- Su número de teléfono y su correo electrónico
- La dirección donde necesita el servicio: calle, ciudad, estado y código postal
- El servicio que necesita y lo que escriba en el espacio para el mensaje

Junto con sus respuestas, anota a qué hora llegó la solicitud, desde qué página la envió y en qué idioma estaba esa página. También anota dónde empezó su visita, tal como lo guardó la pestaña de su navegador hasta que envió el formulario: la primera página que abrió en nuestro sitio, el nombre del sitio web que lo mandó aquí (solo el nombre, como google.com, nunca la dirección completa), las palabras de campaña del enlace si era uno de nuestros anuncios o volantes, si llegó por un anuncio pagado (de Google, Microsoft o Meta) y si usó un teléfono o una computadora.

**Cuando agenda una visita en línea**, el sitio web guarda además el servicio y el horario de llegada que eligió, y si pidió mensajes de texto sobre la visita. Le envía por correo una confirmación con un archivo de calendario, un recordatorio el día antes de la visita y, cuando la visita se termina, una sola invitación a dejar una reseña. Si marcó la casilla para recibir mensajes de texto sobre su visita, también envía un mensaje de texto de recordatorio, el día antes de la visita, al número de teléfono que nos dio.

**Cuando nos llama**, anotamos su nombre, su número, su dirección y lo que necesita, para poder agendar la visita. Nuestros números de teléfono funcionan con Twilio, que le avisa al sitio web su número, el número al que llamó, a qué hora y cuánto duró la llamada. Si nadie puede contestar, el sitio le envía un solo mensaje de texto ese día (nunca después de que responda STOP), y lo que usted conteste le llega a nuestra oficina como una solicitud, igual que una enviada desde el formulario.

**Cuando visita el sitio web**, los servidores que lo hospedan guardan registros técnicos básicos, como casi todos los sitios web: su dirección IP, el tipo de navegador y de dispositivo, las páginas que abrió y a qué hora. No usamos estos registros para identificarlo. Para distinguir las solicitudes que escriben las personas de las que mandan las máquinas, el sitio también cuenta cuántas solicitudes llegan desde una misma dirección de internet; esa dirección no se guarda con su solicitud.

**Lo que contamos.** Para saber qué páginas y anuncios traen llamadas y solicitudes, el sitio web cuenta, por día y por página: cuántas veces se mostró la página, cuántas veces se tocó cada botón para llamar y de dónde llegó la visita (como se explica arriba). Son solo totales. No guardamos con ellos su dirección IP, los datos de su navegador o dispositivo ni ningún identificador, y nada nos permite seguirlo de una página a otra ni de una visita a la siguiente. Su navegador guarda dónde empezó la visita en la pestaña que está usando hasta que la cierra; no es una cookie y nunca se envía a nadie más que a nosotros. Si su navegador envía "Do Not Track" (no rastrear) o "Global Privacy Control", no se cuenta nada ni se guarda nada. Los totales se borran a los 25 meses.

**Cookies.** Este sitio web no instala cookies. El recuadro de opiniones y el mapa son de otras compañías y pueden instalar sus propias cookies (vea más abajo).

**El idioma que elige.** Si usa el enlace que cambia el sitio entre inglés y español, su navegador guarda en su memoria el idioma que eligió, en su propio dispositivo. Esa información no se nos envía. Si nunca usa ese enlace, no se guarda nada.

**Opiniones y mapa.** Las páginas de inicio y de contacto muestran un recuadro de opiniones y un mapa de otras compañías, como Google. Esos recuadros son de ellas, no nuestros: cuando se cargan, la compañía responsable de cada uno puede instalar sus propias cookies y recopilar información según su propia política de privacidad. Nosotros no recibimos lo que ellas recopilan ni podemos leer sus cookies.

No le pedimos su número de Seguro Social y nunca le pedimos números de tarjeta por medio de este sitio web.

## Para qué la usamos

Usamos su información solamente para:

- Responder a su solicitud, darle una cotización y agendar su servicio
- Hacer el trabajo, enviarle la factura y recibir el pago
- Cumplir nuestras garantías y registrar su equipo nuevo con el fabricante cuando usted nos lo pida
- Guardar los registros que las leyes estatales y federales exigen a un contratista con licencia
- Mantener el sitio web funcionando y seguro

No vendemos, rentamos ni intercambiamos su información, y no lo agregamos a listas de publicidad.

## Cuánto tiempo la guardamos

- **Solicitudes de personas que no llegan a ser clientes:** el sitio web las borra 12 meses después de que llegan.
- **Solicitudes que parecen automáticas**, como un formulario enviado más rápido de lo que una persona puede escribir: se guardan aparte de las demás, para que nuestra oficina todavía pueda encontrar entre ellas una solicitud real, y se borran a los 30 días.
- **Registros de clientes** (nombres, direcciones, trabajos hechos, facturas): mientras dure la garantía del trabajo y por lo menos el tiempo que las reglas de impuestos y de licencias nos obligan a guardar los registros del negocio, normalmente hasta 7 años después de su último servicio.
- **Registros técnicos de las visitas al sitio web:** nuestro proveedor de hospedaje los guarda por poco tiempo, normalmente unas semanas, y después los borra.
- **Los totales diarios de páginas vistas y de toques para llamar:** se borran a los 25 meses.
- **El registro de una llamada a nuestros números** (su número, el número al que llamó, a qué hora y cuánto duró): se borra a los 12 meses.
- **Un número de teléfono que respondió STOP a nuestros mensajes:** queda en la lista del sitio web de números a los que no debe enviar mensajes, hasta que ese teléfono responda START.

## Quién la ve

- **El personal de nuestra oficina y el técnico** asignado a su trabajo.
- **Twilio, la compañía que lleva nuestras llamadas y envía nuestros mensajes de texto.** Conecta su llamada con nuestros teléfonos y entrega el mensaje que le enviamos cuando no pudimos contestar. Cuando una solicitud es una emergencia (y, si así lo decidimos, cuando llega fuera del horario de oficina), el técnico de guardia recibe un mensaje de texto con su nombre, su número de teléfono, su ciudad y código postal, el servicio que necesita y las primeras palabras de su mensaje. Si pide mensajes de texto sobre una visita que agendó en línea, Twilio también recibe su número de teléfono y el recordatorio que le enviamos (nuestro nombre, el día y el horario de llegada de su visita y nuestro teléfono), y cualquier respuesta que usted envíe, como STOP. Twilio recibe estos mensajes solo para entregarlos.
- **El sistema de nuestra oficina para llevar el control de los clientes (CRM)**, si usamos uno: el sitio web envía ahí su solicitud completa para darle seguimiento a su trabajo.
- **Las compañías que nos dan servicios**, como el hospedaje del sitio web, el correo electrónico, el teléfono y el cobro con tarjeta, solo para dar esos servicios y con su propio deber de confidencialidad.
- **Los fabricantes de equipos**, cuando registramos su equipo nuevo para la garantía con su permiso.
- **Las autoridades**, solo cuando la ley lo exige.

Nadie más. Nunca vendemos su información.

## Cómo ver, corregir o borrar su información

En cualquier momento puede preguntarnos qué información tenemos sobre usted, pedirnos que la corrijamos o que la borremos. Escriba a nuestra oficina a {email} o [llámenos](tel:) y díganos su nombre y el número de teléfono o la dirección que nos dio. Le confirmaremos cuando esté hecho.

Es posible que debamos guardar algunos registros, como las facturas, durante el tiempo que exige la ley; si es su caso, se lo diremos y borraremos lo demás.

## Seguridad

Solo las personas que necesitan su información para atenderlo pueden verla. Ningún sitio web ni sistema de cómputo es perfectamente seguro, así que por favor no nos envíe números de tarjeta ni contraseñas por medio del formulario.

## Menores de edad

Este sitio web está dirigido a adultos que necesitan servicio de aire acondicionado, calefacción o refrigeración. No recopilamos a sabiendas información de niños menores de 13 años.

## Cambios a esta política

Si cambiamos esta política, publicaremos la nueva versión en esta página y actualizaremos la fecha de la última actualización que aparece arriba.

## Preguntas

Escriba a {name} a {email} o [llámenos](tel:). Con gusto le explicamos cualquier parte de esta política.`,
  ),
  seo: seo(
    l("Privacy Policy", "Política de privacidad"),
    p(
      "What our website collects when you request service, why, how long we keep it, who sees it and how to ask us to delete it.",
      "Qué recopila nuestro sitio web cuando solicita un servicio, para qué, cuánto tiempo lo guardamos, quién lo ve y cómo pedir que lo borremos.",
    ),
  ),
});
