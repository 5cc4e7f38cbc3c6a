/** The five views of a machine in its product pictures: front, three-quarter side, output close-up, control panel, drive side. */
import { circle, el, group, line, polygon, rect, text } from './svg-kit';
import { BODY_EDGE, INK, shade, STEEL, STEEL_DARK, STEEL_LIGHT } from './colours';
import {
  baseFrame,
  cabinet,
  cylinderAlong,
  floorShadow,
  gear,
  type Look,
  MATERIAL,
  nameplate,
  panelOnArm,
  reelEnd,
  roller,
  sheetFeeder,
  unwindStand,
} from './machine-parts';
import type { CategoryArt } from './category-art';

const FLOOR_Y = 650;

/** View 1: the whole machine from the front, feed at left, products at right. */
export function frontView(look: Look, art: CategoryArt): string {
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
export function sideView(look: Look, art: CategoryArt): string {
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
export function detailView(look: Look, art: CategoryArt): string {
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
export function controlView(look: Look): string {
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
export function driveView(look: Look): string {
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
