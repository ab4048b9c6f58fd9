/**
 * What a text sent to the site's number asks, by its first word: to stop the
 * site's texts (the words carriers and Twilio honour, and the Spanish a
 * visitor may write), to start them again, or nothing the site acts on.
 */
const stopWords: ReadonlySet<string> = new Set([
  "STOP",
  "STOPALL",
  "UNSUBSCRIBE",
  "CANCEL",
  "END",
  "QUIT",
  "REVOKE",
  "OPTOUT",
  "ALTO",
  "PARAR",
  "BAJA",
]);
const startWords: ReadonlySet<string> = new Set(["START", "UNSTOP"]);

export function textReply(body: string): "stop" | "start" | undefined {
  const word = (body.trim().split(/\s+/)[0] ?? "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}]/gu, "")
    .toUpperCase();
  if (stopWords.has(word)) return "stop";
  if (startWords.has(word)) return "start";
  return undefined;
}
