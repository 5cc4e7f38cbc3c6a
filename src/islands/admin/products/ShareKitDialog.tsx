/**
 * A machine's share kit (docs/spec.md §25.7), for ADMIN and SALES: for WhatsApp, Facebook,
 * LinkedIn, email and print, the machine's page address tagged with utm_source, utm_medium and the
 * campaign, and (but for print) the address that shares it there, each with a copy button; the
 * print link's QR code, shown and downloadable as PNG and SVG. The campaign is typed once and kept
 * for the next machine's kit (ProductsList holds it). The links are built in src/lib/share-links.ts.
 */
import { useId, useState } from 'react';
import { toast } from 'react-hot-toast';
import { MESSAGES } from '../../../lib/messages';
import { KIT_CAMPAIGN, readCampaign, shareLinks, type ShareLink } from '../../../lib/share-links';
import type { Product } from '../../../lib/types';
import { copyText } from '../shared/copy-text';
import AdminDialog from '../shared/AdminDialog';
import { useCompanyName } from '../shared/company-name';
import { FieldError, SecondaryButton, fieldClass } from '../shared/form-parts';
import { CopyIcon, DownloadIcon } from '../shared/icons';
import { useSiteAddress } from '../shared/site-address';

interface Props {
  product: Product;
  campaign: string;
  onCampaign: (typed: string) => void;
  onClose: () => void;
}

/** The QR code call (netlify/functions/share-kit.mts). */
const qrHref = (productId: string, format: 'png' | 'svg', campaign: string) =>
  `/api/share-kit/qr?${new URLSearchParams({ productId, format, campaign })}`;

async function copy(link: string) {
  if (await copyText(link)) toast.success(MESSAGES.linkCopied);
  else toast.error(`The browser did not allow copying. The link is ${link}`);
}

const buttonClass =
  'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-md border border-zinc-300 bg-white px-3 text-sm font-medium text-zinc-800 hover:bg-zinc-50';

/** One address, shown whole (selectable) with its copy button and, for a share link, one to open it here. */
function CopyRow({ label, link, copyLabel, open }: { label: string; link: string; copyLabel: string; open?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-xs font-semibold text-zinc-600">
        {label}
      </label>
      <div className="mt-0.5 flex gap-2">
        <input id={id} readOnly value={link} onFocus={(e) => e.currentTarget.select()} className={`${fieldClass} min-w-0 font-mono text-xs`} />
        <button type="button" onClick={() => copy(link)} aria-label={copyLabel} className={buttonClass}>
          <CopyIcon width="16" height="16" />
          Copy
        </button>
        {open && (
          <a href={link} aria-label={open} className={buttonClass} {...(link.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
            Open
          </a>
        )}
      </div>
    </div>
  );
}

/** The print link's QR code, or, when it does not arrive (a dropped connection, a server error), says so with "Try again". */
function QrCode({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  if (failed === src) {
    return (
      <div role="alert" className="flex size-40 flex-col items-center justify-center gap-2 rounded border border-dashed border-zinc-300 p-3 text-center text-sm text-zinc-700">
        {MESSAGES.qrCodeFailed}
        <SecondaryButton
          onClick={() => {
            setFailed(null);
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </SecondaryButton>
      </div>
    );
  }
  // A new key asks again: a browser does not keep a failed answer.
  return <img key={attempt} src={src} alt={alt} width="160" height="160" onError={() => setFailed(src)} className="size-40 rounded border border-zinc-200 bg-white" />;
}

function ChannelLinks({ link, productName }: { link: ShareLink; productName: string }) {
  return (
    <li className="space-y-2 border-t border-zinc-200 pt-3">
      <h3 className="font-semibold text-zinc-900">{link.name}</h3>
      {link.shareHref && (
        <CopyRow
          label={link.channel === 'email' ? 'Link to share by email' : `Link to share on ${link.name}`}
          link={link.shareHref}
          copyLabel={`Copy the ${link.name} share link for ${productName}`}
          open={`Open the ${link.name} share of ${productName}`}
        />
      )}
      <CopyRow label="Page address (tracked)" link={link.url} copyLabel={`Copy the ${link.name} page address for ${productName}`} />
    </li>
  );
}

export default function ShareKitDialog({ product, campaign: typed, onCampaign, onClose }: Props) {
  const id = useId();
  const siteUrl = useSiteAddress();
  const companyName = useCompanyName();
  const campaign = readCampaign(typed);
  const links = campaign.ok ? shareLinks(product, { siteUrl, companyName }, campaign.campaign) : [];
  const print = links.find((l) => l.channel === 'print');

  return (
    <AdminDialog title="Share kit" subtitle={product.productName} onClose={onClose} wide>
      <div>
        <label htmlFor={`${id}-campaign`} className="font-medium text-zinc-800">
          Campaign
        </label>
        <input
          id={`${id}-campaign`}
          value={typed}
          onChange={(e) => onCampaign(e.target.value)}
          placeholder={KIT_CAMPAIGN}
          aria-invalid={!campaign.ok}
          aria-describedby={`${id}-campaign-hint ${id}-campaign-error`}
          className={`mt-1 ${fieldClass}`}
        />
        <p id={`${id}-campaign-hint`} className="mt-1 text-sm text-zinc-600">
          {campaign.ok ? (
            <>
              Every link carries <code className="font-mono">utm_campaign={campaign.campaign}</code>, so the lead desk counts its enquiries by channel.
            </>
          ) : (
            'Letters, digits and hyphens; blank is "share-kit".'
          )}
        </p>
        <FieldError id={`${id}-campaign-error`} message={campaign.ok ? undefined : campaign.message} />
      </div>
      {campaign.ok && (
        <>
          <ul className="mt-4 space-y-4">
            {links.map((link) => (
              <ChannelLinks key={link.channel} link={link} productName={product.productName} />
            ))}
          </ul>
          {print && (
            <div className="mt-4 flex flex-wrap items-center gap-4 border-t border-zinc-200 pt-4">
              <QrCode src={qrHref(product._id, 'svg', campaign.campaign)} alt={`QR code of the print link for ${product.productName}`} />
              <div className="space-y-2">
                <p className="text-sm text-zinc-600">For leaflets and stands: scanned, it opens the print link.</p>
                <div className="flex flex-wrap gap-2">
                  {(['png', 'svg'] as const).map((format) => (
                    <a key={format} href={qrHref(product._id, format, campaign.campaign)} download className={buttonClass}>
                      <DownloadIcon width="16" height="16" />
                      Download QR code ({format.toUpperCase()})
                    </a>
                  ))}
                </div>
              </div>
            </div>
          )}
        </>
      )}
    </AdminDialog>
  );
}
