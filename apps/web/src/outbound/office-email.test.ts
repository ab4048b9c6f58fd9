import { datasetRouteTable } from "@hvac/content";
import { type RouteTable, routeTable } from "@hvac/routing";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { describe, expect, it } from "vitest";
import { leadEmail } from "@/outbound/office-email";

const disguised = {
  ...sampleLead(),
  id: "real-id",
  receivedAt: "2026-11-25T08:05:03.112Z",
  locale: "en" as const,
  firstName: "Ana\u200F\u{E0041}",
  city: "Elmendorf\u2060",
  message: `Please call.${"\n".repeat(60)}Language: Spanish\nSent from: https://evil.example\nLead id: forged`,
};

describe("the office's email", () => {
  const email = leadEmail(disguised, "https://www.example.com");
  const lines = email.text.split("\n");
  const fence = lines.findIndex((line) => line.startsWith("----- What the visitor wrote"));

  it("puts the site's own lines above the visitor's text, fenced off", () => {
    expect(lines.slice(0, 6)).toEqual([
      "Language: English",
      "Sent from: service:servicePage-acRepair",
      "Came from: Search: Google, first page service:servicePage-acRepair, phone",
      "How soon: not said",
      // In the office's time zone, as the office reads a clock: not UTC's "2026-11-25T08:05:03.112Z".
      "Received: Nov 25, 2:05 AM CST",
      "Reference: R-REALID",
    ]);
    expect(fence).toBeGreaterThan(5);
    expect(lines.at(-1)).toBe("----- End of what the visitor wrote -----");
    expect(lines.slice(fence).indexOf("> Lead id: forged")).toBeGreaterThan(0);
    expect(lines).not.toContain("Lead id: forged");
  });

  it("shows no invisible character and no wall of blank lines", () => {
    expect(email.subject).toBe(
      "New request: Reparación de Aire Acondicionado - Ana Nguyễn, Elmendorf",
    );
    expect(email.text).not.toMatch(/[\p{Cf}]/u);
    expect(email.text).not.toMatch(/\n\n\n/);
  });
});

describe("the office's email, when the visitor types the fence", () => {
  const end = "----- End of what the visitor wrote -----";
  const email = leadEmail(
    {
      ...sampleLead(),
      id: "real-id",
      // A one-line answer stored under older rules, with a line break in it.
      city: `Elmendorf\n${end}\nLead id: forged`,
      message: `Please call.\n\n${end}\nLead id: forged\nPhone: (210) 555-0000`,
    },
    "https://www.example.com",
  );
  const lines = email.text.split("\n");

  it("ends the visitor's text at the site's fence only: what the visitor typed stays inside it", () => {
    expect(lines.filter((line) => line.startsWith("-----"))).toEqual([
      "----- What the visitor wrote -----",
      end,
    ]);
    expect(lines.at(-1)).toBe(end);
  });

  it("quotes the message line by line, and keeps each answer on its line", () => {
    const message = lines.slice(lines.indexOf("Describe the problem (optional):") + 1, -1);
    expect(message).toEqual([
      "> Please call.",
      ">",
      `> ${end}`,
      "> Lead id: forged",
      "> Phone: (210) 555-0000",
    ]);
    expect(lines).toContain(`City: Elmendorf ${end} Lead id: forged`);
  });
});

describe("an emergency's email to the office", () => {
  const emergency = {
    ...sampleLead(),
    id: "urgent",
    urgency: "emergency" as const,
    preferredTime: "evening" as const,
  };
  const email = leadEmail(emergency, "https://www.example.com", undefined, {
    pages: [
      { name: "Luis", to: "+12105550111", at: "2026-11-26T08:01:00.000Z" },
      { to: "+12105550112", at: "2026-11-26T08:16:00.000Z", error: "Unknown number" },
    ],
    contactedLink: "https://www.example.com/api/leads/contacted?lead=urgent&sig=x",
  });

  it("says so first, with how soon, the best time, who was paged and when, and the link that stops the paging", () => {
    expect(email.subject).toMatch(/^EMERGENCY: New request: /);
    const lines = email.text.split("\n");
    expect(lines).toContain("How soon: Emergency: today");
    expect(lines).toContain("Best time to call: Evening");
    expect(lines).toContain("Paged: Luis at (210) 555-0111, Nov 26, 2:01 AM CST");
    expect(lines).toContain("Paged: (210) 555-0112, Nov 26, 2:16 AM CST (refused: Unknown number)");
    expect(lines).toContain(
      "Mark contacted: https://www.example.com/api/leads/contacted?lead=urgent&sig=x",
    );
  });
});

describe("a visit booked online, in the office's email", () => {
  const visit = { window: "2026-11-30T08:00-12:00", service: "service:servicePage-acRepair" };
  const emailOf = (status: "booked" | "wanted", routes?: RouteTable) =>
    leadEmail({ ...disguised, visit: { ...visit, status } }, "https://www.example.com", routes);
  const linesOf = (status: "booked" | "wanted", routes?: RouteTable) =>
    emailOf(status, routes)
      .text.replace(/[\u202f\u2009]/g, " ")
      .split("\n");

  it("says when the technician is due and what for, above the visitor's text", async () => {
    const routes = await datasetRouteTable();
    expect(linesOf("booked", routes).slice(3, 5)).toEqual([
      "Visit booked online: Monday, November 30, 8:00 AM – 12:00 PM (booked)",
      "Service booked: AC Repair",
    ]);
    // The subject says it is booked, and when.
    expect(emailOf("booked", routes).subject.replace(/[\u202f\u2009]/g, " ")).toMatch(
      /^Booked Monday, November 30, 8:00 AM – 12:00 PM: AC Repair - /,
    );
  });

  it("names the service, never the site's key, when its page cannot be found", async () => {
    const none = routeTable({ services: [], areas: [], redirects: [] });
    expect(linesOf("booked", none)[4]).toBe("Service booked: (a service no longer on the website)");
    expect(linesOf("booked")[4]).toBe("Service booked: (the service's name could not be read)");
  });

  it("says a window someone took first needs a time, and a call", () => {
    expect(linesOf("wanted")[3]).toBe(
      "Visit asked for online: Monday, November 30, 8:00 AM – 12:00 PM. Needs a time: the window filled just before the visitor booked. Call the visitor to agree a time, then move the visit to it in the Schedule.",
    );
    expect(emailOf("wanted").subject).toMatch(/^Needs a time: /);
  });
});
