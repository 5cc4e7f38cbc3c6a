/**
 * The business's time zone in the admin's browser: the page hands it to the panel (from TIME_ZONE
 * at build time, src/lib/site.ts), and every part that shows or counts dates reads it here, so the
 * admin sees Indian days and times whatever zone the computer is set to.
 */
import { createContext, useContext } from 'react';
import { DEFAULT_TIME_ZONE } from '../../../lib/business-time';

export const BusinessTimeZone = createContext(DEFAULT_TIME_ZONE);

export const useBusinessTimeZone = () => useContext(BusinessTimeZone);
