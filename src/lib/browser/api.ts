/**
 * The browser's way to /api/*: same origin, session cookie included, the envelope of every call.
 * A network failure or a body that is not JSON becomes an envelope with success false, so callers
 * handle one shape.
 */
import type { Envelope } from '../types';

export interface ApiResult<T> extends Envelope<T> {
  /** The HTTP status; 0 when the request never reached the server. */
  status: number;
  ok: boolean;
  /** A paged list call's place (asked with `limit`): where the next page starts (null: the end) and the rows in all. */
  nextCursor?: string | null;
  total?: number;
  /** True when more than `total` rows match (a search's count stops at 1,000). */
  totalIsLowerBound?: boolean;
  /** The whole answer as sent, for a call with fields of its own beside the envelope's (a filtered list's `counts`). */
  answer?: Record<string, unknown>;
}

export async function api<T = unknown>(
  path: string,
  // keepalive: the request goes on when the page is left at once (a tap recorded on the way to a call).
  init: { method?: 'GET' | 'POST'; json?: unknown; form?: FormData; signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<ApiResult<T>> {
  const hasJson = init.json !== undefined;
  try {
    const response = await fetch(path, {
      method: init.method ?? (hasJson || init.form ? 'POST' : 'GET'),
      credentials: 'include',
      // A FormData body sets its own multipart content type (with the boundary).
      headers: hasJson ? { 'content-type': 'application/json' } : undefined,
      body: hasJson ? JSON.stringify(init.json) : init.form,
      signal: init.signal,
      keepalive: init.keepalive,
    });
    const body = (await response.json().catch(() => null)) as (Envelope<T> & Pick<ApiResult<T>, 'nextCursor' | 'total' | 'totalIsLowerBound'>) | null;
    return {
      status: response.status,
      ok: response.ok,
      success: body?.success ?? response.ok,
      error: body?.error ?? !response.ok,
      message: body?.message ?? response.statusText,
      data: body?.data,
      ...(body && 'nextCursor' in body && { nextCursor: body.nextCursor, total: body.total, totalIsLowerBound: body.totalIsLowerBound === true }),
      ...(body && typeof body === 'object' && { answer: body as unknown as Record<string, unknown> }),
    };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return { status: 0, ok: false, success: false, error: true, message: 'Network error. Please check your connection.' };
  }
}

/** What to tell the user about a failed call: the server's own message, or the SPEC's `fallback` text when no answer came. */
export function failureMessage(result: ApiResult<unknown>, fallback: string): string {
  return result.status === 0 || !result.message ? fallback : result.message;
}
