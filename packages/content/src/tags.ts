/**
 * Cache tags name what a read used: `doc:<id>` for one document (pages are
 * read by their fixed id, so the tag is known before reading), `type:<type>`
 * for a list of every document of a type. A publish of a document refreshes
 * its own tags and the `doc:` tags of the documents that reference it.
 */
export const docTag = (id: string) => `doc:${id}`;
export const typeTag = (type: string) => `type:${type}`;

/** The published id of a document, whether given its draft's id or its own. */
export const publishedId = (id: string) => id.replace(/^drafts\./, "");

/** The tags to refresh when a document is published, given who references it. */
export function tagsForChange(
  change: { _id: string; _type: string },
  referrers: string[],
): string[] {
  const id = publishedId(change._id);
  return [...new Set([docTag(id), typeTag(change._type), ...referrers.map(docTag)])];
}
