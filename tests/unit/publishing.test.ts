import { describe, expect, it } from 'vitest';
import { isPublishing, publishState, type PublishStatus } from '../../src/lib/publishing';

const base: PublishStatus = {
  mode: 'local',
  building: false,
  requestedAt: '2026-05-01T10:00:00.000Z',
  startedAt: '2026-05-01T10:00:01.000Z',
  lastPublishedAt: '2026-05-01T10:00:20.000Z',
  lastError: null,
  hookCalledAt: null,
};

describe('publishState', () => {
  it('is published, with the time, once the latest build has finished', () => {
    expect(publishState(base)).toEqual({ kind: 'published', at: base.lastPublishedAt });
  });

  it('is publishing while a build runs', () => {
    expect(publishState({ ...base, building: true })).toEqual({ kind: 'publishing' });
  });

  it('is publishing when a rebuild was asked for after the latest build began (about to start)', () => {
    const state = publishState({ ...base, requestedAt: '2026-05-01T10:05:00.000Z' });
    expect(state).toEqual({ kind: 'publishing' });
    expect(isPublishing(state)).toBe(true);
    expect(publishState({ ...base, startedAt: null, lastPublishedAt: null })).toEqual({ kind: 'publishing' });
  });

  it('reports a failed build with its error (the previous site stays online)', () => {
    const state = publishState({ ...base, lastError: 'The site build failed (exit 1): boom' });
    expect(state).toEqual({ kind: 'failed', error: 'The site build failed (exit 1): boom' });
    expect(isPublishing(state)).toBe(false);
  });

  it('with a Netlify build hook, reports when the hook was called, or its failure', () => {
    const netlify: PublishStatus = { ...base, mode: 'netlify', startedAt: null, lastPublishedAt: null, hookCalledAt: '2026-05-01T10:00:00.500Z' };
    expect(publishState(netlify)).toEqual({ kind: 'hook-called', at: netlify.hookCalledAt });
    expect(publishState({ ...netlify, hookCalledAt: null })).toEqual({ kind: 'never' });
    expect(publishState({ ...netlify, lastError: 'Could not start a rebuild: build hook answered 500' }).kind).toBe('failed');
  });

  it('says when no build hook is configured', () => {
    expect(publishState({ ...base, mode: 'none' })).toEqual({ kind: 'not-configured' });
  });
});
