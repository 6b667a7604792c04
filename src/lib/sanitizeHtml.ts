/**
 * An allow-list HTML sanitiser for backend-provided rich text (product descriptions, reviews). Only
 * plain formatting survives: unknown elements are unwrapped (their text kept), dangerous ones are
 * dropped with their content, every attribute not listed is removed, and links and images keep only
 * http(s), mailto and relative URLs.
 */
const ALLOWED_TAGS = new Set([
  'a', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'del', 'div', 'dl', 'dt', 'em', 'h2', 'h3', 'h4', 'h5', 'h6',
  'hr', 'i', 'img', 'ins', 'li', 'ol', 'p', 'pre', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody',
  'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
]);
const DROPPED_TAGS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'form', 'input', 'button', 'textarea', 'select', 'svg', 'math', 'link', 'meta', 'base']);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height', 'title'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
};
const URL_ATTRIBUTES = new Set(['href', 'src']);
const SAFE_URL = /^(?:https?:|mailto:|\/|#|\.{0,2}\/|[^:]*$)/i;

function isSafeUrl(value: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\nscript:").
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return SAFE_URL.test(compact);
}

function cleanNode(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return [];
  const children = Array.from(element.childNodes).flatMap((child) => cleanNode(child, doc));
  if (!ALLOWED_TAGS.has(tag)) return children;
  const clean = doc.createElement(tag);
  for (const name of ALLOWED_ATTRIBUTES[tag] ?? []) {
    const value = element.getAttribute(name);
    if (value === null || (URL_ATTRIBUTES.has(name) && !isSafeUrl(value))) continue;
    clean.setAttribute(name, value);
  }
  if (tag === 'a') clean.setAttribute('rel', 'noopener noreferrer nofollow');
  if (tag === 'img') clean.setAttribute('loading', 'lazy');
  clean.append(...children);
  return [clean];
}

/** Plain text of an HTML fragment (for meta descriptions, and where no DOM parser exists). */
export function htmlToText(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Safe HTML for `dangerouslySetInnerHTML`; plain escaped text where no DOM parser exists (server rendering). */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') {
    return htmlToText(html).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  }
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const container = doc.createElement('div');
  container.append(...Array.from(doc.body.childNodes).flatMap((child) => cleanNode(child, doc)));
  return container.innerHTML;
}
