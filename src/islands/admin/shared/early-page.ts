/**
 * The first page of the list the address shows, asked for by the page's own script as soon as the
 * session says the visitor may open that list (./admin-sections.ts), before the panel runs its
 * modules and hydrates (in a task after this one: client:session); the list takes that answer when
 * it first draws instead of asking only then (a few hundred ms later). Nothing is asked before the role is known, and nothing for
 * anyone else (SPEC §2.8, docs/spec.md §23.1; the server checks the role in any case).
 */
import { api, type ApiResult } from '../../../lib/browser/api';
import { loadSession } from '../../../lib/browser/session';
import { mayOpen, sectionOfPath } from './admin-sections';
import { LIST_CALLS, pageCall, sectionListParams } from './list-calls';

let early: { call: string; answer: Promise<ApiResult<unknown>> } | null = null;
/** Settles once the early first page is on screen (firstPageShown). */
let firstPage: Promise<void> = Promise.resolve();
let drawn: () => void = () => undefined;
const pageDrawn = new Promise<void>((resolve) => (drawn = resolve));
/** How long after its answer a first page not drawn (the admin went elsewhere) holds the figures back. */
const DRAWN_WITHIN_MS = 1000;
/** Set once a list has asked for its first page: an early call after that would be asked twice. */
let listAsked = false;

export function askFirstPageEarly(): void {
  const section = sectionOfPath(location.pathname);
  if (!section) return;
  void loadSession().then(({ user }) => {
    if (!user || !mayOpen(user.role, section) || listAsked) return;
    const filters = sectionListParams(section, new URLSearchParams(location.search));
    if (!filters) return;
    const call = pageCall(LIST_CALLS[section], filters);
    early = { call, answer: api(call) };
    const settled = () => Promise.race([pageDrawn, new Promise<void>((resolve) => setTimeout(resolve, DRAWN_WITHIN_MS))]);
    firstPage = early.answer.then(settled, settled);
  });
}

/** Called by the list each time it has drawn a page: the first time, the early page is on screen. */
export function firstPageDrawn(): void {
  drawn();
}

/**
 * Settles once the early first page is on screen (at once when none was asked for). What the page
 * reads beside its list (the lead desk's figures, the publish status) waits for it: asked for
 * meanwhile, it takes the server's and the browser's time from the rows, which are what the admin
 * opened the page for.
 */
export function firstPageShown(): Promise<void> {
  return firstPage;
}

/** The early answer to `call`, given once and only to the list's first call; later calls go to the server. */
export function takeEarlyPage<T>(call: string): Promise<ApiResult<T>> | null {
  const taken = !listAsked && early?.call === call ? (early.answer as Promise<ApiResult<T>>) : null;
  listAsked = true;
  early = null;
  return taken;
}
