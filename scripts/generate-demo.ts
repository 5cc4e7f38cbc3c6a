/**
 * Generates every demo asset from scripts/demo/catalogue.ts:
 *   public/demo/products/<id>-<n>.webp   product illustrations (800x800)
 *   public/demo/banners/*.webp           home slider, 5 desktop (1600x500) and 5 mobile (800x800)
 *   public/logo.svg, public/favicon.svg, public/og-default.webp
 *   public/og-default.jpg                the site's link preview (src/lib/social-preview.ts)
 *   supabase/seed.sql                    the catalogue as idempotent inserts
 *
 * Deterministic: the artwork is drawn as SVG in code and any variation comes from a PRNG seeded by
 * the product id, so the same catalogue always gives byte-identical files. No network access.
 *
 * Usage: npx tsx scripts/generate-demo.ts
 */
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { CATEGORY_VALUES, type CategoryValue } from '../src/lib/categories';
import { BANNER_THEMES, BANNERS, type BannerTheme } from '../src/lib/banners';
import { DEMO_PRODUCTS, productImagePath, productImagePaths, type DemoProduct } from './demo/catalogue';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'public');
const COMPANY_NAME = process.env.COMPANY_NAME ?? 'Steel City Paper Machines';

const PRODUCT_SIZE = 800;
const PRODUCT_MAX_BYTES = 25 * 1024;
const BANNER_MAX_BYTES = 40 * 1024;
const OG_MAX_BYTES = 60 * 1024;
const OG_JPEG_MAX_BYTES = 100 * 1024;

/* ========================================================================================== */
/* SVG building blocks                                                                        */
/* ========================================================================================== */

type Attrs = Record<string, string | number | undefined>;

/** Two decimals are plenty at these sizes and keep the SVG text small. */
const num = (n: number): string => String(Math.round(n * 100) / 100);

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function el(tag: string, attrs: Attrs, ...children: string[]): string {
  const attrText = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : escapeXml(v)}"`)
    .join('');
  return children.length ? `<${tag}${attrText}>${children.join('')}</${tag}>` : `<${tag}${attrText}/>`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, fill, ...extra });
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...extra });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
/** Points as a flat list: x1, y1, x2, y2, ... */
const polygon = (points: readonly number[], fill: string, extra: Attrs = {}): string =>
  el('polygon', { points: points.map(num).join(' '), fill, ...extra });
const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attrs = {},
): string => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra });
const group = (transform: string, ...children: string[]): string => el('g', { transform }, ...children);

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

function text(x: number, y: number, content: string, size: number, fill: string, extra: Attrs = {}): string {
  return el('text', { x, y, 'font-family': FONT, 'font-size': size, fill, ...extra }, escapeXml(content));
}

function svgDocument(width: number, height: number, ...body: string[]): string {
  return el('svg', { xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox: `0 0 ${width} ${height}` }, ...body);
}

/** Greedy word wrap on an estimated glyph width; SVG has no text flow of its own. */
function wrap(content: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of content.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/* ---- colour ------------------------------------------------------------------------------ */

function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number): number => {
    const c = (value >> shift) & 0xff;
    const target = amount < 0 ? 0 : 255;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

const NAVY = '#14365d';
const AMBER = '#f0a202';
const INK = '#1f2933';
const STEEL_DARK = '#3e4c59';
const STEEL = '#7b8794';
const STEEL_LIGHT = '#cbd2d9';
const BODY_EDGE = '#b3bcc6';

/** Industrial paint colours; each product picks one from its id. */
const ACCENTS = [
  '#1d6fd8',
  '#e4572e',
  '#14a098',
  '#e89b1a',
  '#6a4c93',
  '#2f9e44',
  '#c92a3a',
  '#0b7a75',
  '#3d5a80',
  '#c2571a',
];

/* ---- determinism ------------------------------------------------------------------------- */

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** mulberry32: tiny seeded PRNG so per-product variation is repeatable. */
function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/* ========================================================================================== */
/* Illustration kit                                                                           */
/* ========================================================================================== */

interface Look {
  readonly accent: string;
  readonly brand: string;
  /** Small layout variations so machines of one category are not identical. */
  readonly cabinetWidth: number;
  readonly doors: 2 | 3;
}

/** Gradients every drawing may reference; the accent ones follow the product's colour. */
function sharedDefs(accent: string): string {
  const linear = (id: string, stops: readonly string[], vertical = true): string =>
    el(
      'linearGradient',
      { id, x1: 0, y1: 0, x2: vertical ? 0 : 1, y2: vertical ? 1 : 0 },
      ...stops.map((c, i) => el('stop', { offset: num(i / (stops.length - 1)), 'stop-color': c })),
    );
  return el(
    'defs',
    {},
    linear('bg', ['#f8fafc', '#e4e9ef']),
    linear('body', ['#f3f5f7', '#d5dbe1']),
    linear('metal', ['#e9edf1', '#9aa5b1', '#dde2e7']),
    linear('metalH', ['#9aa5b1', '#eef1f4', '#8d98a5'], false),
    linear('foil', ['#f7f9fb', '#aab4be', '#eef1f4', '#8d98a5']),
    linear('accent', [shade(accent, 0.12), shade(accent, -0.18)]),
    linear('screen', ['#173b5c', '#0d2136']),
  );
}

/* ---- parts ------------------------------------------------------------------------------- */

function floorShadow(cx: number, cy: number, rx: number): string {
  return ellipse(cx, cy, rx, rx * 0.07, '#000', { opacity: 0.12 });
}

function roller(cx: number, cy: number, r: number): string {
  return circle(cx, cy, r, 'url(#metal)', { stroke: STEEL, 'stroke-width': 2 }) + circle(cx, cy, r * 0.3, STEEL_DARK);
}

type Material = 'board' | 'kraft' | 'tissue' | 'foil';

const MATERIAL: Record<Material, { fill: string; ring: string }> = {
  board: { fill: '#f4ecdb', ring: '#dccfb3' },
  kraft: { fill: '#c8925a', ring: '#a8743f' },
  tissue: { fill: '#fdfdfd', ring: '#d9dfe6' },
  foil: { fill: 'url(#foil)', ring: '#97a2ae' },
};

/** A reel seen end-on: material, winding rings, cardboard core and the steel shaft. */
function reelEnd(cx: number, cy: number, r: number, material: Material): string {
  const m = MATERIAL[material];
  const rings = [0.82, 0.64, 0.47].map((k) => circle(cx, cy, r * k, 'none', { stroke: m.ring, 'stroke-width': 1.5 }));
  return (
    circle(cx, cy, r, m.fill, { stroke: m.ring, 'stroke-width': 3 }) +
    rings.join('') +
    circle(cx, cy, r * 0.3, '#b8864f') +
    circle(cx, cy, r * 0.16, STEEL_DARK)
  );
}

/** A cylinder drawn along an oblique depth axis (dx, dy): back face, hull, front face. */
function cylinderAlong(cx: number, cy: number, r: number, dx: number, dy: number, side: string, face: string): string {
  const len = Math.hypot(dx, dy);
  const px = (-dy / len) * r;
  const py = (dx / len) * r;
  const hull = [cx + px, cy + py, cx + dx + px, cy + dy + py, cx + dx - px, cy + dy - py, cx - px, cy - py];
  return circle(cx + dx, cy + dy, r, side) + polygon(hull, side) + face;
}

/** Outline of a gear with trapezoid teeth: root, tip, tip, root for each tooth. */
function gearPoints(cx: number, cy: number, r: number, teeth: number, root: number): number[] {
  const half = Math.PI / teeth;
  const profile = [
    [root, -0.9],
    [r, -0.45],
    [r, 0.45],
    [root, 0.9],
  ] as const;
  return Array.from({ length: teeth }, (_, i) =>
    profile.flatMap(([radius, offset]) => {
      const a = (2 * i + offset) * half;
      return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)];
    }),
  ).flat();
}

/** A machine gear: outline, web ring, lightening holes and hub. */
function gear(cx: number, cy: number, r: number, teeth: number, fill: string): string {
  const root = r * 0.84;
  const points = gearPoints(cx, cy, r, teeth, root);
  const holes = [0, 1, 2, 3, 4].map((i) => {
    const a = (i * 2 * Math.PI) / 5;
    return circle(cx + r * 0.5 * Math.cos(a), cy + r * 0.5 * Math.sin(a), r * 0.13, shade(fill, -0.35));
  });
  return (
    polygon(points, fill, { stroke: shade(fill, -0.3), 'stroke-width': 2 }) +
    circle(cx, cy, root * 0.78, 'none', { stroke: shade(fill, -0.2), 'stroke-width': 2 }) +
    holes.join('') +
    circle(cx, cy, r * 0.22, STEEL_LIGHT, { stroke: STEEL_DARK, 'stroke-width': 3 }) +
    circle(cx, cy, r * 0.08, STEEL_DARK)
  );
}

function nameplate(cx: number, y: number, brand: string, fill: string, size = 13): string {
  if (!brand) return '';
  return text(cx, y, brand.toUpperCase(), size, fill, {
    'text-anchor': 'middle',
    'font-weight': 'bold',
    'letter-spacing': 2,
  });
}

/** Main machine body: accent band with the brand, doors with handles and vents, a warning label. */
function cabinet(x: number, y: number, w: number, h: number, look: Look): string {
  const doorW = (w - 24) / look.doors;
  const doors = Array.from({ length: look.doors }, (_, i) => {
    const dx = x + 12 + i * doorW;
    const vents = [0, 1, 2, 3].map((v) => rect(dx + doorW / 2 - 30, y + h - 70 + v * 10, 60, 4, BODY_EDGE, { rx: 2 }));
    return (
      rect(dx + 4, y + 40, doorW - 8, h - 54, 'none', { stroke: BODY_EDGE, 'stroke-width': 2, rx: 4 }) +
      rect(dx + doorW - 20, y + h / 2 - 4, 8, 30, STEEL_DARK, { rx: 3 }) +
      vents.join('')
    );
  });
  const warnX = x + 34;
  const warnY = y + 56;
  return (
    rect(x, y, w, h, 'url(#body)', { stroke: BODY_EDGE, 'stroke-width': 2, rx: 6 }) +
    rect(x, y, w, 28, 'url(#accent)', { rx: 6 }) +
    rect(x, y + 14, w, 14, 'url(#accent)') +
    nameplate(x + w / 2, y + 19, look.brand, '#fff') +
    doors.join('') +
    polygon([warnX, warnY - 14, warnX + 14, warnY + 10, warnX - 14, warnY + 10], '#f5c518', {
      stroke: INK,
      'stroke-width': 1.5,
    }) +
    rect(warnX - 1.5, warnY - 5, 3, 9, INK)
  );
}

function baseFrame(x: number, y: number, w: number, h: number): string {
  const feet = [x + 10, x + w * 0.35, x + w * 0.65 - 34, x + w - 44].map((fx) =>
    rect(fx, y + h, 34, 10, INK, { rx: 2 }),
  );
  return rect(x, y, w, h, STEEL_DARK, { rx: 4 }) + rect(x, y, w, 8, STEEL, { rx: 4 }) + feet.join('');
}

/** The operator panel on a swing arm: screen plus start, stop and emergency buttons. */
function panelOnArm(x: number, y: number, look: Look): string {
  return (
    rect(x - 40, y + 40, 46, 10, STEEL_DARK) +
    rect(x, y, 100, 96, '#2b3440', { rx: 8 }) +
    rect(x + 10, y + 10, 80, 46, 'url(#screen)', { rx: 3 }) +
    rect(x + 16, y + 16, 40, 6, look.accent, { rx: 2 }) +
    rect(x + 16, y + 28, 62, 4, '#5d7a96', { rx: 2 }) +
    rect(x + 16, y + 38, 50, 4, '#5d7a96', { rx: 2 }) +
    circle(x + 24, y + 74, 8, '#2f9e44') +
    circle(x + 50, y + 74, 8, '#d9480f') +
    circle(x + 77, y + 74, 11, '#f5c518') +
    circle(x + 77, y + 74, 7, '#c92a3a')
  );
}

function unwindStand(cx: number, cy: number, r: number, material: Material, floorY: number): string {
  const legs =
    line(cx - 62, floorY, cx, cy, STEEL_DARK, 14, { 'stroke-linecap': 'round' }) +
    line(cx + 62, floorY, cx, cy, STEEL_DARK, 14, { 'stroke-linecap': 'round' });
  return legs + reelEnd(cx, cy, r, material);
}

function sheetFeeder(x: number, topY: number, floorY: number): string {
  const sheets = Array.from({ length: 9 }, (_, i) =>
    rect(x + 4 + (i % 2) * 3, topY - 10 - i * 9, 132, 8, i % 2 ? '#f7f1e3' : '#ebe2cc', {
      stroke: '#d3c6a8',
      'stroke-width': 1,
    }),
  );
  return (
    rect(x, topY, 140, 12, STEEL_DARK, { rx: 3 }) +
    rect(x + 10, topY + 12, 10, floorY - topY - 12, STEEL) +
    rect(x + 120, topY + 12, 10, floorY - topY - 12, STEEL) +
    sheets.join('')
  );
}

/* ---- products the machines make (drawn around origin: bottom centre at 0,0) --------------- */

function cup(x: number, y: number, h: number, accent: string): string {
  const top = h * 0.42;
  const bottom = h * 0.3;
  const body = [x - top, y - h, x + top, y - h, x + bottom, y, x - bottom, y];
  const bandTop = y - h * 0.62;
  const bandBottom = y - h * 0.3;
  const widthAt = (yy: number): number => bottom + ((top - bottom) * (y - yy)) / h;
  const band = [
    ...[-widthAt(bandTop), widthAt(bandTop)].flatMap((w) => [x + w, bandTop]),
    ...[widthAt(bandBottom), -widthAt(bandBottom)].flatMap((w) => [x + w, bandBottom]),
  ];
  return (
    polygon(body, '#fbfaf6', { stroke: '#c9c2b2', 'stroke-width': 1.5 }) +
    polygon(band, accent) +
    ellipse(x, y - h, top, h * 0.07, '#efe9dc', { stroke: '#c9c2b2', 'stroke-width': 1.5 })
  );
}

/** Nested cups: drawn top down so each lower cup hides all of the one inside it but the rim. */
function cupStack(x: number, count: number, h: number, accent: string): string {
  return Array.from({ length: count }, (_, i) => cup(x, -(count - 1 - i) * h * 0.12, h, accent)).join('');
}

function plateStack(x: number, count: number, rx: number, accent: string): string {
  const plates = Array.from({ length: count }, (_, i) => {
    const y = -8 - i * 7;
    return (
      ellipse(x, y + 3, rx, rx * 0.26, '#c7ccd2') +
      ellipse(x, y, rx, rx * 0.26, '#f3f5f7', { stroke: '#aab4be', 'stroke-width': 1.2 }) +
      ellipse(x, y, rx * 0.68, rx * 0.17, '#e1e6eb')
    );
  });
  const top = -8 - (count - 1) * 7;
  return plates.join('') + ellipse(x, top, rx * 0.95, rx * 0.245, 'none', { stroke: accent, 'stroke-width': 3 });
}

function bag(x: number, w: number, h: number, fill: string, accent: string): string {
  const gusset = w * 0.22;
  const dark = shade(fill, -0.18);
  const handle = el('path', {
    d: `M${num(x - w * 0.2)},${num(-h)} C${num(x - w * 0.2)},${num(-h - w * 0.55)} ${num(x + w * 0.2)},${num(-h - w * 0.55)} ${num(x + w * 0.2)},${num(-h)}`,
    fill: 'none',
    stroke: shade(fill, -0.3),
    'stroke-width': 5,
    'stroke-linecap': 'round',
  });
  return (
    handle +
    rect(x - w / 2, -h, w, h, fill, { stroke: dark, 'stroke-width': 1.5 }) +
    polygon([x + w / 2, -h, x + w / 2 + gusset, -h + 6, x + w / 2 + gusset, 0, x + w / 2, 0], dark) +
    polygon([x + w / 2, -h, x + w / 2 + gusset / 2, -h + 18, x + w / 2 + gusset, -h + 6], shade(fill, -0.32)) +
    circle(x, -h * 0.45, w * 0.18, accent) +
    circle(x, -h * 0.45, w * 0.09, fill)
  );
}

/** Folded napkins seen in slight perspective, with a printed corner motif. */
function napkinStack(x: number, count: number, size: number, accent: string): string {
  const skew = size * 0.35;
  const layers = Array.from({ length: count }, (_, i) => {
    const y = -i * 4;
    return polygon(
      [x - size / 2, y, x + size / 2, y, x + size / 2 + skew, y - skew * 0.55, x - size / 2 + skew, y - skew * 0.55],
      i % 2 ? '#ffffff' : '#eef2f6',
      { stroke: '#cdd5de', 'stroke-width': 1 },
    );
  });
  const topY = -(count - 1) * 4;
  const cx = x + skew / 2;
  const cy = topY - skew * 0.275;
  return (
    layers.join('') +
    line(x - size / 2 + skew / 2, cy, x + size / 2 + skew / 2, cy, '#d5dde5', 1.5) +
    circle(cx + size * 0.25, cy - skew * 0.12, size * 0.07, accent, { opacity: 0.85 })
  );
}

/** An upright roll: toilet roll (white) or core (kraft). */
function uprightRoll(x: number, y: number, r: number, h: number, fill: string, edge: string, hole: number): string {
  const ry = r * 0.3;
  return (
    ellipse(x, y, r, ry, edge) +
    rect(x - r, y - h, r * 2, h, fill) +
    line(x - r, y - h, x - r, y, edge, 1.5) +
    line(x + r, y - h, x + r, y, edge, 1.5) +
    ellipse(x, y - h, r, ry, shade(fill === 'url(#foil)' ? '#eef1f4' : fill, 0.25), {
      stroke: edge,
      'stroke-width': 1.5,
    }) +
    ellipse(x, y - h, r * hole, ry * hole, '#b8864f') +
    ellipse(x, y - h, r * hole * 0.75, ry * hole * 0.75, '#5b4630')
  );
}

function foilRoll(x: number, y: number, r: number, len: number): string {
  return (
    rect(x - len / 2, y - 2 * r, len, 2 * r, 'url(#foil)', { stroke: '#8d98a5', 'stroke-width': 1.2 }) +
    ellipse(x + len / 2, y - r, r * 0.32, r, '#dfe4e9', { stroke: '#8d98a5', 'stroke-width': 1.2 }) +
    ellipse(x + len / 2, y - r, r * 0.14, r * 0.45, '#b8864f')
  );
}

/* ---- category art ------------------------------------------------------------------------ */

interface CategoryArt {
  readonly feed: Material | 'sheets';
  /** Mechanism on top of the cabinet in the front view (region about x 290-560, y 100-330). */
  readonly top: (look: Look) => string;
  /** What the machine makes, drawn around (0,0) = bottom centre, about 150 wide and 150 tall. */
  readonly output: (look: Look) => string;
}

const ART: Record<CategoryValue, CategoryArt> = {
  'paper-cup-making-machines': {
    feed: 'board',
    top: (look) => {
      const moulds = Array.from({ length: 8 }, (_, i) => {
        const a = (i * Math.PI) / 4;
        return circle(420 + 38 * Math.cos(a), 268 + 38 * Math.sin(a), 10, '#f4ecdb', {
          stroke: STEEL,
          'stroke-width': 2,
        });
      });
      return (
        rect(330, 196, 180, 134, 'url(#body)', { stroke: BODY_EDGE, 'stroke-width': 2, rx: 6 }) +
        circle(420, 268, 56, 'url(#metal)', { stroke: STEEL, 'stroke-width': 2 }) +
        moulds.join('') +
        circle(420, 268, 16, 'url(#accent)') +
        reelEnd(540, 230, 30, 'board') +
        rect(350, 176, 44, 20, look.accent, { rx: 3 })
      );
    },
    output: (look) => cupStack(-36, 6, 70, look.accent) + cupStack(40, 4, 70, look.accent),
  },
  'paper-plate-making-machines': {
    feed: 'sheets',
    top: () =>
      rect(322, 130, 16, 200, 'url(#metalH)') +
      rect(502, 130, 16, 200, 'url(#metalH)') +
      rect(300, 150, 240, 38, 'url(#accent)', { rx: 4 }) +
      rect(396, 96, 48, 54, 'url(#metalH)', { rx: 4 }) +
      rect(412, 188, 16, 40, 'url(#metalH)') +
      rect(356, 228, 128, 26, STEEL_DARK, { rx: 3 }) +
      rect(356, 300, 128, 30, STEEL_DARK, { rx: 3 }) +
      ellipse(420, 300, 52, 9, '#f3f5f7', { stroke: STEEL, 'stroke-width': 1.5 }),
    output: (look) => plateStack(-10, 9, 62, look.accent) + plateStack(52, 4, 34, look.accent),
  },
  'paper-bag-making-machines': {
    feed: 'kraft',
    top: () =>
      polygon([300, 330, 330, 270, 540, 270, 560, 330], '#c8925a', { stroke: '#a8743f', 'stroke-width': 2 }) +
      roller(330, 250, 18) +
      roller(420, 250, 18) +
      roller(510, 250, 18) +
      rect(300, 228, 250, 8, STEEL_DARK, { rx: 3 }) +
      rect(440, 180, 70, 48, 'url(#accent)', { rx: 4 }) +
      rect(452, 192, 46, 10, '#ffffff', { opacity: 0.6, rx: 2 }) +
      rect(470, 170, 10, 10, STEEL_DARK),
    output: (look) => bag(-28, 80, 110, '#c8925a', look.accent) + bag(50, 56, 78, '#f2ebe0', look.accent),
  },
  'tissue-paper-making-machines': {
    feed: 'tissue',
    top: () =>
      el('path', {
        d: 'M300,330 L300,240 Q300,200 340,200 L520,200 Q560,200 560,240 L560,330 Z',
        fill: 'url(#accent)',
      }) +
      rect(330, 226, 200, 90, '#1f2933', { rx: 6, opacity: 0.85 }) +
      roller(380, 258, 22) +
      roller(380, 300, 18) +
      roller(470, 262, 26) +
      roller(470, 302, 14) +
      line(330, 290, 530, 286, '#fdfdfd', 3),
    output: (look) => napkinStack(-50, 14, 84, look.accent) + napkinStack(30, 9, 70, look.accent),
  },
  'toilet-roll-making-machines': {
    feed: 'tissue',
    top: () => {
      const perforations = Array.from({ length: 9 }, (_, i) =>
        line(330 + i * 24, 262, 330 + i * 24, 306, '#d5dde5', 1.5),
      );
      return (
        rect(300, 210, 12, 120, STEEL_DARK) +
        rect(548, 210, 12, 120, STEEL_DARK) +
        rect(314, 262, 232, 44, '#fdfdfd', { stroke: '#cdd5de', 'stroke-width': 2, rx: 20 }) +
        perforations.join('') +
        roller(360, 318, 10) +
        roller(500, 318, 10) +
        rect(300, 226, 260, 22, 'url(#accent)', { rx: 4 }) +
        rect(340, 200, 180, 26, 'url(#metalH)', { rx: 4 })
      );
    },
    output: () =>
      uprightRoll(-34, 0, 34, 58, '#ffffff', '#cdd5de', 0.38) +
      uprightRoll(36, 0, 34, 58, '#ffffff', '#cdd5de', 0.38) +
      uprightRoll(1, -60, 34, 58, '#ffffff', '#cdd5de', 0.38),
  },
  'aluminum-foil-rewinding-machine': {
    feed: 'foil',
    top: () =>
      circle(420, 262, 74, 'url(#accent)') +
      circle(420, 262, 60, 'none', { stroke: '#fff', 'stroke-width': 2, opacity: 0.35 }) +
      reelEnd(378, 246, 30, 'foil') +
      reelEnd(464, 282, 30, 'foil') +
      rect(300, 320, 250, 10, STEEL_DARK) +
      line(300, 318, 378, 216, '#b7c0ca', 2) +
      rect(515, 198, 12, 96, STEEL_DARK, { rx: 3 }) +
      polygon([509, 294, 533, 294, 521, 310], STEEL),
    output: () =>
      rect(-76, -64, 74, 64, 'url(#accent)', { rx: 3 }) +
      rect(-68, -48, 58, 12, '#fff', { opacity: 0.75, rx: 2 }) +
      foilRoll(36, 0, 22, 70) +
      foilRoll(36, -44, 22, 70) +
      foilRoll(-40, -64, 14, 74),
  },
  'all-machines': {
    feed: 'kraft',
    top: () => {
      const knives = [0, 1, 2, 3, 4].map((i) =>
        ellipse(344 + i * 40, 262, 9, 30, 'url(#metal)', { stroke: STEEL_DARK, 'stroke-width': 2 }),
      );
      return (
        rect(306, 200, 14, 130, STEEL_DARK) +
        rect(540, 200, 14, 130, STEEL_DARK) +
        rect(320, 258, 220, 8, STEEL) +
        knives.join('') +
        roller(360, 312, 14) +
        roller(500, 312, 14) +
        rect(300, 188, 260, 24, 'url(#accent)', { rx: 4 })
      );
    },
    output: () =>
      [-54, -18, 18, 54]
        .map((x, i) => uprightRoll(x, i % 2 ? 4 : 0, 16, 110 - (i % 2) * 30, '#c8925a', '#a8743f', 0.7))
        .join(''),
  },
};

/* ========================================================================================== */
/* Product views                                                                              */
/* ========================================================================================== */

const FLOOR_Y = 650;

/** View 1: the whole machine from the front, feed at left, products at right. */
function frontView(look: Look, art: CategoryArt): string {
  const cabX = 270;
  const cabW = look.cabinetWidth;
  const feed =
    art.feed === 'sheets'
      ? sheetFeeder(96, 520, FLOOR_Y)
      : unwindStand(172, 452, art.feed === 'foil' ? 74 : 88, art.feed, FLOOR_Y) +
        line(172, 364, 262, 318, '#b8a27f', 2);
  const outX = cabX + cabW + 92;
  // The drawing spans about x 84-738; centre it and use more of the frame.
  return group(
    'translate(400,430) scale(1.06) translate(-411,-430)',
    floorShadow(411, FLOOR_Y + 12, 340) +
      feed +
      baseFrame(150, 600, cabW + 190, 50) +
      cabinet(cabX, 330, cabW, 270, look) +
      art.top(look) +
      panelOnArm(cabX + cabW + 40, 210, look) +
      rect(outX - 78, 566, 156, 12, STEEL_DARK, { rx: 3 }) +
      rect(outX - 66, 578, 10, FLOOR_Y - 578, STEEL) +
      rect(outX + 56, 578, 10, FLOOR_Y - 578, STEEL) +
      group(`translate(${outX},566) scale(0.85)`, art.output(look)),
  );
}

/** Oblique box: front face, lighter top face, darker side face. */
function box(
  x: number,
  y: number,
  w: number,
  h: number,
  depth: number,
  front: string,
  top: string,
  side: string,
): string {
  const dx = depth * 0.6;
  const dy = -depth * 0.4;
  return (
    polygon([x, y, x + dx, y + dy, x + w + dx, y + dy, x + w, y], top) +
    polygon([x + w, y, x + w + dx, y + dy, x + w + dx, y + h + dy, x + w, y + h], side) +
    rect(x, y, w, h, front)
  );
}

/** View 2: the machine in oblique three-quarter view with its products in front. */
function sideView(look: Look, art: CategoryArt): string {
  const feed =
    art.feed === 'sheets'
      ? box(60, 470, 120, 150, 90, '#ebe2cc', '#f7f1e3', '#d3c6a8')
      : cylinderAlong(140, 440, 84, 96, -64, MATERIAL[art.feed].ring, reelEnd(140, 440, 84, art.feed));
  const accentDark = shade(look.accent, -0.3);
  return (
    polygon([110, 660, 620, 660, 740, 580, 250, 580], '#000', { opacity: 0.08 }) +
    feed +
    box(200, 600, 420, 46, 150, STEEL_DARK, STEEL, INK) +
    box(240, 360, 330, 240, 140, '#e3e7eb', '#f4f6f8', '#c4ccd4') +
    rect(240, 360, 330, 30, look.accent) +
    polygon([570, 360, 654, 304, 654, 334, 570, 390], accentDark) +
    nameplate(405, 381, look.brand, '#fff') +
    rect(270, 420, 130, 150, 'none', { stroke: BODY_EDGE, 'stroke-width': 2, rx: 4 }) +
    rect(410, 420, 130, 150, 'none', { stroke: BODY_EDGE, 'stroke-width': 2, rx: 4 }) +
    box(300, 250, 210, 110, 110, look.accent, shade(look.accent, 0.25), accentDark) +
    rect(320, 268, 120, 60, 'url(#screen)', { rx: 4 }) +
    rect(330, 280, 60, 8, look.accent, { rx: 2 }) +
    rect(330, 296, 90, 5, '#5d7a96', { rx: 2 }) +
    rect(330, 308, 70, 5, '#5d7a96', { rx: 2 }) +
    circle(470, 290, 10, '#2f9e44') +
    circle(470, 316, 10, '#c92a3a') +
    group('translate(640,708) scale(0.95)', art.output(look))
  );
}

/** View 3: close-up of the output on the delivery conveyor, machine guard behind. */
function detailView(look: Look, art: CategoryArt): string {
  const bolts = [90, 250, 550, 710].map((x) => circle(x, 330, 7, STEEL));
  const beltRollers = [96, 704].map((x) => roller(x, 614, 22));
  return (
    rect(0, 120, 800, 240, 'url(#body)') +
    rect(0, 120, 800, 34, 'url(#accent)') +
    nameplate(400, 143, look.brand, '#fff', 16) +
    bolts.join('') +
    cylinderAlong(
      150,
      230,
      40,
      500,
      0,
      'url(#metal)',
      circle(150, 230, 40, '#dfe4e9', { stroke: STEEL, 'stroke-width': 2 }) + circle(150, 230, 14, STEEL_DARK),
    ) +
    rect(0, 360, 800, 14, STEEL_DARK) +
    floorShadow(400, 600, 300) +
    rect(96, 592, 608, 44, INK, { rx: 22 }) +
    beltRollers.join('') +
    rect(60, 650, 680, 16, STEEL_DARK, { rx: 4 }) +
    group('translate(400,598) scale(2.15)', art.output(look))
  );
}

/** View 4: the operator panel close up. */
function controlView(look: Look): string {
  const bars = [0.82, 0.6, 0.9, 0.45].map((k, i) =>
    rect(430, 300 + i * 40, 220 * k, 20, i === 2 ? look.accent : '#5d7a96', { rx: 4 }),
  );
  const keys = [0, 1, 2, 3].map((i) => rect(170 + i * 120, 506, 100, 34, '#23405c', { rx: 6 }));
  const arc = (d: string, stroke: string): string =>
    el('path', { d, fill: 'none', stroke, 'stroke-width': 22, 'stroke-linecap': 'round' });
  return (
    floorShadow(400, 740, 300) +
    rect(110, 130, 580, 580, '#2b3440', { rx: 26 }) +
    rect(130, 150, 540, 410, 'url(#screen)', { rx: 10 }) +
    rect(130, 150, 540, 54, look.accent, { rx: 10 }) +
    rect(130, 180, 540, 24, look.accent) +
    nameplate(400, 185, look.brand, '#fff', 18) +
    arc('M200,440 A100,100 0 1,1 380,440', '#23405c') +
    arc('M200,440 A100,100 0 0,1 352,320', look.accent) +
    circle(290, 380, 36, '#23405c') +
    bars.join('') +
    keys.join('') +
    circle(230, 640, 30, '#2f9e44', { stroke: '#1b5e2a', 'stroke-width': 4 }) +
    text(230, 690, 'START', 16, '#d5dde5', { 'text-anchor': 'middle', 'font-weight': 'bold' }) +
    circle(350, 640, 30, '#d9480f', { stroke: '#8a2e09', 'stroke-width': 4 }) +
    text(350, 690, 'STOP', 16, '#d5dde5', { 'text-anchor': 'middle', 'font-weight': 'bold' }) +
    circle(560, 636, 52, '#f5c518') +
    circle(560, 636, 36, '#c92a3a', { stroke: '#7d1520', 'stroke-width': 4 })
  );
}

/** View 5: the drive side with the guard off, gears and rollers. */
function driveView(look: Look): string {
  return (
    rect(0, 0, 800, 800, '#2b3440') +
    rect(40, 40, 720, 720, '#36414e', { rx: 20 }) +
    [140, 660].map((x) => [140, 660].map((y) => circle(x, y, 10, STEEL)).join('')).join('') +
    gear(300, 320, 150, 24, look.accent) +
    gear(530, 500, 100, 16, STEEL_LIGHT) +
    gear(560, 250, 70, 12, shade(look.accent, 0.3)) +
    roller(230, 600, 60) +
    nameplate(400, 730, look.brand, '#d5dde5', 18)
  );
}

function productSvg(product: DemoProduct, n: number): string {
  const rng = seededRandom(hashString(product.id));
  const look: Look = {
    accent: ACCENTS[hashString(product.id) % ACCENTS.length] ?? NAVY,
    brand: product.brandName,
    cabinetWidth: 270 + Math.round(rng() * 4) * 10,
    doors: rng() < 0.5 ? 2 : 3,
  };
  const art = ART[product.category];
  const views = [frontView, sideView, detailView, controlView, driveView] as const;
  const view = views[(n - 1) % views.length] ?? frontView;
  const captionColour = view === driveView ? '#d5dde5' : shade(look.accent, -0.25);
  return svgDocument(
    PRODUCT_SIZE,
    PRODUCT_SIZE,
    sharedDefs(look.accent),
    rect(0, 0, PRODUCT_SIZE, PRODUCT_SIZE, 'url(#bg)'),
    view(look, art),
    text(28, 776, look.brand, 16, captionColour, { 'font-weight': 'bold' }),
  );
}

/* ========================================================================================== */
/* Banners, logo, share image                                                                 */
/* ========================================================================================== */

const BRAND_LOOK: Look = { accent: AMBER, brand: '', cabinetWidth: 290, doors: 2 };

/** The front view of a machine of the motif's family, for banner artwork. */
function motifScene(theme: BannerTheme): string {
  return frontView(BRAND_LOOK, ART[theme.motif]);
}

function textLines(
  lines: readonly string[],
  x: number,
  y: number,
  size: number,
  fill: string,
  extra: Attrs = {},
): string {
  return lines.map((l, i) => text(x, y + i * size * 1.18, l, size, fill, extra)).join('');
}

/** The company line is spaced capitals; shrink it for long names so it never runs off the banner. */
function companyLine(x: number, y: number, maxWidth: number): string {
  const name = COMPANY_NAME.toUpperCase();
  const spacing = 3;
  const size = Math.min(24, (maxWidth / name.length - spacing) / 0.72);
  return text(x, y, name, size, AMBER, { 'font-weight': 'bold', 'letter-spacing': spacing });
}

function bannerBackdrop(width: number, height: number): string {
  return (
    rect(0, 0, width, height, NAVY) +
    polygon([width * 0.55, 0, width, 0, width, height, width * 0.45, height], '#1b4577') +
    rect(0, height - 10, width, 10, AMBER)
  );
}

function desktopBanner(theme: BannerTheme): string {
  const headline = wrap(theme.headline, 24);
  const subline = wrap(theme.subline, 52);
  const headlineY = 190 - (headline.length - 1) * 30;
  return svgDocument(
    1600,
    500,
    sharedDefs(AMBER),
    bannerBackdrop(1600, 500),
    circle(1240, 250, 230, '#f1f4f8'),
    group('translate(1010,-10) scale(0.6)', motifScene(theme)),
    rect(90, headlineY - 100, 70, 6, AMBER),
    companyLine(90, headlineY - 60, 760),
    textLines(headline, 90, headlineY, 58, '#ffffff', { 'font-weight': 'bold' }),
    textLines(subline, 90, headlineY + headline.length * 68 + 10, 26, '#c9d6e6'),
    text(90, 455, 'Jamshedpur, Jharkhand, India', 20, '#8fa7c4'),
  );
}

function mobileBanner(theme: BannerTheme): string {
  const headline = wrap(theme.headline, 21);
  const subline = wrap(theme.subline, 44);
  const headlineY = 130;
  return svgDocument(
    800,
    800,
    sharedDefs(AMBER),
    rect(0, 0, 800, 800, NAVY),
    rect(0, 790, 800, 10, AMBER),
    companyLine(50, 74, 700),
    textLines(headline, 50, headlineY, 52, '#ffffff', { 'font-weight': 'bold' }),
    textLines(subline, 50, headlineY + headline.length * 61 + 6, 26, '#c9d6e6'),
    rect(40, 350, 720, 420, '#f1f4f8', { rx: 28 }),
    group('translate(175,318) scale(0.56)', motifScene(theme)),
  );
}

/** A paper cup with a band, used by the logo and the favicon. */
function cupMark(fill: string, band: string): string {
  return (
    polygon([20, 19, 44, 19, 40, 47, 24, 47], fill) +
    polygon([21.4, 28, 42.6, 28, 41.3, 37, 22.7, 37], band) +
    rect(18, 16, 28, 4, fill, { rx: 2 })
  );
}

/** Gear ring around a paper cup; the gear colour changes so the mark also reads on navy. */
function logoMark(gearFill = NAVY): string {
  return polygon(gearPoints(32, 32, 31, 12, 25.4), gearFill) + circle(32, 32, 22, '#ffffff') + cupMark(NAVY, AMBER);
}

function logoSvg(): string {
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 64 64', width: 64, height: 64, role: 'img' },
    el('title', {}, escapeXml(COMPANY_NAME)),
    logoMark(),
  );
}

function faviconSvg(): string {
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 64 64' },
    rect(0, 0, 64, 64, NAVY, { rx: 14 }),
    cupMark('#ffffff', AMBER),
  );
}

function ogSvg(): string {
  const shelf = [
    ART['paper-cup-making-machines'],
    ART['paper-plate-making-machines'],
    ART['paper-bag-making-machines'],
    ART['tissue-paper-making-machines'],
    ART['toilet-roll-making-machines'],
    ART['aluminum-foil-rewinding-machine'],
  ].map((art, i) => group(`translate(${130 + i * 188},590) scale(0.95)`, art.output(BRAND_LOOK)));
  const name = wrap(COMPANY_NAME, 26);
  const taglineY = 150 + name.length * 66 + 10;
  return svgDocument(
    1200,
    630,
    sharedDefs(AMBER),
    rect(0, 0, 1200, 630, NAVY),
    rect(0, 380, 1200, 250, '#f1f4f8'),
    rect(0, 372, 1200, 8, AMBER),
    group('translate(70,70) scale(3.6)', logoMark(AMBER)),
    textLines(name, 340, 150, 56, '#ffffff', { 'font-weight': 'bold' }),
    text(340, taglineY, 'Paper cup, plate, bag, tissue, toilet roll and foil machinery', 24, '#c9d6e6'),
    text(340, taglineY + 38, 'Jamshedpur, Jharkhand, India', 22, AMBER),
    ...shelf,
  );
}

/* ========================================================================================== */
/* Encoding and writing                                                                       */
/* ========================================================================================== */

/** Encode at quality 70, stepping down only if a drawing is too busy for its byte budget. */
async function writeWebp(file: string, svg: string, maxBytes: number): Promise<number> {
  let data = Buffer.alloc(0);
  for (const quality of [70, 62, 54, 46]) {
    data = await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer();
    if (data.length <= maxBytes) break;
  }
  if (data.length > maxBytes)
    console.warn(`! ${path.relative(ROOT, file)} is ${kb(data.length)}, over ${kb(maxBytes)}`);
  await writeFile(file, data);
  return data.length;
}

/** A link preview must be a JPEG (WhatsApp and LinkedIn take no WebP); quality 80, lower only if too big. */
async function writeJpeg(file: string, svg: string, maxBytes: number): Promise<number> {
  let data = Buffer.alloc(0);
  for (const quality of [80, 72, 64]) {
    data = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (data.length <= maxBytes) break;
  }
  if (data.length > maxBytes)
    console.warn(`! ${path.relative(ROOT, file)} is ${kb(data.length)}, over ${kb(maxBytes)}`);
  await writeFile(file, data);
  return data.length;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Start each run from empty folders so removed products leave no stale images behind. */
async function freshDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
}

async function writeProductImages(): Promise<number> {
  const dir = path.join(PUBLIC, 'demo', 'products');
  await freshDir(dir);
  let total = 0;
  for (const product of DEMO_PRODUCTS) {
    const sizes: number[] = [];
    for (let n = 1; n <= product.imageCount; n++) {
      const file = path.join(PUBLIC, productImagePath(product.id, n));
      sizes.push(await writeWebp(file, productSvg(product, n), PRODUCT_MAX_BYTES));
    }
    total += sizes.reduce((a, b) => a + b, 0);
    console.log(`  ${product.id}  ${sizes.map(kb).join(', ')}`);
  }
  return total;
}

async function writeBanners(): Promise<number> {
  await freshDir(path.join(PUBLIC, 'demo', 'banners'));
  let total = 0;
  for (const [i, theme] of BANNER_THEMES.entries()) {
    const desktop = BANNERS.desktop[i];
    const mobile = BANNERS.mobile[i];
    if (!desktop || !mobile) throw new Error(`banner ${i + 1} has no desktop or mobile entry`);
    const d = await writeWebp(path.join(PUBLIC, desktop.src), desktopBanner(theme), BANNER_MAX_BYTES);
    const m = await writeWebp(path.join(PUBLIC, mobile.src), mobileBanner(theme), BANNER_MAX_BYTES);
    console.log(`  banner ${i + 1}: desktop ${kb(d)}, mobile ${kb(m)}`);
    total += d + m;
  }
  return total;
}

async function writeBrandAssets(): Promise<void> {
  await writeFile(path.join(PUBLIC, 'logo.svg'), `${logoSvg()}\n`);
  await writeFile(path.join(PUBLIC, 'favicon.svg'), `${faviconSvg()}\n`);
  const og = await writeWebp(path.join(PUBLIC, 'og-default.webp'), ogSvg(), OG_MAX_BYTES);
  const ogJpeg = await writeJpeg(path.join(PUBLIC, 'og-default.jpg'), ogSvg(), OG_JPEG_MAX_BYTES);
  console.log(`  logo.svg, favicon.svg, og-default.webp ${kb(og)}, og-default.jpg ${kb(ogJpeg)}`);
}

/* ---- seed.sql ---------------------------------------------------------------------------- */

/** Standard SQL string literal; standard_conforming_strings (on since PostgreSQL 9.1) keeps backslashes literal. */
function sqlString(value: string): string {
  if (value.includes('\0')) throw new Error('NUL byte cannot be stored in a text column');
  return `'${value.replace(/'/g, "''")}'`;
}

function sqlTextArray(values: readonly string[]): string {
  return values.length ? `ARRAY[${values.map(sqlString).join(', ')}]::text[]` : `'{}'::text[]`;
}

const sqlNumber = (value: number | null): string => (value === null ? 'null' : value.toFixed(2));

function seedSql(): string {
  const rows = DEMO_PRODUCTS.map((p) =>
    [
      sqlString(p.id),
      sqlString(p.productName),
      sqlString(p.brandName),
      sqlString(p.category),
      sqlTextArray(productImagePaths(p)),
      sqlString(p.description),
      sqlTextArray(p.videoLinks),
      sqlTextArray(p.websiteLinks),
      sqlNumber(p.price),
      sqlNumber(p.sellingPrice),
      sqlString(p.createdAt),
      sqlString(p.createdAt),
    ].join(',\n    '),
  );
  return [
    '-- Demo catalogue. Generated by scripts/generate-demo.ts from scripts/demo/catalogue.ts: edit those and re-run,',
    '-- do not edit this file by hand. Safe to apply more than once (existing ids are left alone).',
    '',
    'insert into products (id, product_name, brand_name, category, product_image, description, video_links, website_links, price, selling_price, created_at, updated_at) values',
    rows.map((r) => `  (\n    ${r}\n  )`).join(',\n'),
    'on conflict (id) do nothing;',
    '',
  ].join('\n');
}

/* ---- catalogue checks -------------------------------------------------------------------- */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const YOUTUBE = /^https:\/\/(?:www\.youtube\.com\/watch\?v=|youtu\.be\/|www\.youtube\.com\/shorts\/)[\w-]{11}$/;

function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Fail loudly on catalogue mistakes rather than seed a broken demo. */
function checkCatalogue(): void {
  const problems: string[] = [];
  const ids = new Set<string>();
  const dates = new Set<string>();
  for (const p of DEMO_PRODUCTS) {
    const where = `${p.id} (${p.productName})`;
    if (!UUID.test(p.id) || ids.has(p.id)) problems.push(`${where}: id is not a unique UUID`);
    if (Number.isNaN(Date.parse(p.createdAt)) || dates.has(p.createdAt))
      problems.push(`${where}: createdAt is not a unique date`);
    if (p.price !== null && p.sellingPrice !== null && p.sellingPrice > p.price)
      problems.push(`${where}: sellingPrice above price`);
    const words = wordCount(p.description);
    if (words < 150 || words > 400) problems.push(`${where}: description has ${words} words`);
    for (const link of p.videoLinks) {
      if (link.includes('youtu') && !YOUTUBE.test(link)) problems.push(`${where}: malformed YouTube link ${link}`);
    }
    ids.add(p.id);
    dates.add(p.createdAt);
  }
  for (const category of CATEGORY_VALUES) {
    const count = DEMO_PRODUCTS.filter((p) => p.category === category).length;
    if (count < 3) problems.push(`category ${category} has only ${count} products`);
  }
  if (problems.length) throw new Error(`Catalogue problems:\n  ${problems.join('\n  ')}`);
}

/* ---- main -------------------------------------------------------------------------------- */

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

async function main(): Promise<void> {
  checkCatalogue();
  console.log(`Product images (${DEMO_PRODUCTS.length} products):`);
  const productBytes = await writeProductImages();
  console.log('Banners:');
  const bannerBytes = await writeBanners();
  console.log('Brand assets:');
  await writeBrandAssets();
  await writeFile(path.join(ROOT, 'supabase', 'seed.sql'), seedSql());
  console.log('Wrote supabase/seed.sql');
  const imageCount = DEMO_PRODUCTS.reduce((sum, p) => sum + p.imageCount, 0);
  console.log(
    `Done: ${imageCount} product images ${kb(productBytes)}, banners ${kb(bannerBytes)}, public/demo ${kb(await folderBytes(path.join(PUBLIC, 'demo')))}`,
  );
}

await main();
