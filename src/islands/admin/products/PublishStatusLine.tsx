/** Where publishing stands (SPEC: a product edit republishes the site), in one announced line. */
import { ADMIN_MESSAGES } from '../shared/admin-messages';
import type { PublishState } from '../../../lib/publishing';
import { formatDateTime } from '../shared/format';
import { useBusinessTimeZone } from '../shared/business-time-zone';

function Text({ state }: { state: PublishState }) {
  const zone = useBusinessTimeZone();
  switch (state.kind) {
    case 'publishing':
      return (
        <span className="flex items-center gap-2 font-medium text-brand-700">
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600" />
          {ADMIN_MESSAGES.publishing}
        </span>
      );
    case 'published':
      return (
        <span>
          Site last published: <time dateTime={state.at} className="font-medium">{formatDateTime(state.at, zone)}</time>
        </span>
      );
    case 'hook-called':
      return (
        <span>
          Build hook called: <time dateTime={state.at} className="font-medium">{formatDateTime(state.at, zone)}</time>. The
          hosting service is rebuilding the site; changes go live when its build finishes.
        </span>
      );
    case 'failed':
      return (
        <span className="block text-red-800">
          <span className="font-medium">{ADMIN_MESSAGES.publishFailed}</span>
          <pre className="mt-2 max-h-48 overflow-y-auto whitespace-pre-wrap rounded bg-red-50 p-2 text-xs [overflow-wrap:anywhere]">
            {state.error}
          </pre>
        </span>
      );
    case 'not-configured':
      return <span>{ADMIN_MESSAGES.publishNotConfigured}</span>;
    case 'never':
      return <span>{ADMIN_MESSAGES.publishNever}</span>;
  }
}

export default function PublishStatusLine({ state }: { state: PublishState | null }) {
  return (
    <div role="status" aria-label="Publish status" className="mb-4 rounded-md border border-zinc-200 bg-zinc-50 px-3 py-2 text-sm text-zinc-700">
      {state ? <Text state={state} /> : <span className="text-zinc-500">Checking publish status…</span>}
    </div>
  );
}
