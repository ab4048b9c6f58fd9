import { createServer } from "node:net";
import type { Perspective } from "@hvac/content";
import { createClient } from "@sanity/client";

/** @sanity/client as a server uses it (the site's way), at a lake's address. */
export const lakeClient = (
  apiHost: string,
  { projectId = "local", perspective = "published" as Perspective } = {},
) =>
  createClient({
    projectId,
    dataset: "production",
    apiVersion: "2025-06-01",
    useCdn: false,
    perspective,
    apiHost,
    useProjectHostname: false,
  });

/** A loopback port nothing listens on now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
