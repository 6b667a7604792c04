/**
 * Renders public/images/site-image.jpg, the shop's shared Open Graph / Twitter image (src/config.ts
 * `siteImage`): 1200x630, the size link previews crop to, with the shop's name and a shelf of
 * product shapes. Run once after changing it: `node --import tsx scripts/generate-site-image.ts`;
 * the JPEG is committed.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const width = 1200;
const height = 630;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f2a44"/><stop offset="1" stop-color="#3b4f7a"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<g fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">
<path d="M150 250 h160 l-20 170 h-120 z"/><path d="M190 250 v-30 a40 40 0 0 1 80 0 v30"/>
<rect x="360" y="230" width="150" height="190" rx="18"/><path d="M360 290 h150"/>
<path d="M570 420 l40 -190 h100 l40 190 z"/>
</g>
<path d="M120 440 h700" stroke="#ffffff" stroke-opacity="0.5" stroke-width="6"/>
<text x="880" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="96" font-weight="700" fill="#ffffff" text-anchor="middle">Vitrine</text>
<text x="880" y="390" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#dbe3f4" text-anchor="middle">online shop</text>
</svg>`;

async function main() {
  const target = path.join(import.meta.dirname, '..', 'public', 'images', 'site-image.jpg');
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  writeFileSync(target, jpeg);
  process.stdout.write(`wrote ${target} (${jpeg.length} bytes)\n`);
}

void main();
