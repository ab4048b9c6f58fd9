import { sampleAnswers } from "@hvac/test-fixtures/sample-lead";
import { describe, expect, it } from "vitest";
import { dictionaries } from "@/i18n/dictionary";
import { translator } from "@/i18n/translate";
import { leadFields, leadTextFields } from "@/leads/lead-fields";
import { fieldErrorMessage, fieldErrorMessages, fieldMessage } from "@/leads/lead-messages";
import { isRobot, type LeadErrorCode, parseLead } from "@/leads/lead-schema";

const valid = {
  ...sampleAnswers,
  lastName: "García",
  service: "AC Repair",
  message: "The AC blows warm air.",
  locale: "en",
  page: "service:servicePage-acRepair",
  variant: "request",
  website: "",
};

describe("requests the server accepts", () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      "a complete request",
      {},
      { firstName: "Ana", state: "TX", page: { id: "service", doc: "servicePage-acRepair" } },
    ],
    ["García", { lastName: "García" }, { lastName: "García" }],
    ["Nguyễn", { lastName: "Nguyễn" }, { lastName: "Nguyễn" }],
    [
      "Nguyễn written with combining marks",
      { lastName: "Nguye\u0302\u0303n" },
      { lastName: "Nguyễn" },
    ],
    ["O'Brien-Smith Jr.", { lastName: "O'Brien-Smith Jr." }, { lastName: "O'Brien-Smith Jr." }],
    ["a curly apostrophe", { lastName: "D’Angelo" }, { lastName: "D’Angelo" }],
    ["José María, two words", { firstName: "José  María " }, { firstName: "José María" }],
    ["Zoë Ñúñez", { firstName: "Zoë", lastName: "Ñúñez" }, { lastName: "Ñúñez" }],
    ["spaces around every answer", { city: "  San Antonio  " }, { city: "San Antonio" }],
    ["a lower-case state", { state: "tx" }, { state: "TX" }],
    ["a phone with +1", { phone: "+1 210 555 0199" }, { phone: "+1 210 555 0199" }],
    ["a phone of bare digits", { phone: "2105550199" }, { phone: "2105550199" }],
    ["a phone with dots", { phone: "210.555.0199" }, { phone: "210.555.0199" }],
    ["no message", { message: undefined }, { message: "" }],
    ["an empty message", { message: "" }, { message: "" }],
    ["a message of several lines", { message: "Line 1\r\nLine 2" }, { message: "Line 1\nLine 2" }],
    ["a message saying < 70", { message: "Thermostat < 70 and > 60" }, {}],
    ["a Spanish request", { locale: "es", service: "Reparación de Hornos" }, { locale: "es" }],
    [
      "a town's page",
      { page: "area:serviceArea-floresville" },
      { page: { id: "area", doc: "serviceArea-floresville" } },
    ],
    // A real request is never turned away because its page was withdrawn while it was open.
    [
      "a town's page withdrawn since",
      { page: "area:serviceArea-austin" },
      { page: { id: "area", doc: "serviceArea-austin" } },
    ],
    ["the contact form", { page: "contact", variant: "contact" }, { variant: "contact" }],
    ["no variant (a request form)", { variant: undefined }, { variant: "request" }],
    ["an address with a unit", { address: "12 Elm St, Apt #4" }, {}],
    ["the longest first name", { firstName: "A".repeat(50) }, {}],
    ["the longest message", { message: "x".repeat(1000) }, {}],
    ["an unknown extra field", { favouriteColour: "blue" }, {}],
  ])("%s", (_name, patch, expected) => {
    const result = parseLead({ ...valid, ...patch });
    expect(result).toMatchObject({ ok: true, lead: expected });
    expect(result.ok && "favouriteColour" in result.lead).toBe(false);
  });
});

describe("requests the server refuses, naming the field", () => {
  const cases: Array<[string, Record<string, unknown>, string, LeadErrorCode]> = [
    ["an empty first name", { firstName: "" }, "firstName", "required"],
    ["a first name of spaces", { firstName: "   " }, "firstName", "required"],
    ["a missing first name", { firstName: undefined }, "firstName", "required"],
    ["a missing last name", { lastName: undefined }, "lastName", "required"],
    ["a missing phone", { phone: undefined }, "phone", "required"],
    ["a missing email", { email: undefined }, "email", "required"],
    ["a missing address", { address: undefined }, "address", "required"],
    ["a missing city", { city: undefined }, "city", "required"],
    ["a missing state", { state: undefined }, "state", "required"],
    ["a missing zip", { zip: undefined }, "zip", "required"],
    ["a missing service", { service: undefined }, "service", "required"],
    ["an empty service", { service: "" }, "service", "required"],
    ["a first name of 51 letters", { firstName: "A".repeat(51) }, "firstName", "tooLong"],
    ["a last name of 51 letters", { lastName: "B".repeat(51) }, "lastName", "tooLong"],
    ["an address of 121 characters", { address: "x".repeat(121) }, "address", "tooLong"],
    ["a city of 61 letters", { city: "C".repeat(61) }, "city", "tooLong"],
    ["a service of 81 characters", { service: "s".repeat(81) }, "service", "tooLong"],
    ["a message of 1,001 characters", { message: "m".repeat(1001) }, "message", "tooLong"],
    ["an email of 255 characters", { email: `${"e".repeat(243)}@example.com` }, "email", "tooLong"],
    ["a script tag as a name", { firstName: "<script>alert(1)</script>" }, "firstName", "format"],
    ["a script tag in the address", { address: "<script>x</script>" }, "address", "format"],
    [
      "a script tag in the service",
      { service: "<img src=x onerror=alert(1)>" },
      "service",
      "format",
    ],
    [
      "a script tag in the message",
      { message: "hi <script>alert(1)</script>" },
      "message",
      "format",
    ],
    ["a closing tag in the message", { message: "</textarea><b>" }, "message", "format"],
    ["an HTML comment in the message", { message: "<!-- x -->" }, "message", "format"],
    ["a NUL in a name", { lastName: "Gar\u0000cía" }, "lastName", "format"],
    ["a line break in a name", { firstName: "Ana\nBcc: x@y.z" }, "firstName", "format"],
    ["a tab in the city", { city: "San\tAntonio" }, "city", "format"],
    ["an escape character in the address", { address: "1 Main\u001b[31m" }, "address", "format"],
    ["a bell in the message", { message: "ring\u0007" }, "message", "format"],
    [
      "a right-to-left override in a name",
      { firstName: "Ana\u202Egnp.exe" },
      "firstName",
      "invisible",
    ],
    ["a C1 control in the service", { service: "AC\u0085Repair" }, "service", "format"],
    ["digits as a name", { firstName: "12345" }, "firstName", "format"],
    ["an at sign in a name", { lastName: "ana@example.com" }, "lastName", "format"],
    ["a phone of 9 digits", { phone: "210555019" }, "phone", "format"],
    ["a phone of 11 digits not starting with 1", { phone: "22105550199" }, "phone", "format"],
    ["a phone with letters", { phone: "210-555-CALL" }, "phone", "format"],
    ["a phone with an area code starting with 1", { phone: "(110) 555-0199" }, "phone", "format"],
    ["an email without a domain", { email: "ana@" }, "email", "format"],
    ["an email without a top-level domain", { email: "ana@example" }, "email", "format"],
    ["an email with two at signs", { email: "ana@@example.com" }, "email", "format"],
    ["an email with spaces", { email: "ana garcia@example.com" }, "email", "format"],
    ["a state of 3 letters", { state: "TEX" }, "state", "tooLong"],
    ["a state of 1 letter", { state: "T" }, "state", "format"],
    ["a state with a digit", { state: "T1" }, "state", "format"],
    ["a zip of 4 digits", { zip: "7811" }, "zip", "format"],
    ["a zip of 6 digits", { zip: "781120" }, "zip", "tooLong"],
    ["a zip+4", { zip: "78112-1234" }, "zip", "tooLong"],
    ["a zip with letters", { zip: "7811a" }, "zip", "format"],
    ["a number as a first name", { firstName: 42 }, "firstName", "format"],
    ["a number as the zip", { zip: 78112 }, "zip", "format"],
    ["an array as the phone", { phone: ["2105550199"] }, "phone", "format"],
    ["an object as the email", { email: { address: "ana@example.com" } }, "email", "format"],
    ["null as the city", { city: null }, "city", "format"],
    ["true as the service", { service: true }, "service", "format"],
    ["a number as the message", { message: 7 }, "message", "format"],
    ["a 1 MB first name", { firstName: "A".repeat(1024 * 1024) }, "firstName", "tooLong"],
    ["a 1 MB message", { message: "m".repeat(1024 * 1024) }, "message", "tooLong"],
  ];

  it("holds more than 40 bad inputs", () => {
    expect(cases.length).toBeGreaterThan(40);
  });

  it.each(cases)("%s", (_name, patch, field, code) => {
    const result = parseLead({ ...valid, ...patch });
    expect(result.ok).toBe(false);
    expect(
      result.ok ? undefined : result.fieldErrors[field as keyof typeof result.fieldErrors],
    ).toBe(code);
    expect(result.ok ? undefined : result.malformed).toBe(false);
  });

  it("names every wrong field at once", () => {
    const result = parseLead({ ...valid, firstName: "", zip: "1", email: "x" });
    expect(result).toEqual({
      ok: false,
      fieldErrors: { firstName: "required", zip: "format", email: "format" },
      malformed: false,
    });
  });
});

describe("bodies that are not one of our forms", () => {
  it.each<[string, unknown]>([
    ["nothing", undefined],
    ["null", null],
    ["a string", "firstName=Ana"],
    ["a number", 42],
    ["an array", [valid]],
    ["an empty object", {}],
    ["an unknown language", { ...valid, locale: "fr" }],
    ["an unknown page", { ...valid, page: "nowhere" }],
    ["a page key of no shape", { ...valid, page: "area:" }],
    ["a page key of three parts", { ...valid, page: "area:a:b" }],
    ["a page key of an unknown kind", { ...valid, page: "blog:post-1" }],
    ["an unknown form", { ...valid, variant: "newsletter" }],
    ["no page", { ...valid, page: undefined }],
  ])("%s", (_name, body) => {
    expect(parseLead(body)).toMatchObject({ ok: false, malformed: true });
  });
});

describe("the messages a refused visitor reads", () => {
  it("are in the visitor's language and give the limit", () => {
    expect(
      fieldErrorMessages(translator("es"), {
        zip: "format",
        firstName: "tooLong",
        city: "required",
      }),
    ).toEqual({
      zip: "Escriba un código postal de 5 dígitos.",
      firstName: `Use como máximo ${leadFields.firstName.maxLength} caracteres.`,
      city: "Por favor llene este campo.",
    });
    expect(fieldErrorMessages(translator("en"), { phone: "format" })).toEqual({
      phone: "Please enter a 10-digit US phone number, area code first.",
    });
  });
  it("say what a name takes, each of which a name may hold: letters, spaces, periods, hyphens, apostrophes", () => {
    const refused = parseLead({ ...valid, firstName: "Ana 2", lastName: "O'Brien-Smith Jr." });
    expect(refused).toMatchObject({ ok: false, fieldErrors: { firstName: "format" } });
    expect(fieldErrorMessages(translator("en"), { firstName: "format" })).toEqual({
      firstName: "Please use only letters, spaces, periods, hyphens and apostrophes.",
    });
    expect(fieldErrorMessages(translator("es"), { lastName: "format" })).toEqual({
      lastName: "Use solo letras, espacios, puntos, guiones y apóstrofos.",
    });
  });
  it("are the same words the form's own checks say before sending, in both languages", () => {
    const fields = [...leadTextFields, "message"] as const;
    const codes = ["required", "tooLong", "format", "invisible"] as const;
    for (const locale of ["en", "es"] as const) {
      for (const field of fields) {
        for (const code of codes) {
          expect(fieldMessage(dictionaries[locale].leadForm, field, code)).toBe(
            fieldErrorMessage(translator(locale), field, code),
          );
        }
      }
    }
  });
});

describe("the honeypot", () => {
  it("is empty when a person sends the form", () => {
    expect(isRobot(valid)).toBe(false);
    expect(isRobot({ ...valid, website: undefined })).toBe(false);
  });
  it("is filled only by robots", () => {
    expect(isRobot({ ...valid, website: "https://spam.example" })).toBe(true);
  });
});

describe("the form's native constraints", () => {
  it("are the server's rules: each pattern accepts what the server accepts", () => {
    // The HTML pattern attribute is compiled with the v flag and must match whole values.
    for (const [field, value] of [
      ["firstName", "Nguyễn"],
      ["phone", "(210) 555-0199"],
      ["state", "tx"],
      ["zip", "78112"],
      ["address", "17812 I-37"],
    ] as const) {
      const pattern = leadFields[field].pattern;
      expect(new RegExp(`^(?:${pattern})$`, "v").test(value)).toBe(true);
    }
    expect(new RegExp(`^(?:${leadFields.zip.pattern})$`, "v").test("7811")).toBe(false);
  });
});
