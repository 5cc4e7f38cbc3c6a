/**
 * The site's public address (SITE_URL at build time, src/lib/site.ts) in the admin's browser: the
 * page hands it to the panel, so the links the desk shares (the share kit, docs/spec.md §25.7)
 * name the published site, whichever address the admin opened the panel at.
 */
import { createContext, useContext } from 'react';
import { siteConfig } from '../../../lib/site';

export const SiteAddress = createContext(siteConfig({}).siteUrl);

export const useSiteAddress = () => useContext(SiteAddress);
