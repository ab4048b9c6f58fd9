import { readSettings, type Settings } from "@/server/settings";

/**
 * The server put together in one place: its settings, read and checked once,
 * and the parts every bundle of the process shares, each made the first
 * time it is asked for. It lives under one key on globalThis because Next
 * loads the routes, the proxy, instrumentation.ts and the cache handler as
 * separate bundles (and the cache handler and the front door as plain
 * JavaScript, which read their parts here): a module's own variable is one
 * per bundle (measured on a build: the alarm for unsaved requests, counted in
 * a module's variable and capped at 20 an hour, sent 20 through the front door's
 * lane and 20 more through Next's route). No runtime module keeps state of its own
 * (module-state.test.ts). Tests provide a context of their own settings and
 * parts (tests/support/test-server-context.ts).
 */
export interface ServerContext {
  settings: Settings;
  parts: Map<PartName, unknown>;
}

/**
 * The shared parts by name, each typed by its owner, which adds it here
 * (`declare module "@/server/server-context"`) beside the code that makes it:
 * a caller gets the part's own type, never a cast.
 */
// biome-ignore lint/suspicious/noEmptyInterface: the owners of the parts extend it.
export interface ServerParts {}
export type PartName = keyof ServerParts;

export const serverContextKey = Symbol.for("hvac.server");
const holder = globalThis as { [serverContextKey]?: ServerContext };

/** The server's context, put together from the environment the first time it is asked for. */
export function serverContext(): ServerContext {
  holder[serverContextKey] ??= { settings: readSettings(), parts: new Map() };
  return holder[serverContextKey];
}

/** The server's settings (settings.ts): a bad one stops the start (instrumentation.ts). */
export const settings = (): Settings => serverContext().settings;

/**
 * A shared part, made from the settings the first time it is asked for; a
 * part whose making failed (a store that did not open) is made again the
 * next time.
 */
export function serverPart<Name extends PartName>(
  name: Name,
  make: (settings: Settings) => ServerParts[Name],
): ServerParts[Name] {
  const { parts, settings } = serverContext();
  if (!parts.has(name)) parts.set(name, make(settings));
  return parts.get(name) as ServerParts[Name];
}

/** A value read again at most every so often: the last read, and when. */
export interface Timed<Value> {
  last?: { value: Value; at: number };
}

type TimedName = {
  [Name in PartName]: ServerParts[Name] extends Timed<unknown> ? Name : never;
}[PartName];
type TimedValue<Name extends TimedName> =
  ServerParts[Name] extends Timed<infer Value> ? Value : never;

/**
 * A timed part's value: read again (`read`) once `ttlMs` have passed since
 * the last read, the last value standing while a read fails (undefined), and
 * `fallback` before any read succeeded. The office's settings in the Studio
 * are read this way, so their edits show within a minute.
 */
export async function timedPart<Name extends TimedName>(
  name: Name,
  ttlMs: number,
  read: (settings: Settings) => Promise<TimedValue<Name> | undefined>,
  fallback: TimedValue<Name>,
  now = Date.now(),
): Promise<TimedValue<Name>> {
  const part = serverPart(name, () => ({}) as ServerParts[Name]) as Timed<TimedValue<Name>>;
  if (part.last && now - part.last.at < ttlMs) return part.last.value;
  const value = await read(settings());
  if (value === undefined) return part.last?.value ?? fallback;
  part.last = { value, at: now };
  return value;
}
