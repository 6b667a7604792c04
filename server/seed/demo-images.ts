import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { productCategories } from '../db/schema';
import { findOrCreateMediaItem, storedMediaCreator, titleFromSource } from '../services/catalog/media';
import { storeOriginalImage, type StoredImage } from '../services/images';
import { groupSvg, productSvg, type Drawing, type DrawingKind, type GroupFrame } from './demo-drawings';
import type { ImportOptions, ParsedFile } from './woocommerce-csv';

type Row = ParsedFile['rows'][number];

/** The demo's colour names (its "Color" attribute terms) as paint. */
export const DEMO_COLOURS: Record<string, string> = {
  blue: '#3b6fb6',
  green: '#3f8f5a',
  red: '#c8423b',
  gray: '#8a8f96',
  grey: '#8a8f96',
  yellow: '#e8b82e',
  black: '#2b2d31',
  white: '#f7f7f5',
  orange: '#e07b2e',
  purple: '#7a4fa3',
  pink: '#e38aa8',
  brown: '#7a4a2a',
};

/** Products without a colour attribute get the colour such a thing usually has. */
const USUAL_COLOUR: Record<DrawingKind, string> = {
  tshirt: '#f7f7f5',
  vneck: '#f7f7f5',
  'long-sleeve': '#3b6fb6',
  polo: '#3b6fb6',
  hoodie: '#4b5058',
  beanie: '#c8423b',
  cap: '#e8b82e',
  belt: '#7a4a2a',
  sunglasses: '#2b2d31',
  album: '#d9822b',
  single: '#6b5fb5',
  pennant: '#21759b',
};

/** Words in a product's or category's name that say what it is; the first match wins ("V-Neck T-Shirt" is a V-neck). */
const KIND_WORDS: [RegExp, DrawingKind][] = [
  [/v-?neck/i, 'vneck'],
  [/long[- ]?sleeve/i, 'long-sleeve'],
  [/polo/i, 'polo'],
  [/hood|sweat/i, 'hoodie'],
  [/t-?shirt|\btees?\b/i, 'tshirt'],
  [/beanie/i, 'beanie'],
  [/\bcaps?\b|\bhats?\b/i, 'cap'],
  [/\bbelts?\b/i, 'belt'],
  [/glasses/i, 'sunglasses'],
  [/album|music|vinyl/i, 'album'],
  [/single/i, 'single'],
  [/pennant|flag|decor/i, 'pennant'],
];

function kindIn(text: string): DrawingKind | null {
  return KIND_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

function colourValues(row: Row): string[] {
  return row.attributes.find((attribute) => /^colou?r$/i.test(attribute.name))?.values ?? [];
}

function paint(colourName: string | undefined): string | null {
  return colourName ? (DEMO_COLOURS[colourName.trim().toLowerCase()] ?? null) : null;
}

/** What a row's pictures show; `colourIndex` picks among a variable product's colours for its gallery. */
function drawingOf(row: Row, colourIndex = 0): Drawing | null {
  const kind = kindIn(row.name) ?? row.categories.map((path) => kindIn(path.at(-1) ?? '')).find(Boolean) ?? null;
  if (!kind) return null;
  const colours = colourValues(row);
  const logoAttribute = row.attributes.find((attribute) => /^logo$/i.test(attribute.name));
  return {
    kind,
    colour: paint(colours[colourIndex % Math.max(colours.length, 1)]) ?? USUAL_COLOUR[kind],
    logo: /logo/i.test(row.name) || (row.type === 'variation' && /^yes$/i.test(logoAttribute?.values[0] ?? '')),
    zipper: /zip/i.test(row.name),
    pocket: kind === 'hoodie' && !/zip/i.test(row.name),
  };
}

function sameDrawing(a: Drawing, b: Drawing): boolean {
  return a.kind === b.kind && a.colour === b.colour && Boolean(a.logo) === Boolean(b.logo) && Boolean(a.zipper) === Boolean(b.zipper);
}

/**
 * Three products of a category: one of each kind it has most of, then (a category of one kind) more
 * of its products, other colours first.
 */
function categoryPicture(drawings: Drawing[]): Drawing[] {
  const counts = new Map<DrawingKind, number>();
  for (const drawing of drawings) counts.set(drawing.kind, (counts.get(drawing.kind) ?? 0) + 1);
  const kinds = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!).slice(0, 3);
  const picture = kinds.map((kind) => drawings.find((drawing) => drawing.kind === kind)!);
  const unseen = (drawing: Drawing) => !picture.some((shown) => sameDrawing(shown, drawing));
  const newColour = (drawing: Drawing) => !picture.some((shown) => shown.colour === drawing.colour);
  for (const wanted of [(drawing: Drawing) => unseen(drawing) && newColour(drawing), unseen]) {
    for (const drawing of drawings) if (picture.length < 3 && wanted(drawing)) picture.push(drawing);
  }
  return picture;
}

/** A picture: one product, or a group of products (a grouped product's or a category's). */
export type DemoPicture = Drawing[];

export interface DemoImagePlan {
  /** Image URL of the export -> what it shows. */
  byImage: Map<string, DemoPicture>;
  /** Category path as written in the export ("Clothing > Hoodies"), and each of its ancestors -> its tile. */
  byCategory: Map<string, DemoPicture>;
}

/**
 * Decides what every picture of a WooCommerce export shows. An image used by a one-colour row (a
 * variation, or a simple product with one colour) is drawn in that colour, so a variable product's
 * gallery shows the same pictures as its variations; a grouped product shows its children together;
 * a category shows up to three kinds of its own products (its subcategories' included).
 */
export function planDemoImages(parsed: ParsedFile): DemoImagePlan {
  const bySku = new Map(parsed.rows.flatMap((row) => (row.sku ? [[row.sku.toLowerCase(), row] as const] : [])));
  const byCsvId = new Map(parsed.rows.flatMap((row) => (row.csvId !== null ? [[row.csvId, row] as const] : [])));
  const claims = new Map<string, { picture: DemoPicture; specific: boolean }>();
  const claim = (url: string, picture: DemoPicture, specific: boolean) => {
    const earlier = claims.get(url);
    if (!earlier || (specific && !earlier.specific)) claims.set(url, { picture, specific });
  };
  const mainDrawing = new Map<Row, Drawing>();
  for (const row of parsed.rows) {
    const first = drawingOf(row);
    if (first) mainDrawing.set(row, first);
  }
  for (const row of parsed.rows) {
    const images = row.type === 'variation' ? row.images.slice(0, 1) : row.images;
    if (row.type === 'grouped') {
      const children = row.grouped
        .map((reference) => (reference.kind === 'sku' ? bySku.get(reference.sku.toLowerCase()) : byCsvId.get(reference.id)))
        .flatMap((child) => (child && mainDrawing.has(child) ? [mainDrawing.get(child)!] : []));
      if (children.length > 0) images.forEach((url) => claim(url, children, false));
      continue;
    }
    const specific = colourValues(row).length === 1;
    images.forEach((url, index) => {
      const drawing = drawingOf(row, index);
      if (drawing) claim(url, [drawing], specific);
    });
  }

  const byCategory = new Map<string, DemoPicture>();
  const members = new Map<string, Drawing[]>();
  for (const row of parsed.rows) {
    const drawing = mainDrawing.get(row);
    if (!drawing || row.type === 'variation') continue;
    for (const path of row.categories) {
      for (let depth = 1; depth <= path.length; depth += 1) {
        const key = path.slice(0, depth).join(' > ');
        members.set(key, [...(members.get(key) ?? []), drawing]);
      }
    }
  }
  for (const [key, drawings] of members) byCategory.set(key, categoryPicture(drawings));
  return { byImage: new Map([...claims].map(([url, { picture }]) => [url, picture])), byCategory };
}

export function pictureSvg(picture: DemoPicture, frame: GroupFrame = 'square'): string {
  return picture.length === 1 && frame === 'square' ? productSvg(picture[0]!) : groupSvg(picture, frame);
}

/**
 * Stores a picture as a palette PNG: flat shapes in a few colours compress to a few kB, and the image
 * service resizes and re-encodes it (WebP, AVIF) for every size a page asks for.
 */
export async function storeDemoPicture(dataDir: string, picture: DemoPicture, frame: GroupFrame = 'square'): Promise<StoredImage> {
  const png = await sharp(Buffer.from(pictureSvg(picture, frame))).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer();
  return storeOriginalImage(dataDir, png);
}

type CreateMedia = NonNullable<ImportOptions['createMedia']>;

/**
 * The demo import's media maker: draws each planned picture into the image store (rendered once, then
 * shared by every product that shows it); an image the plan cannot draw gets the generic placeholder.
 */
export function demoMediaCreator(dataDir: string, plan: DemoImagePlan): CreateMedia {
  const fallback = storedMediaCreator(dataDir, { download: false });
  const rendered = new Map<string, Promise<StoredImage>>();
  return async (tx, input) => {
    const picture = plan.byImage.get(input.sourceUrl);
    if (!picture) return fallback(tx, input);
    const key = JSON.stringify(picture);
    if (!rendered.has(key)) rendered.set(key, storeDemoPicture(dataDir, picture));
    const image = await rendered.get(key)!;
    return findOrCreateMediaItem(tx, {
      sourceUrl: image.file,
      // One drawing may picture several products (a variation and a product of its own): with no alt text
      // of its own, each page names it after its product, as WooCommerce does.
      altText: input.altText ?? '',
      title: input.title ?? titleFromSource(input.sourceUrl),
      width: image.width,
      height: image.height,
      mimeType: image.mimeType,
    });
  };
}

/** Gives every category of the plan its own thumbnail: a picture of its kinds of products. */
export async function addCategoryPictures(db: Database, dataDir: string, plan: DemoImagePlan): Promise<void> {
  const categories = await db.select({ id: productCategories.id, name: productCategories.name, parentId: productCategories.parentId }).from(productCategories);
  const byId = new Map(categories.map((category) => [category.id, category]));
  const pathOf = (id: number): string => {
    const category = byId.get(id)!;
    return category.parentId !== null && byId.has(category.parentId) ? `${pathOf(category.parentId)} > ${category.name}` : category.name;
  };
  const pictures = new Map([...plan.byCategory].map(([path, picture]) => [path.toLowerCase(), picture]));
  for (const category of categories) {
    const picture = pictures.get(pathOf(category.id).toLowerCase());
    if (!picture) continue;
    const image = await storeDemoPicture(dataDir, picture, 'tile');
    const mediaId = await findOrCreateMediaItem(db, {
      sourceUrl: image.file,
      altText: category.name,
      title: category.name,
      width: image.width,
      height: image.height,
      mimeType: image.mimeType,
    });
    await db.update(productCategories).set({ imageId: mediaId }).where(eq(productCategories.id, category.id));
  }
}
