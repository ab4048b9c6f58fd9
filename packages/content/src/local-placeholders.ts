import type { LocalDataset, SanityDocumentLike } from "./local-dataset";

/**
 * The blurred stand-in a page shows while a photo loads, as Sanity stores it
 * on every uploaded image (`metadata.lqip`: a JPEG 20 pixels wide, as a data
 * address). Made once per image of the local dataset; SVGs have none, as in
 * Sanity.
 */
const placeholders = new Map<string, Promise<string>>();
const completed = new WeakMap<LocalDataset, Promise<SanityDocumentLike[]>>();

async function placeholder(file: string): Promise<string> {
  const { default: sharp } = await import("sharp");
  const jpeg = await sharp(file).rotate().resize(20).jpeg({ quality: 60 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

/** The dataset's documents, each raster image asset with its placeholder. */
export function withPlaceholders(dataset: LocalDataset): Promise<SanityDocumentLike[]> {
  let documents = completed.get(dataset);
  if (!documents) {
    documents = Promise.all(
      dataset.documents.map(async (document) => {
        const url = document._type === "sanity.imageAsset" ? String(document.url) : "";
        const file = dataset.images.get(url.split("/").pop() ?? "");
        if (!file || document.mimeType === "image/svg+xml") return document;
        // Keyed by the address, which names the file's content.
        if (!placeholders.has(url)) placeholders.set(url, placeholder(file));
        const metadata = document.metadata as Record<string, unknown>;
        return { ...document, metadata: { ...metadata, lqip: await placeholders.get(url) } };
      }),
    );
    completed.set(dataset, documents);
  }
  return documents;
}
