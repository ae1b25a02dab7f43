import type { Obituary } from '#contract/obituaries.ts';
import { srcSet } from '#contract/src-set.ts';
import type { HeadTag } from './head-tags.ts';

interface PageFacts {
  obituary: Obituary;
  companyName: string;
  /** The company's configured address (no trailing slash); null: no absolute links can be written. */
  siteUrl: string | null;
  /** The canonical path of the page shown: the obituary's or one of its sub-pages'. */
  path: string;
}

/**
 * What a shared link previews and a search engine reads, without JavaScript: title, description,
 * canonical URL, Open Graph and Twitter card tags (name, dates, photo) and schema.org data (the
 * person, the page about them and the service schedule).
 */
export function obituaryHeadTags({ obituary, companyName, siteUrl, path }: PageFacts): HeadTag[] {
  const title = `${obituary.fullName} Obituary`;
  const description = obituary.summary || `${obituary.fullName}, ${lifeSpan(obituary)}.`;
  const url = siteUrl ? `${siteUrl}${path}` : null;
  const image = obituary.photo && siteUrl ? `${siteUrl}${obituary.photo.url}` : null;
  const tags: HeadTag[] = [
    { tag: 'title', text: `${title} | ${companyName}` },
    { tag: 'meta', name: 'description', content: description },
    { tag: 'meta', property: 'og:type', content: 'profile' },
    { tag: 'meta', property: 'og:site_name', content: companyName },
    { tag: 'meta', property: 'og:title', content: `${obituary.fullName} (${lifeSpan(obituary)})` },
    { tag: 'meta', property: 'og:description', content: description },
    { tag: 'meta', name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { tag: 'meta', name: 'twitter:title', content: title },
    { tag: 'meta', name: 'twitter:description', content: description },
  ];
  if (url) {
    tags.push({ tag: 'link', rel: 'canonical', href: url }, { tag: 'meta', property: 'og:url', content: url });
  }
  if (image && obituary.photo) {
    tags.push(
      { tag: 'meta', property: 'og:image', content: image },
      { tag: 'meta', property: 'og:image:width', content: String(obituary.photo.width) },
      { tag: 'meta', property: 'og:image:height', content: String(obituary.photo.height) },
      { tag: 'meta', property: 'og:image:alt', content: obituary.photo.alt || obituary.fullName },
      { tag: 'meta', name: 'twitter:image', content: image },
    );
  }
  if (obituary.photo) {
    // The portrait is the page's LCP image (ObituaryLayout shows it at 12rem): start it with the shell.
    tags.push({ tag: 'preload-image', href: obituary.photo.url, srcset: srcSet(obituary.photo), sizes: '12rem' });
  }
  tags.push({ tag: 'json-ld', json: structuredData(obituary, url, image) });
  return tags;
}

/** "1941–2026", or the year of death alone. */
const lifeSpan = ({ bornOn, diedOn }: Pick<Obituary, 'bornOn' | 'diedOn'>): string =>
  bornOn ? `${bornOn.slice(0, 4)}–${diedOn.slice(0, 4)}` : diedOn.slice(0, 4);

/**
 * One @graph: the WebPage `about` the Person, and each event of the schedule `about` the same Person
 * by its @id (schema.org's Event.about, the inverse of the Person's subjectOf), so a reader knows
 * whose service it is and the Person is written once. Without a configured address the @id is
 * relative ("#person"), which JSON-LD resolves against the page's own address.
 */
function structuredData(obituary: Obituary, url: string | null, image: string | null) {
  const personId = `${url ?? ''}#person`;
  const person = {
    '@type': 'Person',
    '@id': personId,
    name: obituary.fullName,
    ...(obituary.bornOn ? { birthDate: obituary.bornOn } : {}),
    deathDate: obituary.diedOn,
    ...(image ? { image } : {}),
  };
  const events = obituary.events.map((event) => ({
    '@type': 'Event',
    name: `${event.name} for ${obituary.fullName}`,
    about: { '@id': personId },
    startDate: event.startsAt,
    ...(event.endsAt ? { endDate: event.endsAt } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.placeName,
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.address.line1,
        addressLocality: event.address.city,
        addressRegion: event.address.region,
        postalCode: event.address.postalCode,
        addressCountry: event.address.country,
      },
    },
  }));
  const page = {
    '@type': 'WebPage',
    ...(url ? { '@id': url, url } : {}),
    name: `${obituary.fullName} Obituary`,
    about: person,
  };
  return { '@context': 'https://schema.org', '@graph': [page, ...events] };
}
