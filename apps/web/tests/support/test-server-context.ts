import {
  type PartName,
  type ServerContext,
  type ServerParts,
  serverContextKey,
} from "@/server/server-context";
import type { Settings } from "@/server/settings";

/** A unit test's server: these settings and parts, the rest made as usual the first time asked for. */
export function provideServerContext(settings: Settings, parts: Partial<ServerParts> = {}): void {
  (globalThis as { [serverContextKey]?: ServerContext })[serverContextKey] = {
    settings,
    parts: new Map(Object.entries(parts) as Array<[PartName, unknown]>),
  };
}
