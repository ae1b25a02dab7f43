/**
 * The player address of a YouTube or Vimeo link (the module's schema admits only those hosts).
 * YouTube plays from its privacy-enhanced domain. Null when the link names no video.
 */
export function embedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const id = (value: string | null | undefined) => (value && /^[\w-]{6,20}$/.test(value) ? value : null);
  if (host === 'youtube.com') {
    const video = id(url.searchParams.get('v')) ?? id(url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1]);
    return video ? `https://www.youtube-nocookie.com/embed/${video}?autoplay=1` : null;
  }
  if (host === 'youtu.be') {
    const video = id(url.pathname.slice(1).split('/')[0]);
    return video ? `https://www.youtube-nocookie.com/embed/${video}?autoplay=1` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const video = url.pathname.match(/(?:^|\/)(\d{5,12})(?:\/|$)/)?.[1];
    return video ? `https://player.vimeo.com/video/${video}?autoplay=1` : null;
  }
  return null;
}
