/** The demo artwork's palette: the site's navy and amber, machine steel, and shading of any colour. */
export function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number): number => {
    const c = (value >> shift) & 0xff;
    const target = amount < 0 ? 0 : 255;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

export const NAVY = '#14365d';
export const AMBER = '#f0a202';
export const INK = '#1f2933';
export const STEEL_DARK = '#3e4c59';
export const STEEL = '#7b8794';
export const STEEL_LIGHT = '#cbd2d9';
export const BODY_EDGE = '#b3bcc6';
