/**
 * The business minutes a lead may wait for its first response before its owner is alerted
 * (RESPONSE_ALERT_MINUTES, docs/spec.md §23.3): the page hands it to the panel at build time
 * (src/lib/business-hours.ts), and the desk marks a lead that has waited longer.
 */
import { createContext, useContext } from 'react';
import { DEFAULT_RESPONSE_ALERT_MINUTES } from '../../../lib/business-hours';

export const ResponseAlertMinutes = createContext(DEFAULT_RESPONSE_ALERT_MINUTES);

export const useResponseAlertMinutes = () => useContext(ResponseAlertMinutes);
