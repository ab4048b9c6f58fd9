import sharp from "sharp";

/**
 * A photo as it comes off a phone: 4000 x 3000, a JPEG of several megabytes.
 * Soft shapes and gradients (what resizing keeps, like a real scene) under a
 * fine grain (what makes the full-size file as heavy as a real one).
 */
export async function phonePhoto(file: string, { width = 4000, height = 3000 } = {}) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  const grain = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed % 25) - 12;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const v = y / height;
      // Sky over ground, a sun, and a van-coloured block in the lower right.
      const inVan = u > 0.55 && u < 0.9 && v > 0.5 && v < 0.8;
      const sun = Math.max(0, 1 - Math.hypot(u - 0.2, v - 0.2) * 6);
      const base = inVan
        ? [235, 240, 245]
        : v < 0.55
          ? [90 + 120 * v + 120 * sun, 150 + 80 * v + 90 * sun, 230 - 40 * v]
          : [110 - 40 * v, 140 - 30 * v + 20 * Math.sin(u * 40), 70];
      const offset = (y * width + x) * 3;
      for (let channel = 0; channel < 3; channel++) {
        pixels[offset + channel] = Math.max(0, Math.min(255, (base[channel] ?? 0) + grain()));
      }
    }
  }
  const info = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95, chromaSubsampling: "4:4:4" })
    .toFile(file);
  return { file, bytes: info.size, width, height };
}
