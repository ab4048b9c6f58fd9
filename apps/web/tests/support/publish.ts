import { readFileSync, writeFileSync } from "node:fs";
import type { SanityDocumentLike } from "@hvac/content";
import { publishWebhookEndpoint } from "@hvac/routing";
import { copyDataset } from "@hvac/test-fixtures/harness/site-copy";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";

/**
 * A copy of the starter dataset for a served site to read and a test to edit
 * as the Studio would publish; the starter dataset itself is never touched.
 */
export async function editableDataset() {
  const { file, remove } = await copyDataset();

  const documents = () =>
    readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as SanityDocumentLike);
  /** One document, typed with the fields a test reads from it. */
  const document = <Fields extends object = object>(id: string) => {
    const found = documents().find((d) => d._id === id);
    if (!found) throw new Error(`No document ${id} in the dataset`);
    return found as SanityDocumentLike & Fields;
  };
  const write = (next: SanityDocumentLike[]) =>
    writeFileSync(file, `${next.map((d) => JSON.stringify(d)).join("\n")}\n`);
  /** Rewrites one document in place, as a publish replaces it in the Content Lake. */
  const edit = (id: string, change: (doc: SanityDocumentLike) => SanityDocumentLike) => {
    document(id);
    write(documents().map((d) => (d._id === id ? change(d) : d)));
  };

  return {
    file,
    documents,
    document,
    edit,
    /** Publishes a new document, as the office's first publish of it does. */
    add(doc: SanityDocumentLike) {
      if (documents().some((d) => d._id === doc._id)) throw new Error(`${doc._id} exists`);
      write([...documents(), doc]);
    },
    /** Deletes a document (or unpublishes it: the published document is gone either way). */
    delete(id: string) {
      document(id);
      write(documents().filter((d) => d._id !== id));
    },
    /** Replaces every occurrence of a piece of text in one document's fields. */
    replaceText(id: string, from: string, to: string) {
      const escaped = (text: string) => JSON.stringify(text).slice(1, -1);
      edit(id, (doc) => {
        const json = JSON.stringify(doc);
        if (!json.includes(escaped(from))) throw new Error(`"${from}" is not in ${id}`);
        return JSON.parse(json.replaceAll(escaped(from), escaped(to)));
      });
    },
    remove,
  };
}

export type EditableDataset = Awaited<ReturnType<typeof editableDataset>>;

/**
 * What Sanity's webhook sends with the projection docs/deploying.md gives: the changed document's
 * id and type.
 */
export const publishBody = (doc: { _id: string; _type: string }) =>
  JSON.stringify({ _id: doc._id, _type: doc._type });

/** Sanity's signature header for a body, made as Sanity makes it. */
export const signature = (body: string, secret: string, timestamp = Date.now()) =>
  encodeSignatureHeader(body, timestamp, secret);

/** Posts to the publish webhook as Sanity does; `signatureHeader` undefined sends none. */
export function postPublish(baseURL: string, body: string, signatureHeader?: string) {
  return fetch(`${baseURL}${publishWebhookEndpoint}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(signatureHeader ? { [SIGNATURE_HEADER_NAME]: signatureHeader } : {}),
    },
    body,
  });
}

/** A publish signed with the site's secret: the signed request of a real publish. */
export async function publish(
  baseURL: string,
  secret: string,
  doc: { _id: string; _type: string },
) {
  const body = publishBody(doc);
  return postPublish(baseURL, body, await signature(body, secret));
}
