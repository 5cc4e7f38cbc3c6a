/**
 * A lead's "Personal data" (docs/spec.md §26.2): the privacy notice its enquiry form showed and
 * when it was accepted ("No notice on record" for an enquiry from before the notices), and when
 * the buyer withdrew consent (§26.3) and the lead's personal data was erased (§26.4, §26.5), all
 * in business time.
 */
import type { AdminEnquiry } from '../../../lib/types';
import { useBusinessTimeZone } from '../shared/business-time-zone';
import { formatDateTime } from '../shared/format';
import { Field } from './LeadFields';

export const NO_NOTICE_TEXT = 'No notice on record';

function When({ at, none }: { at: string | null; none: string }) {
  const zone = useBusinessTimeZone();
  return at ? <time dateTime={at}>{formatDateTime(at, zone)}</time> : <>{none}</>;
}

type Props = { lead: Pick<AdminEnquiry, 'noticeVersion' | 'noticeAcceptedAt' | 'consentWithdrawnAt' | 'erasedAt'> };

export default function LeadPersonalData({ lead }: Props) {
  return (
    <dl className="divide-y divide-zinc-200">
      <Field label="Privacy notice">
        {lead.noticeVersion && lead.noticeAcceptedAt ? (
          <>
            Version {lead.noticeVersion}, accepted <When at={lead.noticeAcceptedAt} none="" />
          </>
        ) : (
          NO_NOTICE_TEXT
        )}
      </Field>
      <Field label="Consent withdrawn">
        <When at={lead.consentWithdrawnAt} none="No" />
      </Field>
      <Field label="Erased">
        <When at={lead.erasedAt} none="No" />
      </Field>
    </dl>
  );
}
