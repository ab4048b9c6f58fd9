import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readSettings, SettingsError, settingsSchema } from "@/server/settings";

const repository = fileURLToPath(new URL("../../../..", import.meta.url));

describe("the server's settings", () => {
  it("without any, are the documented defaults: the local store, no mail, no paging, no Redis", () => {
    const settings = readSettings({}, repository);
    expect(settings).toEqual({
      siteUrl: "http://localhost:3000",
      contentEpoch: "",
      development: false,
      production: false,
      studioUrl: "http://localhost:3333",
      leadDatabaseFile: `${repository}var/leads.sqlite`,
      leads: { minFillMs: 3000, burst: { max: 6, windowMs: 600_000 } },
      paging: {
        onCall: [],
        pageOutsideOfficeHours: false,
        officeHours: [
          {
            days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
            opens: "08:00",
            closes: "17:00",
          },
        ],
        escalateAfterMs: 5 * 60_000,
        limits: {
          pages: 30,
          pagesPerSource: 1,
          confirmations: 30,
          confirmationsPerAddress: 3,
          confirmationsPerSource: 2,
        },
      },
      calls: { numbers: [], ringPhones: [], ringSeconds: 20, textsPerHour: 20 },
      pageCacheSeconds: 60,
      clientAddress: { trustedHops: 0 },
      bookingGuard: {
        perAddressPerDay: 1,
        perPhonePerDay: 2,
        perEmailPerDay: 2,
        instantPerHour: 20,
        stampsPerAddressPerHour: 60,
      },
      localLake: { port: 3333, folder: `${repository}var/content-lake` },
    });
  });

  it("hand each part its slice: the mailbox, Twilio and the on-call phones, the lead store in Sanity", () => {
    const settings = readSettings({
      SMTP_HOST: "smtp.example.com",
      SMTP_TO: "office@example.com",
      SMTP_SECURE: "true",
      TWILIO_ACCOUNT_SID: "AC1",
      TWILIO_AUTH_TOKEN: "token",
      TWILIO_FROM: "+12105550100",
      ONCALL_PHONES: "(210) 555-0111, 210.555.0112",
      SANITY_PROJECT_ID: "abc123",
      SANITY_WRITE_TOKEN: "sk-write",
      CLIENT_ADDRESS_HEADER: "CF-Connecting-IP",
      // An empty value is no value: compose.yaml passes ${SMTP_PORT:-}.
      SMTP_PORT: "",
    });
    expect(settings.mail).toEqual({
      host: "smtp.example.com",
      port: 465,
      secure: true,
      from: "office@example.com",
      to: "office@example.com",
    });
    expect(settings.paging.onCall).toEqual(["+12105550111", "+12105550112"]);
    expect(settings.paging.sms).toEqual({
      accountSid: "AC1",
      authToken: "token",
      from: "+12105550100",
    });
    expect(settings.sanity).toEqual({
      projectId: "abc123",
      dataset: "production",
      writeToken: "sk-write",
    });
    expect(settings.clientAddress).toEqual({ header: "cf-connecting-ip", trustedHops: 0 });
  });

  it("read the office's numbers with their language and channel, and the phones that ring", () => {
    const settings = readSettings({
      CALL_NUMBERS: "(210) 555-0100 en Website; +1 210 555 0101 es Google Business Profile;",
      CALL_RING_PHONES: "(210) 555-0111, 210-555-0112",
      CALL_RING_SECONDS: "25",
      CALL_TEXTS_PER_HOUR: "40",
    });
    expect(settings.calls).toEqual({
      numbers: [
        { number: "+12105550100", language: "en", channel: "Website" },
        { number: "+12105550101", language: "es", channel: "Google Business Profile" },
      ],
      ringPhones: ["+12105550111", "+12105550112"],
      ringSeconds: 25,
      textsPerHour: 40,
    });
    expect(() => readSettings({ CALL_NUMBERS: "(210) 555-0100 Website" })).toThrow(
      /CALL_NUMBERS=.*numbers like \(210\) 555-0100 en Website/,
    );
  });

  it("refuse a value they cannot read, naming each variable and what it wants: no silent default", () => {
    const read = () =>
      readSettings({
        SMTP_PORT: "abc",
        TRUSTED_PROXY_HOPS: "nonsense",
        ONCALL_PHONES: "(210) 555-0111, 123",
        REDIS_URL: "http://cache:6379",
        OFFICE_HOURS: "whenever",
        LEADS_SECRET: "short",
      });
    expect(read).toThrow(SettingsError);
    const problems = (() => {
      try {
        read();
        return [];
      } catch (error) {
        return (error as SettingsError).problems;
      }
    })();
    expect(problems.map((problem) => problem.split("=")[0])).toEqual([
      "LEADS_SECRET",
      "SMTP_PORT",
      "ONCALL_PHONES",
      "OFFICE_HOURS",
      "REDIS_URL",
      "TRUSTED_PROXY_HOPS",
    ]);
    expect(problems).toContainEqual(
      'ONCALL_PHONES="(210) 555-0111, 123": a 10-digit US number, like (210) 555-0123',
    );
    expect(problems).toContainEqual(
      'OFFICE_HOURS="whenever": office hours like Mon-Fri 08:00-17:00',
    );
  });

  it("are each in docs/deploying.md's table, and the table names no setting the site does not read", () => {
    const table = readFileSync(`${repository}docs/deploying.md`, "utf8")
      .split("## Environment variables")[1]
      ?.split("\n\n")
      .find((block) => block.startsWith("| Variable"));
    const documented = new Set(
      [...(table ?? "").matchAll(/^\| (.*?) \|/gm)].flatMap(([, names]) =>
        [...(names ?? "").matchAll(/`([A-Z_]+)`/g)].map(([, name]) => name ?? ""),
      ),
    );
    const read = Object.keys(settingsSchema.shape);
    expect(read.filter((name) => !documented.has(name))).toEqual([]);
    // The Studio's and the browser tests' own, read by them, not by the site.
    const elsewhere = [
      "CHROME_PATH",
      "CHROME_HEADLESS_SHELL_PATH",
      "SANITY_STUDIO_PROJECT_ID",
      "SANITY_STUDIO_DATASET",
      "SANITY_STUDIO_PREVIEW_URL",
    ];
    expect(
      [...documented].filter((name) => !read.includes(name) && !elsewhere.includes(name)),
    ).toEqual([]);
  });

  it("each reach the site when set in the shell: turbo.json passes them through to its tasks", () => {
    const turbo = JSON.parse(readFileSync(`${repository}turbo.json`, "utf8")) as {
      globalEnv: string[];
      globalPassThroughEnv: string[];
    };
    const passed = [...turbo.globalEnv, ...turbo.globalPassThroughEnv].map(
      (pattern) => new RegExp(`^${pattern.replaceAll("*", ".*")}$`),
    );
    const read = Object.keys(settingsSchema.shape);
    expect(read.filter((name) => !passed.some((pattern) => pattern.test(name)))).toEqual([]);
  });

  it("are read from the environment here alone: no module the site runs reads process.env", () => {
    const modules = globSync(
      [
        "apps/web/{src,app}/**/*.{ts,tsx,mjs}",
        "apps/web/{proxy,instrumentation}.ts",
        "packages/{content,seo,routing,office}/src/**/*.ts",
      ],
      { cwd: repository },
    ).filter((file) => !/\.test\.tsx?$|\/settings\.ts$/.test(file));
    expect(modules.length).toBeGreaterThan(200);
    // Next's own phase and runtime are no settings.
    const reading = modules.filter((file) =>
      /process\.env(?!\.NEXT_(PHASE|RUNTIME)\b)/.test(readFileSync(`${repository}${file}`, "utf8")),
    );
    expect(reading).toEqual([]);
  });
});
