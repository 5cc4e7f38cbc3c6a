/**
 * The components' plain inline scripts, each bound as soon as its markup is parsed so that the
 * first tap works before any island has loaded (docs/architecture.md, "Page weight"). Their
 * sources in ./inline/ are written to be read; every page carries them, so the build ships them
 * minified, worked out once when this module loads rather than on each page.
 */
import { transformSync } from 'esbuild';
import currentYear from './inline/current-year.js?raw';
import mobileMenu from './inline/mobile-menu.js?raw';
import productGallery from './inline/product-gallery.js?raw';
import productsMenu from './inline/products-menu.js?raw';
import shareMenu from './inline/share-menu.js?raw';

/** The browsers the site serves run ES2020 (optional chaining, spreads) natively. */
const minify = (source: string) => transformSync(source, { loader: 'js', minify: true, target: 'es2020' }).code.trim();

export const INLINE_SCRIPTS = {
  /** SiteFooter: the visitor's year in "©", before the first paint. */
  CURRENT_YEAR: minify(currentYear),
  /** MobileMenu: the phone's menu button. */
  MOBILE_MENU: minify(mobileMenu),
  /** ProductGallery: the thumbnails and the zoom. */
  PRODUCT_GALLERY: minify(productGallery),
  /** ProductsMenu: "Our Products". */
  PRODUCTS_MENU: minify(productsMenu),
  /** ShareButton: the share sheet and "Copy link". */
  SHARE_MENU: minify(shareMenu),
};
