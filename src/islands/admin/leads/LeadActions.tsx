/**
 * The one-tap ways to reach the buyer (SPEC §21.8): call, a WhatsApp chat that names the machine,
 * and the number copied for anything else, as people read it ("+91 98765 43210", which a phone's
 * dialler and contacts take too). A refused copy still leaves the number in sight. A call or chat
 * tap is recorded on the lead's timeline on the way (docs/spec.md §23.3), never holding the link
 * up; the links are plain links all the same.
 */
import { toast } from 'react-hot-toast';
import type { AdminEnquiry } from '../../../lib/types';
import { copyText } from '../shared/copy-text';
import { ChatIcon, CopyIcon, PhoneIcon } from '../shared/icons';
import { phoneText, telHref } from '../../../lib/phone';
import { useCompanyName } from '../shared/company-name';
import { whatsAppHref } from '../shared/lead-contact';
import type { ContactKind } from '../../../lib/validation/enquiry-update';

const actionClass = 'inline-flex min-h-11 items-center gap-2 rounded-md px-4 py-2 font-semibold';

export default function LeadActions({ lead, onContact }: { lead: AdminEnquiry; onContact?: (contact: ContactKind) => void }) {
  const companyName = useCompanyName();
  async function copyPhone() {
    const phone = phoneText(lead.phone);
    if (await copyText(phone)) toast.success('Phone number copied');
    else toast.error(`The browser did not allow copying. The number is ${phone}.`);
  }

  return (
    <div role="group" aria-label="Contact the buyer" className="flex flex-wrap gap-2">
      <a href={telHref(lead.phone)} onClick={() => onContact?.('call')} className={`${actionClass} bg-brand-600 text-white hover:bg-brand-700`}>
        <PhoneIcon />
        Call
      </a>
      <a
        href={whatsAppHref(lead, companyName)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => onContact?.('whatsapp')}
        className={`${actionClass} bg-emerald-700 text-white hover:bg-emerald-800`}
      >
        <ChatIcon />
        WhatsApp
      </a>
      <button type="button" onClick={copyPhone} className={`${actionClass} border border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-50`}>
        <CopyIcon />
        Copy phone
      </button>
    </div>
  );
}
