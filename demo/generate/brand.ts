/** The company's name and the machine look of brand artwork (banners, share image). */
import { AMBER } from './colours';
import type { Look } from './machine-parts';

export const COMPANY_NAME = process.env.COMPANY_NAME ?? 'Steel City Paper Machines';

export const BRAND_LOOK: Look = { accent: AMBER, brand: '', cabinetWidth: 290, doors: 2 };
