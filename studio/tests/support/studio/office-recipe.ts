import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { type SiteReadingTheLake, siteReadingTheLake } from "../site/site-reading-the-lake";
import { studioSession } from "./session";

/**
 * What a file of the office's recipes (docs/office.md) works with: the built
 * Studio, and the site reading its content from the same stand-in, which
 * sends the publish webhook to it. The recipes are two files so they can run
 * side by side.
 */
export function officeRecipe() {
  const session = studioSession();
  const { lake } = session;
  let served: SiteReadingTheLake | undefined;
  beforeAll(async () => {
    // The site reads its content as it starts: the starter dataset, as before each test.
    lake.reset();
    served = await siteReadingTheLake(lake);
  });
  afterAll(() => served?.stop());
  beforeEach(() => served?.connect());
  const site = () => {
    if (!served) throw new Error("the site is not served yet");
    return served;
  };
  return {
    session,
    lake,
    site,
    /** Waits for Sanity's webhook of a document to reach the site and be answered. */
    webhookLanded: (id: string) =>
      expect.poll(() => lake.journal.webhooks).toContainEqual({ id, status: 200 }),
    /** Waits for the site to answer a path as expected: the webhook lands, then routes reload. */
    pollSite: (path: string) =>
      expect.poll(async () => {
        const { status, location } = await site().visit(path);
        return location
          ? `${status} ${new URL(location, site().site.baseURL).pathname}`
          : `${status}`;
      }),
  };
}
