import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { htmlWindow } from './htmlWindow';

/**
 * An allow-list sanitiser for backend-provided rich text (product descriptions, reviews), built on
 * DOMPurify so the browser and the server (jsdom) give the same output. Only plain formatting
 * survives: unknown elements are unwrapped (their text kept), dangerous ones dropped with their
 * content, every attribute not listed for its element removed, and links and images keep only
 * http(s), mailto and relative URLs.
 */
const ALLOWED_TAGS = [
  'a', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'del', 'div', 'dl', 'dt', 'em', 'h2', 'h3', 'h4', 'h5', 'h6',
  'hr', 'i', 'img', 'ins', 'li', 'ol', 'p', 'pre', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody',
  'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
];
/** Elements removed with everything inside them (not unwrapped into text). */
const DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'form', 'input', 'button', 'textarea', 'select', 'svg', 'math', 'link', 'meta', 'base', 'title'];
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height', 'title'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
};
/** http(s), mailto, fragment, relative paths and scheme-less values; DOMPurify strips control characters first. */
const SAFE_URL = /^(?:https?:|mailto:|\/|#|\.{0,2}\/|[^:]*$)/i;

let purifier: { window: Window; instance: Purifier } | undefined;

function configuredPurifier(): Purifier {
  const window = htmlWindow();
  if (purifier?.window === window) return purifier.instance;
  const instance = DOMPurify(window as unknown as Parameters<typeof DOMPurify>[0]);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = ALLOWED_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(data.attrName)) data.keepAttr = false;
    // DOMPurify lets data: URIs through on images; a shop description has no use for them.
    else if ((data.attrName === 'href' || data.attrName === 'src') && !SAFE_URL.test(data.attrValue.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''))) {
      data.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') node.setAttribute('rel', 'noopener noreferrer nofollow');
    if (node.nodeName === 'IMG') node.setAttribute('loading', 'lazy');
  });
  purifier = { window, instance };
  return instance;
}

/** Safe HTML for `dangerouslySetInnerHTML`, the same in the browser and in a server render. */
export function sanitizeHtml(html: string): string {
  return configuredPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())],
    ALLOWED_URI_REGEXP: SAFE_URL,
    FORBID_CONTENTS: DROPPED_WITH_CONTENT,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
