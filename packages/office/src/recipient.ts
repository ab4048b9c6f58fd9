/**
 * An email address as one mailbox: what the hourly limits on confirmations
 * count by, so `BOSS@`, `@VICTIM.test`, `boss+1@` and `b.o.s.s@` are one
 * recipient. Folded (NFKC: full-width and other look-alike forms become
 * their plain letters), lower-cased, a `+tag` and the dots of the part before
 * the `@` left out. Two real mailboxes folded into one only share a limit.
 */
export function canonicalEmail(email: string): string {
  const folded = email.normalize("NFKC").trim().toLowerCase();
  const at = folded.lastIndexOf("@");
  if (at < 0) return folded;
  const local = folded.slice(0, at).split("+")[0]?.replace(/\./g, "") ?? "";
  return `${local}@${folded.slice(at + 1)}`;
}
