/** The logo and favicon (SVG) and the site's share image: public/logo.svg, favicon.svg, og-default.webp and og-default.jpg. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { circle, el, escapeXml, group, polygon, rect, svgDocument, text, textLines, wrap } from './svg-kit';
import { AMBER, NAVY } from './colours';
import { gearPoints, sharedDefs } from './machine-parts';
import { ART } from './category-art';
import { BRAND_LOOK, COMPANY_NAME } from './brand';
import { kb, OG_JPEG_MAX_BYTES, OG_MAX_BYTES, PUBLIC, writeJpeg, writeWebp } from './encode';

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

export async function writeBrandAssets(): Promise<void> {
  await writeFile(path.join(PUBLIC, 'logo.svg'), `${logoSvg()}\n`);
  await writeFile(path.join(PUBLIC, 'favicon.svg'), `${faviconSvg()}\n`);
  const og = await writeWebp(path.join(PUBLIC, 'og-default.webp'), ogSvg(), OG_MAX_BYTES);
  const ogJpeg = await writeJpeg(path.join(PUBLIC, 'og-default.jpg'), ogSvg(), OG_JPEG_MAX_BYTES);
  console.log(`  logo.svg, favicon.svg, og-default.webp ${kb(og)}, og-default.jpg ${kb(ogJpeg)}`);
}
