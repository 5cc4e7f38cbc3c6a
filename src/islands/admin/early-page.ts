/**
 * The first page of the list the address shows, asked for as soon as the session says the visitor
 * is an ADMIN, while the panel's modules still load and hydrate; the list takes that answer when it
 * first draws instead of asking only then (a few hundred ms later). Nothing is asked before the role
 * is known, and nothing for anyone else (SPEC §2.8; the server checks the role in any case).
 */
import { api, type ApiResult } from '../../lib/browser/api';
import { loadSession } from '../../lib/browser/session';
import { sectionOfPath } from './admin-sections';
import { LIST_CALLS, pageCall, sectionListParams } from './list-calls';

let early: { call: string; answer: Promise<ApiResult<unknown>> } | null = null;
/** The early call's answer, kept after the list has taken it (firstPageAnswered). */
let firstPage: Promise<unknown> = Promise.resolve();
/** Set once a list has asked for its first page: an early call after that would be asked twice. */
let listAsked = false;

export function askFirstPageEarly(): void {
  const section = sectionOfPath(location.pathname);
  if (!section) return;
  void loadSession().then(({ user }) => {
    if (user?.role !== 'ADMIN' || listAsked) return;
    const filters = sectionListParams(section, new URLSearchParams(location.search));
    if (!filters) return;
    const call = pageCall(LIST_CALLS[section], filters);
    early = { call, answer: api(call) };
    firstPage = early.answer;
  });
}

/**
 * Settles once the early first page has answered (at once when none was asked for). The lead
 * desk's figures wait for it: on the embedded database both calls would share its one connection,
 * and the rows are what the admin opened the page for.
 */
export function firstPageAnswered(): Promise<void> {
  const settled = () => undefined;
  return firstPage.then(settled, settled);
}

/** The early answer to `call`, given once and only to the list's first call; later calls go to the server. */
export function takeEarlyPage<T>(call: string): Promise<ApiResult<T>> | null {
  const taken = !listAsked && early?.call === call ? (early.answer as Promise<ApiResult<T>>) : null;
  listAsked = true;
  early = null;
  return taken;
}
