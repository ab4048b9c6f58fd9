import { parseWindowKey } from "@hvac/office/arrival-windows";
import {
  type LeadVariant,
  leadVariants,
  type PreferredTime,
  type Urgency,
} from "@hvac/office/lead-document";
import { type Locale, locales, type PageRef, pageRefFromKey } from "@hvac/routing";
import { z } from "zod";
import {
  type LeadField,
  type LeadTextField,
  leadChoices,
  leadFields,
  leadMetaFields,
  leadTextFields,
  messageMaxLength,
} from "@/leads/lead-fields";
import { collapseBlankLines, invisibleCharacters } from "@/text/visible-text";

/**
 * The server's validation of a request: the same rules the form states as
 * native constraints (lead-fields.ts), applied again to whatever arrives.
 */

export type LeadErrorCode = "required" | "tooLong" | "format" | "invisible";
export type FieldErrors = Partial<Record<LeadField, LeadErrorCode>>;

/** What a visitor asked for, cleaned: trimmed, spaces collapsed, Unicode in one normal form. */
export type LeadAnswers = Record<LeadTextField, string> & { message: string };

export interface LeadInput extends LeadAnswers {
  locale: Locale;
  page: PageRef;
  variant: LeadVariant;
  urgency: Urgency | null;
  preferredTime: PreferredTime | null;
  /**
   * The window and service page a visitor booked, when the form booked a
   * visit, and whether they asked for texts about it.
   */
  booking: { window: string; service: string; texts: boolean } | null;
}

// Control characters (C0, DEL, C1) and the bidirectional overrides that can
// disguise text; a message may still hold line breaks and tabs.
const controlCharacters = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
/** Something that opens a tag, comment or processing instruction: "<script", "</", "<!--". */
const markup = /<\s*[/!?\p{L}]/u;

const clean = (value: string) => value.normalize("NFC").replace(/\s+/g, " ").trim();

// The HTML pattern attribute matches the whole value with the v flag; so does the server.
const wholeMatch = (pattern: string) => new RegExp(`^(?:${pattern})$`, "v");

function textField(field: LeadTextField) {
  const { maxLength, pattern } = leadFields[field];
  const bounded = z
    .string()
    .min(1, { error: "required", abort: true })
    .max(maxLength, { error: "tooLong", abort: true });
  const base = z
    .string({ error: (issue) => (issue.input === undefined ? "required" : "format") })
    .refine((raw) => !invisibleCharacters.test(raw), { error: "invisible", abort: true })
    .refine((raw) => !controlCharacters.test(raw), { error: "format", abort: true })
    .transform(clean)
    .pipe(pattern ? bounded.regex(wholeMatch(pattern), { error: "format" }) : bounded);
  if (field === "email") return base.pipe(z.email({ error: "format" }));
  if (field === "state") return base.transform((state) => state.toUpperCase());
  return base;
}

const message = z
  .string({ error: "format" })
  .optional()
  .transform((raw) =>
    collapseBlankLines((raw ?? "").normalize("NFC").replace(/\r\n?/g, "\n").trim()),
  )
  .pipe(
    z
      .string()
      .max(messageMaxLength, { error: "tooLong", abort: true })
      .refine((text) => !controlCharacters.test(text.replace(/[\n\t]/g, "")), {
        error: "format",
        abort: true,
      })
      .refine((text) => !markup.test(text), { error: "format" }),
  );

const answers = z.object({
  ...(Object.fromEntries(leadTextFields.map((field) => [field, textField(field)])) as {
    [F in LeadTextField]: ReturnType<typeof textField>;
  }),
  message,
});

const meta = z.object({
  [leadMetaFields.locale]: z.enum(locales),
  [leadMetaFields.page]: z.string().transform((key, ctx) => {
    // The page's shape only: a request sent from a page withdrawn since is still a request.
    const page = pageRefFromKey(key);
    if (page) return page;
    ctx.addIssue({ code: "custom", message: "format" });
    return z.NEVER;
  }),
  [leadMetaFields.variant]: z.enum(leadVariants).default("request"),
  // Optional choices: left unsaid (or empty, as a form sends an unpicked one), null.
  urgency: z
    .union([z.enum(leadChoices.urgency), z.literal("")])
    .optional()
    .transform((value) => value || null),
  preferredTime: z
    .union([z.enum(leadChoices.preferredTime), z.literal("")])
    .optional()
    .transform((value) => value || null),
  [leadMetaFields.bookWindow]: z
    .string()
    .refine((key) => parseWindowKey(key) !== null)
    .optional(),
  [leadMetaFields.bookService]: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,100}$/)
    .optional(),
  [leadMetaFields.bookTexts]: z.literal("yes").optional(),
});

export type LeadParse =
  | { ok: true; lead: LeadInput }
  /** `fieldErrors` name what the visitor can fix; `malformed` means the form itself was not ours. */
  | { ok: false; fieldErrors: FieldErrors; malformed: boolean };

/** Validates one submitted form (a plain object of its fields, whatever their types). */
export function parseLead(body: unknown): LeadParse {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, fieldErrors: {}, malformed: true };
  }
  const checkedAnswers = answers.safeParse(body);
  const checkedMeta = meta.safeParse(body);
  // A booking names its window and its service together: one alone is not the site's form.
  const paired =
    checkedMeta.success &&
    (checkedMeta.data.bookWindow === undefined) === (checkedMeta.data.bookService === undefined);
  if (checkedAnswers.success && checkedMeta.success && paired) {
    const { bookWindow, bookService, bookTexts, ...meta } = checkedMeta.data;
    const booking =
      bookWindow && bookService
        ? { window: bookWindow, service: bookService, texts: bookTexts === "yes" }
        : null;
    return { ok: true, lead: { ...checkedAnswers.data, ...meta, booking } };
  }
  const fieldErrors: FieldErrors = {};
  for (const issue of checkedAnswers.error?.issues ?? []) {
    const field = issue.path[0] as LeadField;
    fieldErrors[field] ??= issue.message as LeadErrorCode;
  }
  return { ok: false, fieldErrors, malformed: !paired };
}

/** Whether the honeypot was filled: only a robot sees that field. */
export function isRobot(body: unknown): boolean {
  const value = (body as Record<string, unknown> | null)?.[leadMetaFields.honeypot];
  return value !== undefined && value !== "";
}

/** The language to answer in, even when the rest of the request is unreadable. */
export function requestLocale(body: unknown, fallback: Locale): Locale {
  const value = (body as Record<string, unknown> | null)?.[leadMetaFields.locale];
  return value === "es" || value === "en" ? value : fallback;
}
