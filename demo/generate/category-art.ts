/** Per category: the material fed in, the mechanism on top of the machine, and what comes out. */
import type { CategoryValue } from '../../src/lib/categories';
import { circle, el, ellipse, line, polygon, rect } from './svg-kit';
import { BODY_EDGE, STEEL, STEEL_DARK } from './colours';
import { type Look, type Material, reelEnd, roller } from './machine-parts';
import { bag, cupStack, foilRoll, napkinStack, plateStack, uprightRoll } from './machine-output';

export interface CategoryArt {
  readonly feed: Material | 'sheets';
  /** Mechanism on top of the cabinet in the front view (region about x 290-560, y 100-330). */
  readonly top: (look: Look) => string;
  /** What the machine makes, drawn around (0,0) = bottom centre, about 150 wide and 150 tall. */
  readonly output: (look: Look) => string;
}

export const ART: Record<CategoryValue, CategoryArt> = {
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
