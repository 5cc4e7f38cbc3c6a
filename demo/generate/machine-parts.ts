/** The parts machines are drawn from: shared gradients, rollers, reels, gears, cabinet, base, panel and feeders. */
import { circle, el, ellipse, line, num, polygon, rect, text } from './svg-kit';
import { BODY_EDGE, INK, shade, STEEL, STEEL_DARK, STEEL_LIGHT } from './colours';

export interface Look {
  readonly accent: string;
  readonly brand: string;
  /** Small layout variations so machines of one category are not identical. */
  readonly cabinetWidth: number;
  readonly doors: 2 | 3;
}

/** Gradients every drawing may reference; the accent ones follow the product's colour. */
export function sharedDefs(accent: string): string {
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

export function floorShadow(cx: number, cy: number, rx: number): string {
  return ellipse(cx, cy, rx, rx * 0.07, '#000', { opacity: 0.12 });
}

export function roller(cx: number, cy: number, r: number): string {
  return circle(cx, cy, r, 'url(#metal)', { stroke: STEEL, 'stroke-width': 2 }) + circle(cx, cy, r * 0.3, STEEL_DARK);
}

export type Material = 'board' | 'kraft' | 'tissue' | 'foil';

export const MATERIAL: Record<Material, { fill: string; ring: string }> = {
  board: { fill: '#f4ecdb', ring: '#dccfb3' },
  kraft: { fill: '#c8925a', ring: '#a8743f' },
  tissue: { fill: '#fdfdfd', ring: '#d9dfe6' },
  foil: { fill: 'url(#foil)', ring: '#97a2ae' },
};

/** A reel seen end-on: material, winding rings, cardboard core and the steel shaft. */
export function reelEnd(cx: number, cy: number, r: number, material: Material): string {
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
export function cylinderAlong(
  cx: number,
  cy: number,
  r: number,
  dx: number,
  dy: number,
  side: string,
  face: string,
): string {
  const len = Math.hypot(dx, dy);
  const px = (-dy / len) * r;
  const py = (dx / len) * r;
  const hull = [cx + px, cy + py, cx + dx + px, cy + dy + py, cx + dx - px, cy + dy - py, cx - px, cy - py];
  return circle(cx + dx, cy + dy, r, side) + polygon(hull, side) + face;
}

/** Outline of a gear with trapezoid teeth: root, tip, tip, root for each tooth. */
export function gearPoints(cx: number, cy: number, r: number, teeth: number, root: number): number[] {
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
export function gear(cx: number, cy: number, r: number, teeth: number, fill: string): string {
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

export function nameplate(cx: number, y: number, brand: string, fill: string, size = 13): string {
  if (!brand) return '';
  return text(cx, y, brand.toUpperCase(), size, fill, {
    'text-anchor': 'middle',
    'font-weight': 'bold',
    'letter-spacing': 2,
  });
}

/** Main machine body: accent band with the brand, doors with handles and vents, a warning label. */
export function cabinet(x: number, y: number, w: number, h: number, look: Look): string {
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

export function baseFrame(x: number, y: number, w: number, h: number): string {
  const feet = [x + 10, x + w * 0.35, x + w * 0.65 - 34, x + w - 44].map((fx) =>
    rect(fx, y + h, 34, 10, INK, { rx: 2 }),
  );
  return rect(x, y, w, h, STEEL_DARK, { rx: 4 }) + rect(x, y, w, 8, STEEL, { rx: 4 }) + feet.join('');
}

/** The operator panel on a swing arm: screen plus start, stop and emergency buttons. */
export function panelOnArm(x: number, y: number, look: Look): string {
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

export function unwindStand(cx: number, cy: number, r: number, material: Material, floorY: number): string {
  const legs =
    line(cx - 62, floorY, cx, cy, STEEL_DARK, 14, { 'stroke-linecap': 'round' }) +
    line(cx + 62, floorY, cx, cy, STEEL_DARK, 14, { 'stroke-linecap': 'round' });
  return legs + reelEnd(cx, cy, r, material);
}

export function sheetFeeder(x: number, topY: number, floorY: number): string {
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
