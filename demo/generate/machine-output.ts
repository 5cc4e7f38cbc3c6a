/** What the machines make (cups, plates, bags, napkins, rolls, foil), each drawn with its bottom centre at 0,0. */
import { circle, el, ellipse, line, num, polygon, rect } from './svg-kit';
import { shade } from './colours';

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
export function cupStack(x: number, count: number, h: number, accent: string): string {
  return Array.from({ length: count }, (_, i) => cup(x, -(count - 1 - i) * h * 0.12, h, accent)).join('');
}

export function plateStack(x: number, count: number, rx: number, accent: string): string {
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

export function bag(x: number, w: number, h: number, fill: string, accent: string): string {
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
export function napkinStack(x: number, count: number, size: number, accent: string): string {
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
export function uprightRoll(
  x: number,
  y: number,
  r: number,
  h: number,
  fill: string,
  edge: string,
  hole: number,
): string {
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

export function foilRoll(x: number, y: number, r: number, len: number): string {
  return (
    rect(x - len / 2, y - 2 * r, len, 2 * r, 'url(#foil)', { stroke: '#8d98a5', 'stroke-width': 1.2 }) +
    ellipse(x + len / 2, y - r, r * 0.32, r, '#dfe4e9', { stroke: '#8d98a5', 'stroke-width': 1.2 }) +
    ellipse(x + len / 2, y - r, r * 0.14, r * 0.45, '#b8864f')
  );
}
