import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { hashKey, originalsDir, writeFileAtomic, type StoredImage } from './store';

/** Square, like WooCommerce's default product images, and large enough for a product page. */
export const PLACEHOLDER_SIZE = 800;
const MAX_TITLE_LENGTH = 80;
/** Bump when the drawing changes, so new placeholders get new keys (URLs are cached as immutable). */
const PLACEHOLDER_VERSION = 'v1';

export interface PlaceholderOptions {
  /** The text drawn on the image, e.g. the product name. */
  title: string;
  /** Picks the colour; defaults to the title. Use e.g. the SKU so two products named alike differ. */
  seed?: string;
  dataDir: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Greedy word wrap; an over-long word is cut so no line overflows the image. */
function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const rawWord of text.split(/\s+/).filter(Boolean)) {
    const word = rawWord.length > maxChars ? `${rawWord.slice(0, maxChars - 1)}…` : rawWord;
    if (current && `${current} ${word}`.length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, maxChars - 1)}…`;
    return kept;
  }
  return lines;
}

/** A soft pastel background and a dark text colour of the same hue, both derived from the seed. */
export function placeholderColours(seed: string) {
  const hash = hashKey('colour', seed);
  const hue = parseInt(hash.slice(0, 4), 16) % 360;
  const saturation = 40 + (parseInt(hash.slice(4, 6), 16) % 25);
  const lightness = 78 + (parseInt(hash.slice(6, 8), 16) % 10);
  return {
    background: `hsl(${hue}, ${saturation}%, ${lightness}%)`,
    backgroundEnd: `hsl(${(hue + 30) % 360}, ${saturation}%, ${lightness - 8}%)`,
    text: `hsl(${hue}, 45%, 22%)`,
  };
}

export function placeholderSvg(title: string, seed: string): string {
  const colours = placeholderColours(seed);
  const collapsed = title.replace(/\s+/g, ' ').trim() || 'Product';
  const clean = collapsed.length > MAX_TITLE_LENGTH ? `${collapsed.slice(0, MAX_TITLE_LENGTH - 1).trimEnd()}…` : collapsed;
  const fontSize = clean.length <= 16 ? 76 : clean.length <= 40 ? 60 : 46;
  // DejaVu/Liberation glyphs average ~0.55 em; keep a margin of one tenth of the image each side.
  const maxChars = Math.floor((PLACEHOLDER_SIZE * 0.8) / (fontSize * 0.55));
  const lines = wrapWords(clean, maxChars, 4);
  const lineHeight = fontSize * 1.2;
  const firstBaseline = PLACEHOLDER_SIZE / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35;
  const text = lines
    .map((line, index) => `<tspan x="50%" y="${(firstBaseline + index * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PLACEHOLDER_SIZE}" height="${PLACEHOLDER_SIZE}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${colours.background}"/><stop offset="1" stop-color="${colours.backgroundEnd}"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold"
 font-size="${fontSize}" fill="${colours.text}">${text}</text>
</svg>`;
}

/**
 * Renders a deterministic placeholder (the title on a colour derived from the seed) into the
 * originals folder, for products whose image cannot be fetched. The key depends only on the inputs,
 * so importing the same catalogue twice reuses the file.
 */
export async function createPlaceholderImage({ title, seed = title, dataDir }: PlaceholderOptions): Promise<StoredImage> {
  const key = `ph-${hashKey(PLACEHOLDER_VERSION, title, seed)}`;
  const file = `${key}.jpg`;
  const target = path.join(originalsDir(dataDir), file);
  if (!existsSync(target)) {
    const jpeg = await sharp(Buffer.from(placeholderSvg(title, seed))).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    await writeFileAtomic(target, jpeg);
  }
  return { key, file, width: PLACEHOLDER_SIZE, height: PLACEHOLDER_SIZE, mimeType: 'image/jpeg' };
}
