/**
 * Backend HTML and the one safe output expected from it, checked in the browser environment
 * (sanitizeHtml.test.ts) and on the server (sanitizeHtml.server.test.ts): both must give exactly this.
 */
export const SANITIZE_CASES: { name: string; html: string; safe: string }[] = [
  {
    name: 'plain formatting',
    html: '<p>Soft <strong>cotton</strong><br><em>hoodie</em></p><ul><li>Blue</li></ul>',
    safe: '<p>Soft <strong>cotton</strong><br><em>hoodie</em></p><ul><li>Blue</li></ul>',
  },
  {
    name: 'scripts, event handlers, styles and dangerous URLs',
    html: '<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">a</a><a href="java\nscript:x">b</a><img src="x" onerror="alert(1)"><iframe src="https://evil"></iframe>',
    safe: '<p>Hi</p><a rel="noopener noreferrer nofollow">a</a><a rel="noopener noreferrer nofollow">b</a><img src="x" loading="lazy">',
  },
  {
    name: 'safe links and unknown elements',
    html: '<section><a href="https://example.com/x">x</a> <a href="/product/cap">cap</a></section>',
    safe: '<a href="https://example.com/x" rel="noopener noreferrer nofollow">x</a> <a href="/product/cap" rel="noopener noreferrer nofollow">cap</a>',
  },
  {
    name: 'mutation XSS through a noscript/style parsing difference',
    html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    safe: '<p></p>',
  },
  {
    name: 'SVG and MathML namespace confusion',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    safe: '',
  },
  {
    name: 'entity-encoded and data: URLs, attributes not allowed on the element',
    html: '<a href="&#106;avascript:alert(1)" target="_top">j</a><img src="data:text/html;base64,PHNjcmlwdD4=" width="10" href="/x"><td colspan="2" onmouseover="x()">c</td>',
    safe: '<a rel="noopener noreferrer nofollow">j</a><img width="10" loading="lazy">c',
  },
  {
    name: 'forms and inputs dropped with their content',
    html: '<form action="https://evil"><input name="card"><button>Pay</button></form><p>after</p>',
    safe: '<p>after</p>',
  },
];
