import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows, recountTerms, refreshProductLookup } from '../services/catalog/lookup';
import { slugify } from '../services/catalog/slug';
import { createPlaceholderImage } from '../services/images/placeholder';
import { insertRows, takeIds } from './synthetic-bulk';
import { Random } from './synthetic-random';
import {
  ADJECTIVES,
  ATTRIBUTES,
  CATEGORY_TREE,
  DESCRIPTION_SENTENCES,
  FIRST_NAMES,
  isLeaf,
  LAST_NAMES,
  REVIEW_DETAILS,
  REVIEW_OPENINGS,
  TAGS,
  type CategoryBranch,
  type LeafCategory,
} from './synthetic-vocabulary';

/**
 * A large, realistic and deterministic catalogue for benchmarks and load tests: a category tree,
 * global attributes with terms, simple, variable (with variations), external and grouped products,
 * sale prices (running, scheduled and expired), stock states, a pool of placeholder images,
 * tags, upsells and reviews. Rows are bulk-inserted in one transaction; the derived columns (prices,
 * ratings, term ids, search text) and term counts are then computed by the catalogue's own
 * services/catalog/lookup.ts, exactly as for any other write.
 */
export interface SyntheticCatalogOptions {
  products: number;
  /** Same seed, same catalogue (on an empty database). Default 1. */
  seed?: number;
  /** Placeholder images are written under `<dataDir>/images/originals`. */
  dataDir: string;
  onProgress?: (stage: string, done: number, total: number) => void;
}

export interface SyntheticCatalogSummary {
  products: number;
  variations: number;
  categories: number;
  tags: number;
  attributeTerms: number;
  reviews: number;
  mediaItems: number;
}

type Row = Record<string, unknown>;
type Executor = Pick<Database, 'execute'>;

/** Dates are fixed, not "now", so the same seed gives the same rows on every run. */
const CATALOGUE_EPOCH = Date.UTC(2025, 0, 1);
const DAY = 86_400_000;
const RUNNING_SALE_END = '2030-12-31T23:59:59Z';
const SCHEDULED_SALE_START = '2030-06-01T00:00:00Z';
const EXPIRED_SALE_END = '2024-12-31T23:59:59Z';
const PARENTS_PER_CHUNK = 2000;
const IMAGES_PER_LEAF = 3;

interface Leaf extends LeafCategory {
  id: number;
  slug: string;
  images: number[];
}

interface Term {
  id: number;
  name: string;
  slug: string;
}

interface Vocabulary {
  leaves: Leaf[];
  tags: number[];
  attributes: Record<keyof typeof ATTRIBUTES, { id: number; taxonomy: string; terms: Term[] }>;
}

const money = (value: number) => value.toFixed(2);

/** Every products column the generator writes, at the table's default: rows of one batch share one shape. */
const PRODUCT_COLUMNS: Row = {
  parent_id: null,
  sku: null,
  description: '',
  short_description: '',
  status: 'publish',
  catalog_visibility: 'visible',
  featured: false,
  menu_order: 0,
  regular_price: null,
  sale_price: null,
  sale_from: null,
  sale_to: null,
  tax_class: '',
  manage_stock: false,
  stock_quantity: null,
  stock_status: 'instock',
  backorders: 'no',
  low_stock_amount: null,
  weight: null,
  length: null,
  width: null,
  height: null,
  external_url: null,
  button_text: null,
  image_id: null,
  total_sales: 0,
  default_attributes: [],
  variation_attributes: [],
};

async function ensureEmptyCatalogue(db: Executor) {
  const [row] = await queryRows<{ n: string | number }>(db, sql`SELECT count(*) AS n FROM products WHERE parent_id IS NULL`);
  const existing = Number(row?.n ?? 0);
  if (existing > 0) {
    throw new Error(`the database already has ${existing} products; generate a synthetic catalogue into an empty database`);
  }
}

async function createImagePool(db: Executor, dataDir: string, leaves: LeafCategory[]): Promise<Map<LeafCategory, number[]>> {
  const mediaRows: Row[] = [];
  const pool = new Map<LeafCategory, number[]>();
  const ids = await takeIds(db, 'post_ids', leaves.length * IMAGES_PER_LEAF);
  for (const [leafIndex, leaf] of leaves.entries()) {
    const leafIds: number[] = [];
    for (let k = 0; k < IMAGES_PER_LEAF; k += 1) {
      const noun = leaf.nouns[k % leaf.nouns.length]!;
      const image = await createPlaceholderImage({ title: noun, seed: `synthetic-${slugify(leaf.name)}-${k}`, dataDir });
      const id = ids[leafIndex * IMAGES_PER_LEAF + k]!;
      leafIds.push(id);
      mediaRows.push({
        id,
        source_url: image.file,
        alt_text: noun,
        title: noun,
        mime_type: image.mimeType,
        width: image.width,
        height: image.height,
        created_at: new Date(CATALOGUE_EPOCH).toISOString(),
      });
    }
    pool.set(leaf, leafIds);
  }
  await insertRows(db, 'media_items', mediaRows);
  return pool;
}

async function createVocabulary(db: Executor, dataDir: string): Promise<Vocabulary> {
  const leafSpecs: LeafCategory[] = [];
  const collect = (node: CategoryBranch | LeafCategory) => (isLeaf(node) ? leafSpecs.push(node) : node.children.forEach(collect));
  CATEGORY_TREE.forEach(collect);
  const pool = await createImagePool(db, dataDir, leafSpecs);

  const categoryRows: Row[] = [];
  const leaves: Leaf[] = [];
  const addCategory = async (node: CategoryBranch | LeafCategory, parentId: number | null, menuOrder: number): Promise<number[]> => {
    const [id] = await takeIds(db, 'term_ids', 1);
    const row: Row = {
      id,
      parent_id: parentId,
      name: node.name,
      slug: slugify(node.name),
      description: `Discover our ${node.name.toLowerCase()}.`,
      menu_order: menuOrder,
    };
    categoryRows.push(row);
    let images: number[];
    if (isLeaf(node)) {
      images = pool.get(node)!;
      leaves.push({ ...node, id: id!, slug: slugify(node.name), images });
    } else {
      images = [];
      for (const [index, child] of node.children.entries()) images.push(...(await addCategory(child, id!, index)));
    }
    row.image_id = images[0] ?? null;
    return images;
  };
  for (const [index, branch] of CATEGORY_TREE.entries()) await addCategory(branch, null, index);
  await insertRows(db, 'product_categories', categoryRows);

  const tagIds = await takeIds(db, 'term_ids', TAGS.length);
  await insertRows(
    db,
    'product_tags',
    TAGS.map((name, index) => ({ id: tagIds[index], name, slug: slugify(name) })),
  );

  const attributes = {} as Vocabulary['attributes'];
  for (const [key, spec] of Object.entries(ATTRIBUTES) as [keyof typeof ATTRIBUTES, (typeof ATTRIBUTES)[keyof typeof ATTRIBUTES]][]) {
    const taxonomy = `pa_${key}`;
    const [inserted] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO global_attributes (name, taxonomy, order_by) VALUES (${spec.name}, ${taxonomy}, 'menu_order') RETURNING id`,
    );
    const attributeId = Number(inserted!.id);
    const termIds = await takeIds(db, 'term_ids', spec.terms.length);
    const terms = spec.terms.map((name, index) => ({ id: termIds[index]!, name, slug: slugify(name) }));
    await insertRows(
      db,
      'attribute_terms',
      terms.map((term, index) => ({ id: term.id, attribute_id: attributeId, name: term.name, slug: term.slug, menu_order: index })),
    );
    attributes[key] = { id: attributeId, taxonomy, terms };
  }
  return { leaves, tags: tagIds, attributes };
}

/** Rows of one chunk of products, inserted table by table. */
class ChunkRows {
  parents: Row[] = [];
  variations: Row[] = [];
  categoryLinks: Row[] = [];
  tagLinks: Row[] = [];
  productAttributes: Row[] = [];
  attributeTerms: Row[] = [];
  gallery: Row[] = [];
  links: Row[] = [];
  reviews: Row[] = [];

  async insert(db: Executor) {
    await insertRows(db, 'products', this.parents);
    await insertRows(db, 'products', this.variations);
    await insertRows(db, 'product_category_links', this.categoryLinks);
    await insertRows(db, 'product_tag_links', this.tagLinks);
    await insertRows(db, 'product_attributes', this.productAttributes);
    await insertRows(db, 'product_attribute_terms', this.attributeTerms);
    await insertRows(db, 'product_gallery', this.gallery);
    await insertRows(db, 'product_links', this.links);
    await insertRows(db, 'product_reviews', this.reviews);
  }
}

interface PriceSpec {
  regular_price: string;
  sale_price: string | null;
  sale_from: string | null;
  sale_to: string | null;
}

function pricing(random: Random, regular: number, saleChance: number): PriceSpec {
  const spec: PriceSpec = { regular_price: money(regular), sale_price: null, sale_from: null, sale_to: null };
  if (!random.chance(saleChance)) return spec;
  const sale = Math.max(0.99, Math.floor(regular * (0.55 + random.next() * 0.35)) - 0.01);
  spec.sale_price = money(sale);
  const schedule = random.weighted([['open', 70], ['running', 18], ['scheduled', 6], ['expired', 6]] as const);
  if (schedule === 'running') spec.sale_to = RUNNING_SALE_END;
  if (schedule === 'scheduled') spec.sale_from = SCHEDULED_SALE_START;
  if (schedule === 'expired') spec.sale_to = EXPIRED_SALE_END;
  return spec;
}

function stock(random: Random) {
  const status = random.weighted([['instock', 85], ['outofstock', 10], ['onbackorder', 5]] as const);
  const managed = random.chance(0.5);
  return {
    stock_status: status,
    manage_stock: managed,
    stock_quantity: managed ? (status === 'instock' ? random.int(1, 250) : 0) : null,
    backorders: status === 'onbackorder' ? 'notify' : 'no',
    low_stock_amount: managed && random.chance(0.3) ? 5 : null,
  };
}

function regularPrice(random: Random, [low, high]: [number, number]): number {
  return random.int(low, high) - (random.chance(0.7) ? 0.01 : 0);
}

function description(random: Random, name: string, noun: string, material: string, category: string): string {
  const fill = (text: string) =>
    text.replace('{name}', name).replace('{noun}', noun.toLowerCase()).replace('{material}', material.toLowerCase()).replace('{category}', category.toLowerCase());
  const sentences = random.sample(DESCRIPTION_SENTENCES, random.int(3, 5)).map(fill);
  return `<p>${sentences.join(' ')}</p>`;
}

/** Generates the catalogue into an empty database; returns what it created. */
export async function generateSyntheticCatalog(db: Database, options: SyntheticCatalogOptions): Promise<SyntheticCatalogSummary> {
  const total = Math.trunc(options.products);
  if (!Number.isFinite(total) || total < 1) throw new Error('products must be a whole number of at least 1');
  const random = new Random(options.seed ?? 1);
  const progress = options.onProgress ?? (() => {});
  const summary: SyntheticCatalogSummary = { products: 0, variations: 0, categories: 0, tags: TAGS.length, attributeTerms: 0, reviews: 0, mediaItems: 0 };

  await db.transaction(async (tx) => {
    await ensureEmptyCatalogue(tx);
    progress('images', 0, 1);
    const vocabulary = await createVocabulary(tx, options.dataDir);
    summary.mediaItems = vocabulary.leaves.length * IMAGES_PER_LEAF;
    summary.attributeTerms = Object.values(vocabulary.attributes).reduce((sum, attribute) => sum + attribute.terms.length, 0);
    const [categories] = await queryRows<{ n: string | number }>(tx, sql`SELECT count(*) AS n FROM product_categories`);
    summary.categories = Number(categories!.n);

    const simpleIds: number[] = [];
    const parentIds: number[] = [];
    for (let start = 0; start < total; start += PARENTS_PER_CHUNK) {
      const count = Math.min(PARENTS_PER_CHUNK, total - start);
      const ids = await takeIds(tx, 'post_ids', count);
      const rows = new ChunkRows();
      const pendingVariations: Row[] = [];
      for (let offset = 0; offset < count; offset += 1) {
        buildProduct(random, vocabulary, start + offset, ids[offset]!, rows, pendingVariations, { simpleIds, parentIds });
      }
      const variationIds = await takeIds(tx, 'post_ids', pendingVariations.length);
      pendingVariations.forEach((variation, index) => {
        variation.id = variationIds[index];
      });
      rows.variations = pendingVariations;
      await rows.insert(tx);
      summary.products += count;
      summary.variations += rows.variations.length;
      summary.reviews += rows.reviews.length;
      progress('products', start + count, total);
    }

    progress('lookup', 0, 1);
    await refreshProductLookup(tx, 'all');
    await recountTerms(tx);
  });
  // The bulk load and the lookup refresh leave dead rows and no planner statistics; PGlite has no
  // autovacuum, and PostgreSQL's would take a while to notice. Outside the transaction: VACUUM needs it.
  progress('vacuum', 0, 1);
  await db.execute(sql`VACUUM ANALYZE`);
  return summary;
}

function buildProduct(
  random: Random,
  vocabulary: Vocabulary,
  index: number,
  id: number,
  rows: ChunkRows,
  /** Variations get their ids once the chunk knows how many it has. */
  pendingVariations: Row[],
  earlier: { simpleIds: number[]; parentIds: number[] },
) {
  const { attributes } = vocabulary;
  const leaf = random.pick(vocabulary.leaves);
  const noun = random.pick(leaf.nouns);
  const materialName = random.pick(leaf.materials);
  const material = attributes.material.terms.find((term) => term.name === materialName)!;
  const name = `${random.pick(ADJECTIVES)} ${material.name} ${noun}`;
  const slug = `${slugify(name)}-${index + 1}`;
  const sku = `SYN-${String(index + 1).padStart(6, '0')}`;
  const createdAt = new Date(CATALOGUE_EPOCH - random.int(0, 730) * DAY - random.int(0, 86_399) * 1000);
  let type = leaf.sized
    ? random.weighted([['variable', 65], ['simple', 35]] as const)
    : random.weighted([['simple', 82], ['variable', 10], ['external', 5], ['grouped', 3]] as const);
  if (type === 'grouped' && earlier.simpleIds.length < 4) type = 'simple';

  const base = regularPrice(random, leaf.price);
  const parent: Row = {
    ...PRODUCT_COLUMNS,
    id,
    type,
    slug,
    sku,
    name,
    description: description(random, name, noun, material.name, leaf.name),
    short_description: `<p>${name} in ${material.name.toLowerCase()}.</p>`,
    status: random.weighted([['publish', 97], ['draft', 2], ['private', 1]] as const),
    catalog_visibility: random.weighted([['visible', 95], ['catalog', 2], ['search', 2], ['hidden', 1]] as const),
    featured: random.chance(0.03),
    menu_order: 0,
    created_at: createdAt.toISOString(),
    modified_at: createdAt.toISOString(),
    ...(type === 'simple' || type === 'external' ? pricing(random, base, 0.2) : {}),
    ...(type === 'grouped' || type === 'external' ? { stock_status: 'instock' } : stock(random)),
    weight: type === 'external' ? null : (random.int(1, 40) / 10).toFixed(1),
    length: String(random.int(10, 60)),
    width: String(random.int(5, 40)),
    height: String(random.int(1, 20)),
    external_url: type === 'external' ? `https://partner.example/products/${slug}` : null,
    button_text: type === 'external' ? 'Buy from our partner' : null,
    image_id: random.chance(0.97) ? random.pick(leaf.images) : null,
    total_sales: Math.floor(random.next() ** 3 * 2000),
    default_attributes: [],
  };
  rows.parents.push(parent);

  rows.categoryLinks.push({ product_id: id, category_id: leaf.id });
  if (random.chance(0.1)) {
    const other = random.pick(vocabulary.leaves);
    if (other !== leaf) rows.categoryLinks.push({ product_id: id, category_id: other.id });
  }
  const tagCount = random.weighted([[0, 40], [1, 30], [2, 20], [3, 10]] as const);
  for (const tagId of random.sample(vocabulary.tags, tagCount)) rows.tagLinks.push({ product_id: id, tag_id: tagId });
  const galleryImages = random.sample(
    leaf.images.filter((imageId) => imageId !== parent.image_id),
    random.int(0, 2),
  );
  galleryImages.forEach((mediaId, position) => rows.gallery.push({ product_id: id, media_id: mediaId, position }));

  const addAttribute = (key: keyof typeof ATTRIBUTES, terms: Term[], position: number, variation: boolean) => {
    rows.productAttributes.push({
      product_id: id,
      attribute_id: attributes[key].id,
      name: ATTRIBUTES[key].name,
      position,
      visible: true,
      variation,
      options: [],
    });
    for (const term of terms) rows.attributeTerms.push({ product_id: id, term_id: term.id });
  };

  if (type === 'variable') {
    const colours = random.sample(attributes.color.terms, random.int(1, 3));
    const sizeCount = leaf.sized ? random.int(3, 5) : 0;
    const firstSize = random.int(0, attributes.size.terms.length - sizeCount);
    const sizes = attributes.size.terms.slice(firstSize, firstSize + sizeCount);
    addAttribute('color', colours, 0, true);
    if (sizes.length) addAttribute('size', sizes, 1, true);
    addAttribute('material', [material], 2, false);
    parent.default_attributes = random.chance(0.5)
      ? [
          { name: attributes.color.taxonomy, value: colours[0]!.slug },
          ...(sizes.length ? [{ name: attributes.size.taxonomy, value: sizes[Math.floor(sizes.length / 2)]!.slug }] : []),
        ]
      : [];
    const saleChance = random.chance(0.25) ? 0.8 : 0;
    let menuOrder = 0;
    for (const colour of colours) {
      for (const size of sizes.length ? sizes : [undefined]) {
        const suffix = size ? `${colour.slug}-${size.slug}` : colour.slug;
        const surcharge = size && ['xl', 'xxl'].includes(size.slug) ? 3 : 0;
        pendingVariations.push({
            ...PRODUCT_COLUMNS,
            parent_id: id,
            type: 'variation',
            slug: `${slug}-${suffix}`,
            sku: `${sku}-${suffix.toUpperCase()}`,
            name: size ? `${name} - ${colour.name}, ${size.name}` : `${name} - ${colour.name}`,
            status: 'publish',
            menu_order: menuOrder,
            created_at: createdAt.toISOString(),
            modified_at: createdAt.toISOString(),
            ...pricing(random, base + surcharge, saleChance),
            ...stock(random),
            tax_class: 'parent',
            image_id: random.chance(0.3) ? random.pick(leaf.images) : null,
            variation_attributes: [
              { name: attributes.color.taxonomy, value: colour.slug },
              ...(size ? [{ name: attributes.size.taxonomy, value: size.slug }] : []),
            ],
            default_attributes: [],
        });
        menuOrder += 1;
      }
    }
  } else {
    addAttribute('material', [material], 0, false);
    if (random.chance(0.5)) addAttribute('color', [random.pick(attributes.color.terms)], 1, false);
  }

  if (type === 'grouped') {
    random.sample(earlier.simpleIds.slice(-200), random.int(2, 4)).forEach((childId, position) => {
      rows.links.push({ product_id: id, kind: 'grouped', linked_id: childId, position });
    });
  }
  if (earlier.parentIds.length > 10 && random.chance(0.05)) {
    random.sample(earlier.parentIds.slice(-500), random.int(1, 3)).forEach((linkedId, position) => {
      rows.links.push({ product_id: id, kind: 'upsell', linked_id: linkedId, position });
    });
  }

  if (random.chance(0.35)) {
    const reviewCount = random.weighted([[1, 30], [2, 20], [3, 15], [5, 15], [8, 12], [12, 8]] as const);
    for (let r = 0; r < reviewCount; r += 1) {
      const rating = random.weighted([[5, 45], [4, 30], [3, 12], [2, 7], [1, 6]] as const);
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const detail = random.pick(REVIEW_DETAILS).replace('{noun}', noun.toLowerCase()).replace('{material}', material.name.toLowerCase());
      rows.reviews.push({
        product_id: id,
        rating,
        author: `${first} ${last.charAt(0)}.`,
        author_email: `${slugify(first)}.${slugify(last)}${random.int(1, 999)}@example.com`,
        content: `${random.pick(REVIEW_OPENINGS[rating]!)} ${detail}`,
        status: random.chance(0.92) ? 'approved' : 'pending',
        created_at: new Date(createdAt.getTime() + random.int(1, 300) * DAY).toISOString(),
      });
    }
  }

  if (type === 'simple' && parent.status === 'publish') earlier.simpleIds.push(id);
  earlier.parentIds.push(id);
}
