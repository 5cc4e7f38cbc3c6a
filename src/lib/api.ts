/**
 * The browser's way to /api/*: same origin, session cookie included, the envelope of every call.
 * A network failure or a body that is not JSON becomes an envelope with success false, so callers
 * handle one shape.
 */
import type { Envelope } from './types';

export interface ApiResult<T> extends Envelope<T> {
  /** The HTTP status; 0 when the request never reached the server. */
  status: number;
  ok: boolean;
}

export async function api<T = unknown>(
  path: string,
  init: { method?: 'GET' | 'POST'; json?: unknown; signal?: AbortSignal } = {},
): Promise<ApiResult<T>> {
  try {
    const response = await fetch(path, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      credentials: 'include',
      headers: init.json === undefined ? undefined : { 'content-type': 'application/json' },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: init.signal,
    });
    const body = (await response.json().catch(() => null)) as Envelope<T> | null;
    return {
      status: response.status,
      ok: response.ok,
      success: body?.success ?? response.ok,
      error: body?.error ?? !response.ok,
      message: body?.message ?? response.statusText,
      data: body?.data,
    };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return { status: 0, ok: false, success: false, error: true, message: 'Network error. Please check your connection.' };
  }
}
