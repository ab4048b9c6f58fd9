import { describe, expect, it } from "vitest";
import { isPublicAddress, publicHttpsProblem, publicLookup } from "@/outbound/public-address";

describe("where the CRM webhook typed in the Studio may go", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.10",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "::1",
    "fd00:ec2::254",
    "fe80::1",
    "::ffff:127.0.0.1",
    "224.0.0.1",
  ])("never to %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it("to a public address", () => {
    expect(isPublicAddress("93.184.215.14")).toBe(true);
    expect(isPublicAddress("2606:2800:21f:cb07:6820:80da:af6b:8b2c")).toBe(true);
  });

  it("only over https, and never to a private address written as one", () => {
    expect(publicHttpsProblem("http://crm.example/hook")).toBe(
      "The address must start with https://.",
    );
    expect(publicHttpsProblem("https://127.0.0.1:8443/hook")).toMatch(/not a public/);
    expect(publicHttpsProblem("https://[::1]/hook")).toMatch(/not a public/);
    expect(publicHttpsProblem("https://crm.example/hook")).toBeUndefined();
  });

  it("never to a name that looks up to this machine", async () => {
    const error = await new Promise<Error | null>((resolve) =>
      publicLookup("localhost", {}, (failure) => resolve(failure)),
    );
    expect(error?.message).toBe(
      "localhost is not a public internet address: the site sends nothing there.",
    );
  });
});
