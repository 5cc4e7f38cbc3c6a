/**
 * The Contact Us map (SPEC §2): a light placeholder in the HTML, covered by the embedded map once
 * the island wakes up (it hydrates when scrolled to), so the heavy map costs nothing to visitors
 * who never reach it. The whole map is a link that opens the map in a new tab, before and after
 * the embed arrives.
 */
import { useEffect, useState } from 'react';

interface Props {
  mapLink: string;
  mapEmbedUrl: string;
  address: string;
}

export default function MapEmbed({ mapLink, mapEmbedUrl, address }: Props) {
  const [embedded, setEmbedded] = useState(false);
  useEffect(() => setEmbedded(true), []);

  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-lg border border-zinc-200 bg-[#e8eef3] sm:aspect-video">
      {/* Streets, a pin and the address under the map: what shows until (or if never) it arrives. */}
      <div aria-hidden="true" className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center">
        <div className="absolute inset-0 bg-[linear-gradient(90deg,#fff_2px,transparent_2px),linear-gradient(#fff_2px,transparent_2px)] bg-[size:56px_56px] opacity-80" />
        <svg viewBox="0 0 24 24" width="36" height="36" className="relative text-red-600">
          <path
            fill="currentColor"
            d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
          />
        </svg>
        <p className="relative max-w-xs text-sm font-medium text-zinc-700">{address}</p>
      </div>
      {embedded && (
        <iframe
          src={mapEmbedUrl}
          title={`Map of our office: ${address}`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          tabIndex={-1}
          className="absolute inset-0 h-full w-full border-0"
        />
      )}
      <a
        href={mapLink}
        target="_blank"
        rel="noopener noreferrer"
        className="group absolute inset-0 focus-visible:-outline-offset-4"
        data-map-link
      >
        <span className="absolute bottom-3 right-3 inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-600 px-4 text-sm font-semibold text-white shadow-md group-hover:bg-brand-700">
          Open the map
          <span className="sr-only">(opens in a new tab)</span>
        </span>
      </a>
    </div>
  );
}
