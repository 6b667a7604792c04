/**
 * Choosing a variation of a variable product. A variation names a value for each variation
 * attribute, or '' for "any value". Selections and URLs use normalised attribute names (`pa_color`,
 * `logo`) so product attributes, variation attributes and the query string agree.
 */
export type Selection = Readonly<Record<string, string>>;

export interface VariationChoice {
  /** Normalised attribute name → value ('' = any). */
  attributes: Selection;
  /** Can be bought now (in stock or on backorder, and purchasable). */
  available: boolean;
}

/** `attribute_pa_color`, `Pa_Color`, `Logo Colour` → `pa_color`, `pa_color`, `logo-colour`. */
export function normalizeAttributeName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/^attribute_/, '')
    .replace(/\s+/g, '-');
}

function sameValue(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
}

/** Whether `variation` fits every value chosen in `selection`. */
export function fits(variation: VariationChoice, selection: Selection): boolean {
  return Object.entries(selection).every(([name, value]) => {
    if (!value) return true;
    const own = variation.attributes[name];
    return own === undefined || own === '' || sameValue(own, value);
  });
}

/** The variation for a complete selection (every attribute chosen), else null. */
export function chosenVariation<T extends VariationChoice>(variations: readonly T[], selection: Selection, attributeNames: readonly string[]): T | null {
  if (!attributeNames.every((name) => selection[name])) return null;
  return variations.find((variation) => fits(variation, selection)) ?? null;
}

/** Whether choosing `value` for `name`, keeping the other choices, leads to a variation one can buy. */
export function isValueAvailable(variations: readonly VariationChoice[], selection: Selection, name: string, value: string): boolean {
  const next = { ...selection, [name]: value };
  return variations.some((variation) => variation.available && fits(variation, next));
}

/**
 * The selection after choosing `value` for `name`. When that value does not go with the other
 * choices, they change to the nearest variation that has it (preferring one in stock), so every
 * combination that exists can be reached from any starting point.
 */
export function selectValue(variations: readonly VariationChoice[], selection: Selection, name: string, value: string): Selection {
  const next = { ...selection, [name]: value };
  if (variations.some((variation) => fits(variation, next))) return next;
  const candidates = variations.filter((variation) => fits(variation, { [name]: value }));
  if (candidates.length === 0) return next;
  const score = (variation: VariationChoice) =>
    Object.entries(selection).filter(([other, chosen]) => other !== name && chosen && fits(variation, { [other]: chosen })).length +
    (variation.available ? 0.5 : 0);
  const best = candidates.reduce((a, b) => (score(b) > score(a) ? b : a));
  const adjusted: Record<string, string> = { [name]: value };
  for (const [other, chosen] of Object.entries(selection)) {
    if (other === name) continue;
    const own = best.attributes[other];
    adjusted[other] = own === undefined || own === '' || (chosen && sameValue(own, chosen)) ? chosen : own;
  }
  return adjusted;
}

/** URL query parameter for an attribute (WooCommerce's own: `attribute_pa_color`). */
export function attributeParam(name: string): string {
  return `attribute_${name}`;
}

/** The selection kept in the URL, limited to the product's attributes. */
export function selectionFromParams(params: URLSearchParams, attributeNames: readonly string[]): Selection {
  const selection: Record<string, string> = {};
  for (const name of attributeNames) {
    const value = params.get(attributeParam(name));
    if (value) selection[name] = value;
  }
  return selection;
}

/** One chosen attribute as WooGraphQL's AddToCartInput.variation takes it. */
export interface ChosenAttribute {
  attributeName: string;
  attributeValue: string;
}

/**
 * The chosen values the cart needs with a variation: a variation that accepts any value of an
 * attribute ('') only becomes a cart line with the shopper's choice for it, so every choice is sent.
 */
export function chosenAttributes(selection: Selection, attributeNames: readonly string[]): ChosenAttribute[] {
  return attributeNames.flatMap((name) => (selection[name] ? [{ attributeName: name, attributeValue: selection[name] }] : []));
}
