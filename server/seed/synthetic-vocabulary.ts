/**
 * The words the synthetic catalogue is made of: a three-level category tree whose leaves carry the
 * product nouns, global attributes with their terms, tags, reviewer names and review phrases.
 */

export interface LeafCategory {
  name: string;
  /** Product nouns sold in this category, e.g. "Hoodie". */
  nouns: string[];
  /** Whether products here come in colours and sizes (variable products). */
  sized: boolean;
  /** Typical regular price range in euros. */
  price: [number, number];
  /** Materials (pa_material terms) such products are made of. */
  materials: Material[];
}

export interface CategoryBranch {
  name: string;
  children: (CategoryBranch | LeafCategory)[];
}

export const CATEGORY_TREE: CategoryBranch[] = [
  {
    name: 'Clothing',
    children: [
      {
        name: 'Tops',
        children: [
          { name: 'T-Shirts', nouns: ['T-Shirt', 'Tee', 'V-Neck Tee', 'Long Sleeve Tee'], sized: true, price: [12, 45], materials: ['Cotton', 'Organic Cotton', 'Linen', 'Bamboo'] },
          { name: 'Hoodies', nouns: ['Hoodie', 'Zip Hoodie', 'Sweatshirt'], sized: true, price: [35, 95], materials: ['Cotton', 'Organic Cotton', 'Polyester', 'Wool'] },
          { name: 'Shirts', nouns: ['Shirt', 'Oxford Shirt', 'Flannel Shirt', 'Polo'], sized: true, price: [25, 85], materials: ['Cotton', 'Organic Cotton', 'Linen'] },
        ],
      },
      {
        name: 'Bottoms',
        children: [
          { name: 'Jeans', nouns: ['Jeans', 'Slim Jeans', 'Straight Jeans'], sized: true, price: [45, 140], materials: ['Denim', 'Organic Cotton'] },
          { name: 'Shorts', nouns: ['Shorts', 'Cargo Shorts', 'Swim Shorts'], sized: true, price: [20, 60], materials: ['Cotton', 'Denim', 'Linen', 'Polyester'] },
          { name: 'Trousers', nouns: ['Chinos', 'Joggers', 'Trousers'], sized: true, price: [30, 110], materials: ['Cotton', 'Wool', 'Linen', 'Polyester'] },
        ],
      },
      { name: 'Outerwear', nouns: ['Jacket', 'Parka', 'Raincoat', 'Vest'], sized: true, price: [60, 320], materials: ['Polyester', 'Wool', 'Leather', 'Denim'] },
    ],
  },
  {
    name: 'Shoes',
    children: [
      { name: 'Sneakers', nouns: ['Sneakers', 'Running Shoes', 'Trainers'], sized: true, price: [50, 180], materials: ['Leather', 'Polyester', 'Cotton'] },
      { name: 'Boots', nouns: ['Boots', 'Chelsea Boots', 'Hiking Boots'], sized: true, price: [80, 260], materials: ['Leather'] },
      { name: 'Sandals', nouns: ['Sandals', 'Slides', 'Flip-Flops'], sized: true, price: [15, 90], materials: ['Leather', 'Polyester'] },
    ],
  },
  {
    name: 'Accessories',
    children: [
      { name: 'Bags', nouns: ['Backpack', 'Tote Bag', 'Messenger Bag', 'Duffel'], sized: false, price: [25, 220], materials: ['Leather', 'Cotton', 'Polyester', 'Denim'] },
      { name: 'Hats', nouns: ['Cap', 'Beanie', 'Bucket Hat'], sized: false, price: [12, 45], materials: ['Cotton', 'Wool', 'Polyester'] },
      { name: 'Belts', nouns: ['Belt', 'Braided Belt'], sized: false, price: [18, 70], materials: ['Leather', 'Polyester'] },
      { name: 'Jewelry', nouns: ['Necklace', 'Bracelet', 'Ring', 'Earrings'], sized: false, price: [15, 400], materials: ['Steel'] },
      { name: 'Sunglasses', nouns: ['Sunglasses', 'Aviators'], sized: false, price: [20, 180], materials: ['Steel', 'Bamboo'] },
    ],
  },
  {
    name: 'Home',
    children: [
      { name: 'Kitchen', nouns: ['Mug', 'Chef Knife', 'Cutting Board', 'Teapot', 'Skillet'], sized: false, price: [8, 150], materials: ['Ceramic', 'Steel', 'Bamboo'] },
      { name: 'Decor', nouns: ['Vase', 'Candle', 'Picture Frame', 'Wall Clock', 'Cushion'], sized: false, price: [10, 120], materials: ['Ceramic', 'Linen', 'Cotton', 'Bamboo'] },
      { name: 'Bedding', nouns: ['Duvet Cover', 'Pillowcase', 'Throw Blanket'], sized: false, price: [20, 160], materials: ['Cotton', 'Organic Cotton', 'Linen'] },
    ],
  },
  {
    name: 'Electronics',
    children: [
      { name: 'Audio', nouns: ['Headphones', 'Earbuds', 'Speaker'], sized: false, price: [25, 400], materials: ['Polyester', 'Steel'] },
      { name: 'Phone Accessories', nouns: ['Phone Case', 'Charger', 'Power Bank', 'Cable'], sized: false, price: [8, 80], materials: ['Polyester', 'Leather', 'Bamboo'] },
    ],
  },
  {
    name: 'Sports',
    children: [
      { name: 'Fitness', nouns: ['Yoga Mat', 'Dumbbell Set', 'Resistance Band', 'Water Bottle'], sized: false, price: [10, 150], materials: ['Polyester', 'Steel', 'Bamboo'] },
      { name: 'Outdoor', nouns: ['Tent', 'Sleeping Bag', 'Headlamp', 'Trekking Poles'], sized: false, price: [20, 400], materials: ['Polyester', 'Steel'] },
    ],
  },
  {
    name: 'Beauty',
    children: [
      { name: 'Skincare', nouns: ['Face Cream', 'Serum', 'Cleanser', 'Lip Balm'], sized: false, price: [6, 90], materials: ['Bamboo', 'Ceramic'] },
      { name: 'Fragrance', nouns: ['Eau de Parfum', 'Eau de Toilette', 'Body Mist'], sized: false, price: [20, 160], materials: ['Ceramic'] },
    ],
  },
];

export function isLeaf(node: CategoryBranch | LeafCategory): node is LeafCategory {
  return 'nouns' in node;
}

type Material = (typeof ATTRIBUTES)['material']['terms'][number];

/** Global attributes (pa_*) with their ordered terms. */
export const ATTRIBUTES = {
  color: {
    name: 'Color',
    terms: ['Black', 'White', 'Gray', 'Navy', 'Blue', 'Red', 'Green', 'Olive', 'Beige', 'Brown', 'Pink', 'Yellow'],
  },
  size: { name: 'Size', terms: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] },
  material: {
    name: 'Material',
    terms: ['Cotton', 'Organic Cotton', 'Linen', 'Wool', 'Polyester', 'Leather', 'Denim', 'Bamboo', 'Ceramic', 'Steel'],
  },
} as const;

export const ADJECTIVES = [
  'Classic', 'Essential', 'Vintage', 'Modern', 'Everyday', 'Premium', 'Lightweight', 'Relaxed', 'Urban', 'Heritage',
  'Minimal', 'Rugged', 'Soft', 'Signature', 'Coastal', 'Alpine', 'Studio', 'Weekend', 'Recycled', 'Handmade',
];

export const TAGS = [
  'New Arrival', 'Bestseller', 'Eco-Friendly', 'Limited Edition', 'Gift Idea', 'Summer', 'Winter', 'Travel',
  'Unisex', 'Vegan', 'Handcrafted', 'Made in Europe', 'Outdoor', 'Office', 'Festival', 'Minimalist', 'Retro',
  'Sport', 'Kids', 'Sale Pick', 'Staff Favourite', 'Back in Stock', 'Exclusive', 'Bundle', 'Sustainable',
  'Water-Resistant', 'Breathable', 'Organic', 'Fair Trade', 'Premium',
];

export const FIRST_NAMES = [
  'Anna', 'Ben', 'Chloé', 'David', 'Elif', 'Farid', 'Greta', 'Hiro', 'Ines', 'Jonas', 'Kwame', 'Lea', 'Mateo',
  'Nora', 'Oskar', 'Priya', 'Quentin', 'Rosa', 'Sven', 'Tara', 'Umar', 'Vera', 'Wei', 'Ximena', 'Yusuf', 'Zoë',
];
export const LAST_NAMES = ['Müller', 'Rossi', 'García', 'Dubois', 'Smith', 'Nowak', 'Silva', 'Jensen', 'Kowalski', 'Tanaka', 'Okafor', 'Novak'];

export const REVIEW_OPENINGS: Record<number, string[]> = {
  5: ['Absolutely love it.', 'Exceeded my expectations.', 'Perfect in every way.', 'Best purchase this year.'],
  4: ['Really good overall.', 'Very happy with it.', 'Great value for the price.', 'Nice quality, would buy again.'],
  3: ['It is okay.', 'Decent, nothing special.', 'Does the job.', 'Mixed feelings about this one.'],
  2: ['Not what I hoped for.', 'Quality could be better.', 'Disappointed with the finish.'],
  1: ['Would not recommend.', 'Broke after a week.', 'Very poor quality.'],
};

export const REVIEW_DETAILS = [
  'The {noun} arrived quickly and was well packed.',
  'The {material} feels nice and the colour matches the photos.',
  'Sizing runs a little small, so consider one size up.',
  'I have used the {noun} daily for a month now.',
  'Customer service answered my question within a day.',
  'Looks great with everything I own.',
  'Bought it as a gift and it went down well.',
];

export const DESCRIPTION_SENTENCES = [
  'Designed for everyday use, the {name} combines comfort with a clean look.',
  'Made from {material} that is built to last and easy to care for.',
  'A versatile {noun} that works for the office, the weekend and everything in between.',
  'Thoughtful details and careful finishing make the {name} a long-time favourite.',
  'Part of our {category} collection, chosen for quality and value.',
  'Ships in recyclable packaging.',
];
