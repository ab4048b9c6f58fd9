import { contentSource, imageTypes, loadLocalDataset } from "@hvac/content";
import { imageRequest, renderImage } from "@/images/local-image-pipeline";

/**
 * The local dataset's pictures, at the address and with the parameters of
 * Sanity's image CDN (with Sanity, pictures come from the CDN itself).
 */
export async function GET(
  request: Request,
  { params }: RouteContext<"/assets/content/images/local/starter/[file]">,
) {
  const { file } = await params;
  const source = contentSource();
  const path = source.kind === "local" ? loadLocalDataset(source.file).images.get(file) : undefined;
  const sourceType = imageTypes[file.split(".").pop() ?? ""];
  if (!path || !sourceType) return new Response("Not found", { status: 404 });
  const { searchParams } = new URL(request.url);
  const accept = request.headers.get("accept") ?? "";
  const { body, type } = await renderImage(path, sourceType, imageRequest(searchParams, accept));
  // The address names the file by its content: it never changes. An SVG opened
  // on its own is a document: next.config.ts gives every file the policy that
  // lets nothing run.
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": type,
      "Cache-Control": "public, max-age=31536000, immutable",
      ...(searchParams.get("auto") === "format" ? { Vary: "Accept" } : {}),
    },
  });
}
