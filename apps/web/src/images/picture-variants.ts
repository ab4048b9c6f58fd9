import { serverPart } from "@/server/server-context";
import { bytesBudgetCache } from "./bytes-budget-cache";
import { type ImageRequest, renderImage } from "./local-image-pipeline";
import { workQueue } from "./work-queue";

declare module "@/server/server-context" {
  interface ServerParts {
    pictureVariants: PictureVariants;
  }
}

/**
 * Each variant of a picture (its file, cut, size, quality and format) is
 * encoded once and kept in the instance's memory, up to 64 MB, the least
 * recently asked forgotten first: the pictures are the dataset's few, nginx
 * keeps them on disk in front, and memory needs no folder to bound or clean
 * up nor a write shared by instances. Two encode at a time (libvips already
 * spreads each over the cores); up to 32 more wait, and beyond that a
 * request is refused with QueueFull. One memory and one queue per process, a
 * part of the server's context.
 */

interface Picture {
  body: Buffer;
  type: string;
}

const keptBytes = 64 * 1024 * 1024;

interface PictureVariants {
  kept: ReturnType<typeof bytesBudgetCache<Picture>>;
  encodeQueue: ReturnType<typeof workQueue>;
  /** Variants being encoded now: a second asker waits for the same encode. */
  encoding: Map<string, Promise<Picture>>;
}

const pictureVariants = () =>
  serverPart("pictureVariants", () => ({
    kept: bytesBudgetCache<Picture>(keptBytes, (picture) => picture.body.byteLength),
    encodeQueue: workQueue(2, 32),
    encoding: new Map(),
  }));

/** The variant, and how long its encode took when this very call made it. */
export async function pictureVariant(
  file: string,
  sourceType: string,
  request: ImageRequest,
): Promise<Picture & { encodedMs?: number }> {
  const { kept, encodeQueue, encoding } = pictureVariants();
  const key = `${file}\n${JSON.stringify(request)}`;
  // Looked up and claimed with no await between: two askers never both encode.
  const found = kept.get(key) ?? encoding.get(key);
  if (found) return found;
  const made = encodeQueue(async () => {
    const started = performance.now();
    const picture = await renderImage(file, sourceType, request);
    return { ...picture, encodedMs: performance.now() - started };
  });
  const shared = made.then(({ body, type }) => ({ body, type }));
  // A failed encode is answered to its first asker; the others' awaits see it too.
  shared.catch(() => undefined);
  encoding.set(key, shared);
  try {
    const picture = await made;
    kept.set(key, { body: picture.body, type: picture.type });
    return picture;
  } finally {
    encoding.delete(key);
  }
}
