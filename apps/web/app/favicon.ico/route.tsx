import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ImageResponse } from "next/og";

// Rendered once at build time.
export const dynamic = "force-static";

const size = 32;

/**
 * /favicon.ico, for the clients that ask for it by name rather than reading the
 * page's icon link: the app icon (app/icon.svg, the one source) drawn at 32 px,
 * in an ICO container holding that PNG.
 */
export async function GET() {
  const svg = await readFile(join(process.cwd(), "app/icon.svg"));
  const image = new ImageResponse(
    // biome-ignore lint/performance/noImgElement: rendered by next/og, not a page
    <img
      alt=""
      width={size}
      height={size}
      src={`data:image/svg+xml;base64,${svg.toString("base64")}`}
    />,
    { width: size, height: size },
  );
  const png = Buffer.from(await image.arrayBuffer());
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // where the PNG starts
  return new Response(Buffer.concat([header, png]), {
    headers: { "Content-Type": "image/x-icon" },
  });
}
