/**
 * A page's head tags as data: built once per render by PageMeta, written into the streamed HTML on
 * the server (renderHeadHtml) and applied to `document.head` on client navigation (applyHead).
 */
export interface HeadLink {
  rel: string;
  href: string;
  hreflang?: string;
}

export interface HeadData {
  title: string;
  /** `<html lang>`. */
  lang: string;
  /** `name=` metas (description, robots, twitter:*). */
  names: Record<string, string>;
  /** `property=` metas (og:*). */
  properties: Record<string, string>;
  links: HeadLink[];
  /** schema.org objects, one `<script type="application/ld+json">` each. */
  jsonLd: object[];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * JSON that is safe inside a `<script>` element: `<`, `>` and `&` cannot close the element or open a
 * comment, and U+2028/2029 cannot end a line in older JavaScript parsers.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Marks the tags PageMeta owns, so a client navigation replaces them and leaves the others alone. */
export const HEAD_MARKER = 'data-page-head';

/** The head tags as HTML, for the server's response. */
export function renderHeadHtml(head: HeadData): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  for (const [name, content] of Object.entries(head.names)) {
    tags.push(`<meta ${HEAD_MARKER} name="${escapeHtml(name)}" content="${escapeHtml(content)}">`);
  }
  for (const [property, content] of Object.entries(head.properties)) {
    tags.push(`<meta ${HEAD_MARKER} property="${escapeHtml(property)}" content="${escapeHtml(content)}">`);
  }
  for (const link of head.links) {
    const hreflang = link.hreflang ? ` hreflang="${escapeHtml(link.hreflang)}"` : '';
    tags.push(`<link ${HEAD_MARKER} rel="${escapeHtml(link.rel)}"${hreflang} href="${escapeHtml(link.href)}">`);
  }
  for (const item of head.jsonLd) {
    tags.push(`<script ${HEAD_MARKER} type="application/ld+json">${serializeForScript(item)}</script>`);
  }
  return tags.join('');
}

/** The main image's preload: the same candidates as its `<img>`, fetched first. */
export function renderImagePreloadHtml(image: { href: string; srcSet?: string; sizes?: string }): string {
  const srcset = image.srcSet ? ` imagesrcset="${escapeHtml(image.srcSet)}"` : '';
  const sizes = image.sizes ? ` imagesizes="${escapeHtml(image.sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(image.href)}"${srcset}${sizes} fetchpriority="high">`;
}

/** Replaces the page's head tags in a live document (client navigation). */
export function applyHead(document: Document, head: HeadData): void {
  document.title = head.title;
  document.documentElement.lang = head.lang;
  for (const element of document.head.querySelectorAll(`[${HEAD_MARKER}]`)) element.remove();
  const template = document.createElement('template');
  template.innerHTML = renderHeadHtml(head).replace(/^<title>.*?<\/title>/, '');
  document.head.append(template.content);
}
