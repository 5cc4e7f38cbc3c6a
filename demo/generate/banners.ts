/** The home slider: public/demo/banners/desktop-<n>.webp (1600x500) and mobile-<n>.webp (800x800) per banner theme. */
import path from 'node:path';
import { BANNER_THEMES, BANNERS, type BannerTheme } from '../../src/lib/banners';
import { circle, group, polygon, rect, svgDocument, text, textLines, wrap } from './svg-kit';
import { AMBER, NAVY } from './colours';
import { sharedDefs } from './machine-parts';
import { ART } from './category-art';
import { frontView } from './product-views';
import { BRAND_LOOK, COMPANY_NAME } from './brand';
import { BANNER_MAX_BYTES, freshDir, kb, PUBLIC, writeWebp } from './encode';

/** The front view of a machine of the motif's family, for banner artwork. */
function motifScene(theme: BannerTheme): string {
  return frontView(BRAND_LOOK, ART[theme.motif]);
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

export async function writeBanners(): Promise<number> {
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
