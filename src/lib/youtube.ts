/**
 * YouTube links of a product's videos (SPEC §5): watch links with the v parameter, youtu.be short
 * links and /shorts/ links are recognised; anything else is "Unsupported video link".
 */

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);

/** The 11-character video id of a recognised YouTube link, or null. */
export function youtubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = segments.length === 1 ? segments[0] : null;
  else if (!YOUTUBE_HOSTS.has(host)) id = null;
  else if (segments.length === 1 && segments[0] === 'watch') id = url.searchParams.get('v');
  else if (segments.length === 2 && segments[0] === 'shorts') id = segments[1];
  return id && VIDEO_ID.test(id) ? id : null;
}

/** YouTube's 480x360 still of a video. */
export const YOUTUBE_THUMBNAIL = { width: 480, height: 360 } as const;

export function youtubeThumbnail(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
}
