/**
 * The access log's filters as the panel's address keeps them (docs/spec.md §26.6), so that a reload
 * or Back shows the same entries: `logUser`, `logAction` and `logLead`, named for the log since the
 * Personal Data section's other parts share the address. A change keeps the rest of it.
 */
import { isAccessAction, leadFilterOf, type AccessAction } from '../../../lib/access-log';
import { adminListPath } from '../../../lib/public-address';

export interface AccessLogQuery {
  /** A desk user's id, '' for everyone. */
  user: string;
  action: AccessAction | '';
  /** As typed: a lead's reference or id. */
  lead: string;
}

const NAMES: Record<keyof AccessLogQuery, string> = { user: 'logUser', action: 'logAction', lead: 'logLead' };

export function readAccessLogQuery(address: URLSearchParams): AccessLogQuery {
  const action = address.get(NAMES.action) ?? '';
  return { user: address.get(NAMES.user) ?? '', action: isAccessAction(action) ? action : '', lead: address.get(NAMES.lead) ?? '' };
}

/** The section's address with these filters changed and the rest of the address as it was. */
export function accessLogHref(part: Partial<AccessLogQuery>, address: URLSearchParams): string {
  const params = new URLSearchParams(address);
  for (const [name, value] of Object.entries(part) as [keyof AccessLogQuery, string][]) {
    if (value) params.set(NAMES[name], value);
    else params.delete(NAMES[name]);
  }
  return adminListPath('personal-data') + (params.size ? `?${params}` : '');
}

/** The list call's filters: a lead only once it reads as one (a reference or an id), so that typing asks for nothing. */
export function accessLogParams(query: AccessLogQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.user) params.set('user', query.user);
  if (query.action) params.set('action', query.action);
  if (leadFilterOf(query.lead)) params.set('lead', query.lead.trim());
  return params;
}
