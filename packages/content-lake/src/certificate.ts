import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The names the stand-in answers for: Sanity's API, CDN and static hosts. */
export const sanityHostPatterns = [
  "*.sanity.io",
  "*.api.sanity.io",
  "*.apicdn.sanity.io",
  "sanity-cdn.com",
  "*.sanity-cdn.com",
];

/**
 * A self-signed certificate for Sanity's host names and loopback, made fresh
 * for each run with the machine's openssl, so no key lives in the repository.
 */
export function selfSignedCertificate(): { key: string; cert: string } {
  const folder = mkdtempSync(join(tmpdir(), "content-lake-tls-"));
  const names = [...sanityHostPatterns, "localhost"].map((name) => `DNS:${name}`);
  try {
    execFileSync(
      "openssl",
      [
        ["req", "-x509", "-nodes", "-days", "2", "-subj", "/CN=api.sanity.io"],
        ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"],
        ["-keyout", join(folder, "key.pem"), "-out", join(folder, "cert.pem")],
        ["-addext", `subjectAltName=${[...names, "IP:127.0.0.1"].join(",")}`],
      ].flat(),
      { stdio: "pipe" },
    );
    return {
      key: readFileSync(join(folder, "key.pem"), "utf8"),
      cert: readFileSync(join(folder, "cert.pem"), "utf8"),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
