import { readFile } from "node:fs/promises";
import { contentSource, loadLocalDataset } from "@hvac/content";

/**
 * The starter dataset's illustrations, served where the local content source
 * says they are (with Sanity, images come from Sanity's CDN instead).
 */
function images(): Map<string, string> {
  const source = contentSource();
  return source.kind === "local" ? loadLocalDataset(source.file).images : new Map();
}

export const dynamicParams = false;

export function generateStaticParams() {
  return [...images().keys()].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: RouteContext<"/assets/content/[file]">) {
  const { file } = await params;
  const path = images().get(file);
  if (!path) return new Response("Not found", { status: 404 });
  // An SVG opened on its own is a document: next.config.ts gives every file the
  // policy that lets nothing run.
  return new Response(await readFile(path), {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
