/**
 * The seller's company name in the admin's browser: the page hands it to the panel (COMPANY_NAME at
 * build time, src/lib/site.ts), and the messages the desk prepares for buyers sign with it.
 */
import { createContext, useContext } from 'react';
import { siteConfig } from '../../../lib/site';

export const CompanyName = createContext(siteConfig({}).companyName);

export const useCompanyName = () => useContext(CompanyName);
