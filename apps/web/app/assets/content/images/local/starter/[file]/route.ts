import { imageTypes, loadLocalDataset, localImagePath } from "@hvac/content";
import { localDatasetFile } from "@/content/source";
import { imageRequest } from "@/images/local-image-pipeline";
import { pictureVariant } from "@/images/picture-variants";
import { QueueFull } from "@/images/work-queue";
import { settings } from "@/server/server-context";

const notKept = { "Cache-Control": "no-store" };

/**
 * The local dataset's pictures, at the address and with the parameters of
 * Sanity's image CDN: the site's own content, and the local content lake's
 * (./scripts/local), which keeps these addresses (with Sanity, pictures come
 * from the CDN itself, and nothing asks for these). Only the addresses the
 * site writes are served; each variant is encoded once, and the response
 * says so (`Server-Timing: encode`) when it was made for it.
 */
export async function GET(
  request: Request,
  { params }: RouteContext<"/assets/content/images/local/starter/[file]">,
) {
  const { file } = await params;
  const path = loadLocalDataset(localDatasetFile(settings())).images.get(file);
  const sourceType = imageTypes[file.split(".").pop() ?? ""];
  if (!path || !sourceType) return new Response("Not found", { status: 404 });
  const query = new URL(request.url).search.slice(1);
  const asked = imageRequest(
    `${localImagePath}${file}`,
    query,
    request.headers.get("accept") ?? "",
  );
  if (!asked) {
    return new Response("Not an address this site writes for its pictures.", {
      status: 400,
      headers: notKept,
    });
  }
  let picture: Awaited<ReturnType<typeof pictureVariant>>;
  try {
    picture = await pictureVariant(path, sourceType, asked);
  } catch (error) {
    if (!(error instanceof QueueFull)) throw error;
    return new Response("Busy: ask again in a moment.", {
      status: 503,
      headers: { ...notKept, "Retry-After": "1" },
    });
  }
  // The address names the file by its content: it never changes. An SVG opened
  // on its own is a document: next.config.ts gives every file the policy that
  // lets nothing run.
  return new Response(new Uint8Array(picture.body), {
    headers: {
      "Content-Type": picture.type,
      "Cache-Control": "public, max-age=31536000, immutable",
      ...(new URLSearchParams(query).get("auto") === "format" ? { Vary: "Accept" } : {}),
      ...(picture.encodedMs === undefined
        ? {}
        : { "Server-Timing": `encode;dur=${picture.encodedMs.toFixed(1)}` }),
    },
  });
}
