/** SVG as strings: element builders, text and word wrap, shared by every drawing the demo generator makes. */
export type Attrs = Record<string, string | number | undefined>;

/** Two decimals are plenty at these sizes and keep the SVG text small. */
export const num = (n: number): string => String(Math.round(n * 100) / 100);

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function el(tag: string, attrs: Attrs, ...children: string[]): string {
  const attrText = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : escapeXml(v)}"`)
    .join('');
  return children.length ? `<${tag}${attrText}>${children.join('')}</${tag}>` : `<${tag}${attrText}/>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
/** Points as a flat list: x1, y1, x2, y2, ... */
export const polygon = (points: readonly number[], fill: string, extra: Attrs = {}): string =>
  el('polygon', { points: points.map(num).join(' '), fill, ...extra });
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attrs = {},
): string => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra });
export const group = (transform: string, ...children: string[]): string => el('g', { transform }, ...children);

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

export function text(x: number, y: number, content: string, size: number, fill: string, extra: Attrs = {}): string {
  return el('text', { x, y, 'font-family': FONT, 'font-size': size, fill, ...extra }, escapeXml(content));
}

export function svgDocument(width: number, height: number, ...body: string[]): string {
  return el('svg', { xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox: `0 0 ${width} ${height}` }, ...body);
}

/** Greedy word wrap on an estimated glyph width; SVG has no text flow of its own. */
export function wrap(content: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of content.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export function textLines(
  lines: readonly string[],
  x: number,
  y: number,
  size: number,
  fill: string,
  extra: Attrs = {},
): string {
  return lines.map((l, i) => text(x, y + i * size * 1.18, l, size, fill, extra)).join('');
}
