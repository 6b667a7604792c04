/** WordPress' sanitize_title for the cases a catalogue meets: accents dropped, lower case, dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&[a-z]+;|&#\d+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Global attribute taxonomy for an attribute name: "Color" -> "pa_color" (WooCommerce wc_attribute_taxonomy_name). */
export function attributeTaxonomy(name: string): string {
  return `pa_${slugify(name).slice(0, 28)}`;
}
