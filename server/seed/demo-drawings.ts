/**
 * Flat vector drawings of the demo catalogue's products (garments, caps, belts, records...), so the demo
 * shop shows what it sells. They draw shapes only, never text: a product's name is the page's job.
 */

/** The things the demo catalogue sells, one drawing each. */
export const DRAWING_KINDS = [
  'tshirt',
  'vneck',
  'long-sleeve',
  'polo',
  'hoodie',
  'beanie',
  'cap',
  'belt',
  'sunglasses',
  'album',
  'single',
  'pennant',
] as const;
export type DrawingKind = (typeof DRAWING_KINDS)[number];

export interface Drawing {
  kind: DrawingKind;
  /** The product's main colour as #rrggbb. */
  colour: string;
  /** Details some products have in their name ("with Logo", "with Zipper"). */
  logo?: boolean;
  zipper?: boolean;
  pocket?: boolean;
}

export const DRAWING_SIZE = 800;
/** A warm off-white: reads as a studio backdrop and keeps every garment colour, white included, visible. */
export const BACKDROP = '#f3f0eb';

function channel(hex: string, index: number): number {
  return parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
}

/** The colour mixed towards black (amount < 0) or white (amount > 0), for folds, cuffs and seams. */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const weight = Math.abs(amount);
  const mixed = [0, 1, 2].map((index) => Math.round(channel(hex, index) + (target - channel(hex, index)) * weight));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** A round badge with a simple mark: the "logo" of the logo products, without letters. */
function emblem(cx: number, cy: number, r: number, colour: string): string {
  const star = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? r * 0.62 : r * 0.26;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff"/><polygon points="${star}" fill="${shade(colour, -0.35)}"/>`;
}

const TEE_BODY =
  'M300,170 Q400,215 500,170 L600,200 L690,320 L612,368 L570,330 L570,680 Q400,698 230,680 L230,330 L188,368 L110,320 L200,200 Z';
const LONG_SLEEVE_BODY =
  'M300,170 Q400,215 500,170 L600,200 Q660,260 702,560 L636,578 L570,360 L570,680 Q400,698 230,680 L230,360 L164,578 L98,560 Q140,260 200,200 Z';

function top({ kind, colour, logo, zipper, pocket }: Drawing): string {
  const dark = shade(colour, -0.25);
  const line = (d: string, width = 10) => `<path d="${d}" fill="none" stroke="${dark}" stroke-width="${width}" stroke-linecap="round"/>`;
  const parts: string[] = [];
  if (kind === 'hoodie') {
    parts.push(`<path d="M282,215 Q270,95 400,88 Q530,95 518,215 Z" fill="${dark}"/>`);
  }
  parts.push(`<path d="${kind === 'tshirt' || kind === 'vneck' || kind === 'polo' ? TEE_BODY : LONG_SLEEVE_BODY}" fill="${colour}"/>`);
  if (kind === 'tshirt' || kind === 'long-sleeve') parts.push(line('M300,172 Q400,238 500,172', 14));
  if (kind === 'vneck') parts.push(`<path d="M312,170 L400,272 L488,170 Z" fill="${dark}"/>`);
  if (kind === 'polo') {
    parts.push(`<path d="M300,168 L400,206 L352,262 Z M500,168 L400,206 L448,262 Z" fill="${shade(colour, 0.35)}"/>`);
    parts.push(line('M400,208 L400,300', 6), `<circle cx="400" cy="240" r="7" fill="${dark}"/><circle cx="400" cy="278" r="7" fill="${dark}"/>`);
  }
  if (kind === 'hoodie') {
    parts.push(`<path d="M312,172 Q400,300 488,172 Q400,214 312,172 Z" fill="${shade(colour, -0.45)}"/>`);
    parts.push(line('M372,236 L366,330', 6), line('M428,236 L434,330', 6));
    if (pocket !== false && !zipper) parts.push(`<path d="M290,520 L510,520 L540,640 L260,640 Z" fill="${shade(colour, -0.12)}"/>`);
    if (zipper) parts.push(line('M400,250 L400,688', 8), `<rect x="392" y="262" width="16" height="34" rx="5" fill="${shade(colour, 0.5)}"/>`);
  }
  if (kind === 'long-sleeve' || kind === 'hoodie') parts.push(line('M108,540 L166,556', 12), line('M692,540 L634,556', 12));
  if (kind !== 'hoodie' || !zipper) parts.push(line('M236,660 Q400,678 564,660', 8));
  if (logo) parts.push(emblem(400, kind === 'hoodie' ? 420 : 400, 62, colour));
  return parts.join('');
}

function beanie({ colour, logo }: Drawing): string {
  const dark = shade(colour, -0.22);
  const ribs = Array.from({ length: 9 }, (_, index) => {
    const x = 250 + index * 37.5;
    return `<path d="M${x},512 L${x},592" stroke="${shade(colour, -0.35)}" stroke-width="6"/>`;
  }).join('');
  return `<circle cx="400" cy="205" r="52" fill="${shade(colour, 0.25)}"/>
<path d="M230,520 Q222,250 400,240 Q578,250 570,520 Z" fill="${colour}"/>
<rect x="210" y="500" width="380" height="110" rx="26" fill="${dark}"/>${ribs}${logo ? emblem(400, 555, 40, colour) : ''}`;
}

function cap({ colour, logo }: Drawing): string {
  const dark = shade(colour, -0.25);
  return `<path d="M212,480 Q220,262 400,250 Q580,262 588,480 Z" fill="${colour}"/>
<path d="M400,252 L400,478 M300,272 Q330,380 320,480 M500,272 Q470,380 480,480" fill="none" stroke="${dark}" stroke-width="7"/>
<circle cx="400" cy="252" r="16" fill="${dark}"/>
<path d="M196,472 Q400,440 600,480 Q708,500 706,548 Q560,574 400,540 Q280,516 196,512 Z" fill="${dark}"/>${logo ? emblem(400, 380, 48, colour) : ''}`;
}

function belt({ colour }: Drawing): string {
  const holes = [560, 600, 640].map((x) => `<circle cx="${x}" cy="400" r="9" fill="${shade(colour, -0.45)}"/>`).join('');
  return `<rect x="80" y="356" width="640" height="88" rx="14" fill="${colour}"/>
<path d="M92,372 L708,372 M92,428 L708,428" stroke="${shade(colour, 0.25)}" stroke-width="4" stroke-dasharray="14 10"/>
<rect x="190" y="326" width="118" height="148" rx="20" fill="none" stroke="#b9b4ac" stroke-width="20"/>
<rect x="242" y="392" width="90" height="16" rx="8" fill="#9b968e"/>${holes}`;
}

function sunglasses({ colour }: Drawing): string {
  const lens = (x: number) =>
    `<rect x="${x}" y="330" width="230" height="160" rx="70" fill="#1f2328" stroke="${colour}" stroke-width="18"/>
<path d="M${x + 40},372 Q${x + 70},350 ${x + 110},352" stroke="#ffffff" stroke-opacity="0.45" stroke-width="12" fill="none" stroke-linecap="round"/>`;
  return `<path d="M118,360 L60,300 M682,360 L740,300" stroke="${colour}" stroke-width="18" stroke-linecap="round"/>
${lens(110)}${lens(460)}<path d="M340,380 Q400,340 460,380" stroke="${colour}" stroke-width="18" fill="none"/>`;
}

function record(cx: number, cy: number, r: number, label: string): string {
  const grooves = [0.86, 0.72, 0.58].map((k) => `<circle cx="${cx}" cy="${cy}" r="${r * k}" fill="none" stroke="#3a3d42" stroke-width="3"/>`).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1c1e21"/>${grooves}<circle cx="${cx}" cy="${cy}" r="${r * 0.32}" fill="${label}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.05}" fill="${BACKDROP}"/>`;
}

function album({ colour }: Drawing): string {
  return `${record(500, 400, 250, shade(colour, 0.4))}
<rect x="130" y="170" width="460" height="460" fill="${colour}"/>
<circle cx="300" cy="330" r="110" fill="${shade(colour, 0.35)}"/>
<path d="M130,630 L360,410 L470,520 L590,400 L590,630 Z" fill="${shade(colour, -0.3)}"/>`;
}

function single({ colour }: Drawing): string {
  return `${record(480, 400, 200, shade(colour, 0.4))}
<rect x="190" y="230" width="340" height="340" fill="${colour}"/>
<path d="M190,330 L530,330 M190,400 L530,400 M190,470 L530,470" stroke="${shade(colour, 0.35)}" stroke-width="26"/>`;
}

function pennant({ colour }: Drawing): string {
  return `<rect x="150" y="180" width="22" height="500" rx="11" fill="#8a6a4a"/>
<path d="M172,220 L700,360 L172,500 Z" fill="${colour}"/>
<path d="M172,220 L200,228 L200,492 L172,500 Z" fill="${shade(colour, -0.3)}"/>
${emblem(300, 360, 58, colour)}`;
}

const DRAW: Record<DrawingKind, (drawing: Drawing) => string> = {
  tshirt: top,
  vneck: top,
  'long-sleeve': top,
  polo: top,
  hoodie: top,
  beanie,
  cap,
  belt,
  sunglasses,
  album,
  single,
  pennant,
};

/** A group's frame: a square (a product's gallery) or the 4:5 portrait of a category tile, whose caption covers its foot. */
export type GroupFrame = 'square' | 'tile';

const FRAMES: Record<GroupFrame, { width: number; height: number; floor: boolean }> = {
  square: { width: DRAWING_SIZE, height: DRAWING_SIZE, floor: true },
  tile: { width: 640, height: 800, floor: false },
};

/** Where the one, two or three products of a group sit, as [x, y, scale] of their 800 px drawing. */
const GROUP_LAYOUT: Record<GroupFrame, Record<number, [number, number, number][]>> = {
  square: {
    1: [[0, 0, 1]],
    2: [
      [-10, 150, 0.6],
      [330, 150, 0.6],
    ],
    3: [
      [210, 20, 0.5],
      [20, 330, 0.5],
      [400, 330, 0.5],
    ],
  },
  // Everything above the caption, nothing cut at the sides.
  tile: {
    1: [[-40, 20, 0.9]],
    2: [
      [-5, 110, 0.45],
      [285, 230, 0.45],
    ],
    3: [
      [140, 22, 0.45],
      [-5, 300, 0.45],
      [285, 300, 0.45],
    ],
  },
};

function svgDocument(content: string, frame: GroupFrame = 'square'): string {
  const { width, height, floor } = FRAMES[frame];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="${BACKDROP}"/>
${floor ? '<ellipse cx="400" cy="730" rx="280" ry="26" fill="#000000" fill-opacity="0.07"/>' : ''}
${content}
</svg>`;
}

/** One product, centred on the backdrop. */
export function productSvg(drawing: Drawing): string {
  return svgDocument(DRAW[drawing.kind](drawing));
}

/** Up to three products together: a grouped product's picture, or a category's tile. */
export function groupSvg(drawings: Drawing[], frame: GroupFrame = 'square'): string {
  const shown = drawings.slice(0, 3);
  const layout = GROUP_LAYOUT[frame][shown.length] ?? GROUP_LAYOUT[frame][1]!;
  return svgDocument(
    shown
      .map((drawing, index) => {
        const [x, y, scale] = layout[index]!;
        return `<g transform="translate(${x} ${y}) scale(${scale})">${DRAW[drawing.kind](drawing)}</g>`;
      })
      .join('\n'),
    frame,
  );
}
