/**
 * Renders public/images/placeholder.jpg, the image shown for products without one: a neutral
 * picture glyph on light grey, with no text so it suits every locale. Run once after changing it:
 * `node --import tsx scripts/generate-placeholder-image.ts`; the JPEG is committed.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const size = 800;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
<rect width="800" height="800" fill="#f1f2f4"/>
<g fill="none" stroke="#b8bcc4" stroke-width="14" stroke-linejoin="round" stroke-linecap="round">
<rect x="250" y="280" width="300" height="240" rx="24"/>
<path d="M262 480 L350 392 L420 462 L462 420 L538 496"/>
</g>
<circle cx="470" cy="340" r="24" fill="#b8bcc4"/>
</svg>`;

async function main() {
  const target = path.join(import.meta.dirname, '..', 'public', 'images', 'placeholder.jpg');
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  writeFileSync(target, jpeg);
  process.stdout.write(`wrote ${target} (${jpeg.length} bytes)\n`);
}

void main();
