/**
 * The home page's banner slides (SPEC §2: five desktop and five mobile images). Each theme is one
 * slide in both shapes and links to its machine family's category page; scripts/generate-demo.ts
 * draws the artwork at these addresses and sizes.
 */
import type { CategoryValue } from './categories';

export interface Banner {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly headline: string;
  readonly subline: string;
}

export interface BannerTheme {
  readonly headline: string;
  readonly subline: string;
  /** Which machine family the banner artwork shows. */
  readonly motif: CategoryValue;
}

/** One theme per slide; desktop and mobile slide n tell the same story in two shapes. */
export const BANNER_THEMES: readonly BannerTheme[] = [
  {
    headline: 'Paper Cup Making Machines',
    subline: 'From 35 to 110 cups a minute, with installation and training at your site',
    motif: 'paper-cup-making-machines',
  },
  {
    headline: 'Paper Plate and Thali Machines',
    subline: 'Manual, hydraulic and pneumatic models for every budget',
    motif: 'paper-plate-making-machines',
  },
  {
    headline: 'Paper Bag Making Machines',
    subline: 'Roll fed square bottom and V-bottom lines, with inline handles and printing',
    motif: 'paper-bag-making-machines',
  },
  {
    headline: 'Tissue, Napkin and Toilet Roll Machines',
    subline: 'Complete converting lines from jumbo roll to finished pack',
    motif: 'toilet-roll-making-machines',
  },
  {
    headline: 'Aluminium Foil Rewinding Machines',
    subline: 'Household foil and cling film rolls, measured to the metre',
    motif: 'aluminum-foil-rewinding-machine',
  },
];

function bannerSet(kind: 'desktop' | 'mobile', width: number, height: number): readonly Banner[] {
  return BANNER_THEMES.map((theme, i) => ({
    src: `/demo/banners/${kind}-${i + 1}.webp`,
    width,
    height,
    headline: theme.headline,
    subline: theme.subline,
  }));
}

export const BANNERS = {
  desktop: bannerSet('desktop', 1600, 500),
  mobile: bannerSet('mobile', 800, 800),
} as const;
