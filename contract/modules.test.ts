import { describe, expect, it } from 'vitest';
import { isModuleType, moduleSchemas, moduleTypes, pageModule } from './modules.ts';
import { issuesOf } from './spec-issues.test-helper.ts';

const photo = { id: 'img-1', src: '/media/chapel.jpg', alt: 'The chapel at dusk' };
const contactLink = { id: 'link-1', label: 'Contact us', to: '/contact' };

/** One valid module of each type, with every optional part given, so a parse must keep all of it. */
const validModules = {
  hero: {
    id: 'm-hero',
    type: 'hero',
    heading: 'Here for your family',
    subheading: 'Day and night',
    image: photo,
    cta: contactLink,
  },
  richText: { id: 'm-text', type: 'richText', html: '<p>Since 1952.</p>' },
  imageWithText: {
    id: 'm-iwt',
    type: 'imageWithText',
    heading: 'Our chapel',
    html: '<p>Seats 120.</p>',
    image: photo,
    imageSide: 'left',
  },
  callToAction: { id: 'm-cta', type: 'callToAction', heading: 'Plan ahead', text: 'Start today.', button: contactLink },
  locationsList: { id: 'm-locations', type: 'locationsList', heading: 'Our locations' },
  blogList: { id: 'm-blog', type: 'blogList', heading: 'News', limit: 6 },
  faq: {
    id: 'm-faq',
    type: 'faq',
    heading: 'Questions',
    items: [{ id: 'q-1', question: 'What does it cost?', answer: 'It depends on the service.' }],
  },
  gallery: {
    id: 'm-gallery',
    type: 'gallery',
    heading: 'Gallery',
    images: [
      { ...photo, caption: 'Spring' },
      { id: 'img-2', src: '/media/garden.jpg', alt: '' },
    ],
  },
  testimonial: {
    id: 'm-testimonial',
    type: 'testimonial',
    heading: 'Families say',
    items: [
      { id: 't-1', quote: 'They were kind.', author: 'Ann', relation: 'Daughter of Margaret' },
      { id: 't-2', quote: 'Thank you.', author: 'Bo' },
    ],
  },
  teamMembers: {
    id: 'm-team',
    type: 'teamMembers',
    heading: 'Our team',
    members: [
      { id: 'p-1', name: 'Ruth Ellis', role: 'Director', bio: 'Thirty years of care.', photo },
      { id: 'p-2', name: 'Sam Ellis', role: 'Arranger' },
    ],
  },
  videoEmbed: {
    id: 'm-video',
    type: 'videoEmbed',
    heading: 'A tour',
    title: 'Tour of the chapel',
    url: 'https://www.youtube.com/watch?v=abc123',
  },
  contactDetails: {
    id: 'm-contact',
    type: 'contactDetails',
    heading: 'Visit us',
    phoneNumber: '503-555-0100',
    email: 'chapel@example.com',
    address: {
      id: 'addr-1',
      line1: '12 Main Street',
      line2: 'Suite 4',
      city: 'Portland',
      region: 'OR',
      postalCode: '97214',
    },
    hours: 'Mon–Fri 9–5',
    mapUrl: 'https://maps.example.com/chapel',
  },
  recentObituaries: { id: 'm-obits', type: 'recentObituaries', heading: 'Recent obituaries', limit: 3 },
} as const;

const text = (length: number) => 'x'.repeat(length);

/** The issues a module gives when `change` is applied to the valid one of its type. */
const issuesWith = <T extends keyof typeof validModules>(type: T, change: Record<string, unknown>) =>
  issuesOf(pageModule, { ...validModules[type], ...change });

describe('pageModule', () => {
  it.each(Object.entries(validModules))('accepts a whole %s module and keeps every part of it', (_type, module) => {
    expect(pageModule.parse(module)).toEqual(module);
  });

  it('refuses an unknown type, listing the thirteen known ones', () => {
    expect(issuesOf(pageModule, { id: 'm-1', type: 'carousel' })).toEqual([
      {
        path: 'type',
        message:
          'Invalid option selected. Valid options are: hero, richText, imageWithText, callToAction, locationsList, ' +
          'blogList, faq, gallery, testimonial, teamMembers, videoEmbed, contactDetails, recentObituaries',
      },
    ]);
  });

  it('says a module without a type or id is missing them', () => {
    expect(issuesOf(pageModule, { id: 'm-1' })).toEqual([{ path: 'type', message: 'This field is required' }]);
    expect(issuesWith('locationsList', { id: '' })).toEqual([{ path: 'id', message: 'This field is required' }]);
  });

  it('refuses an empty heading on every module that has one', () => {
    for (const type of moduleTypes.filter((type) => 'heading' in validModules[type]))
      expect(issuesWith(type, { heading: '' })).toEqual([{ path: 'heading', message: 'This field is required' }]);
  });

  it('refuses an image without a source or alt text, and a link without a label or target', () => {
    expect(issuesWith('hero', { image: { id: 'img-1', src: '' }, cta: { id: 'l', label: '', to: '' } })).toEqual([
      { path: 'image.src', message: 'This field is required' },
      { path: 'image.alt', message: 'This field is required' },
      { path: 'cta.label', message: 'This field is required' },
      { path: 'cta.to', message: 'This field is required' },
    ]);
  });

  it('places the image left or right only', () => {
    expect(pageModule.parse({ ...validModules.imageWithText, imageSide: 'right' })).toMatchObject({
      imageSide: 'right',
    });
    expect(issuesWith('imageWithText', { imageSide: 'top' })).toEqual([
      { path: 'imageSide', message: 'Invalid option selected. Valid options are: left, right' },
    ]);
  });

  it('refuses a faq item without a question or answer', () => {
    expect(issuesWith('faq', { items: [{ id: 'q-1', question: '', answer: '' }] })).toEqual([
      { path: 'items.0.question', message: 'This field is required' },
      { path: 'items.0.answer', message: 'This field is required' },
    ]);
  });
});

describe('list limits', () => {
  it.each([
    ['blogList', 24],
    ['recentObituaries', 12],
  ] as const)('lets a %s show 1 to %i items, whole numbers only', (type, max) => {
    expect(pageModule.parse({ ...validModules[type], limit: 1 })).toMatchObject({ limit: 1 });
    expect(pageModule.parse({ ...validModules[type], limit: max })).toMatchObject({ limit: max });
    expect(issuesWith(type, { limit: 0 })).toEqual([{ path: 'limit', message: 'Must be at least 1' }]);
    expect(issuesWith(type, { limit: max + 1 })).toEqual([{ path: 'limit', message: `Cannot exceed ${max}` }]);
    expect(issuesWith(type, { limit: 2.5 })).toEqual([{ path: 'limit', message: 'Expected integer' }]);
  });
});

describe('text bounds', () => {
  const testimonialItem = validModules.testimonial.items[0];
  const member = validModules.teamMembers.members[0];
  const address = validModules.contactDetails.address;

  // [module type, the path a refusal is reported at, the longest accepted length, the change]
  const bounds = [
    ['testimonial', 'heading', 120, (value: string) => ({ heading: value })],
    ['testimonial', 'items.0.quote', 1000, (value: string) => ({ items: [{ ...testimonialItem, quote: value }] })],
    ['testimonial', 'items.0.author', 120, (value: string) => ({ items: [{ ...testimonialItem, author: value }] })],
    ['testimonial', 'items.0.relation', 120, (value: string) => ({ items: [{ ...testimonialItem, relation: value }] })],
    ['teamMembers', 'heading', 120, (value: string) => ({ heading: value })],
    ['teamMembers', 'members.0.name', 120, (value: string) => ({ members: [{ ...member, name: value }] })],
    ['teamMembers', 'members.0.role', 120, (value: string) => ({ members: [{ ...member, role: value }] })],
    ['teamMembers', 'members.0.bio', 600, (value: string) => ({ members: [{ ...member, bio: value }] })],
    ['videoEmbed', 'heading', 120, (value: string) => ({ heading: value })],
    ['videoEmbed', 'title', 160, (value: string) => ({ title: value })],
    ['contactDetails', 'heading', 120, (value: string) => ({ heading: value })],
    ['contactDetails', 'phoneNumber', 40, (value: string) => ({ phoneNumber: value })],
    ['contactDetails', 'hours', 400, (value: string) => ({ hours: value })],
    ['contactDetails', 'address.line1', 120, (value: string) => ({ address: { ...address, line1: value } })],
    ['contactDetails', 'address.line2', 120, (value: string) => ({ address: { ...address, line2: value } })],
    ['contactDetails', 'address.city', 80, (value: string) => ({ address: { ...address, city: value } })],
    ['contactDetails', 'address.region', 80, (value: string) => ({ address: { ...address, region: value } })],
    ['contactDetails', 'address.postalCode', 20, (value: string) => ({ address: { ...address, postalCode: value } })],
    ['recentObituaries', 'heading', 120, (value: string) => ({ heading: value })],
  ] as const;

  it.each(bounds)('%s: accepts %s at %i characters and refuses one more', (type, path, max, change) => {
    expect(() => pageModule.parse({ ...validModules[type], ...change(text(max)) })).not.toThrow();
    expect(issuesWith(type, change(text(max + 1)))).toEqual([{ path, message: `Cannot exceed ${max} characters` }]);
  });

  it.each(bounds.filter(([, path]) => !/relation|bio|hours|line2/.test(path)))(
    '%s: refuses the required text at %s when empty',
    (type, path, _max, change) => {
      expect(issuesWith(type, change(''))).toEqual([{ path, message: 'This field is required' }]);
    },
  );
});

describe('item counts', () => {
  const quote = (n: number) => ({ id: `t-${n}`, quote: 'Kind people.', author: 'Ann' });
  const person = (n: number) => ({ id: `p-${n}`, name: 'Ruth Ellis', role: 'Director' });
  const many = <T>(count: number, make: (n: number) => T) => Array.from({ length: count }, (_, n) => make(n));

  it('holds 1 to 12 testimonials', () => {
    expect(() => pageModule.parse({ ...validModules.testimonial, items: many(12, quote) })).not.toThrow();
    expect(issuesWith('testimonial', { items: [] })).toEqual([{ path: 'items', message: 'Must have at least 1 item' }]);
    expect(issuesWith('testimonial', { items: many(13, quote) })).toEqual([
      { path: 'items', message: 'Cannot have more than 12 items' },
    ]);
  });

  it('holds 1 to 40 team members', () => {
    expect(() => pageModule.parse({ ...validModules.teamMembers, members: many(40, person) })).not.toThrow();
    expect(issuesWith('teamMembers', { members: [] })).toEqual([
      { path: 'members', message: 'Must have at least 1 item' },
    ]);
    expect(issuesWith('teamMembers', { members: many(41, person) })).toEqual([
      { path: 'members', message: 'Cannot have more than 40 items' },
    ]);
  });
});

describe('videoEmbed url', () => {
  it.each([
    'https://youtube.com/watch?v=abc123',
    'https://m.youtube.com/watch?v=abc123',
    'https://youtu.be/abc123',
    'https://vimeo.com/123456',
    'https://player.vimeo.com/video/123456',
    'https://www.vimeo.com/123456',
  ])('accepts the YouTube or Vimeo link %s', (url) => {
    expect(pageModule.parse({ ...validModules.videoEmbed, url })).toMatchObject({ url });
  });

  it.each([
    'http://www.youtube.com/watch?v=abc123',
    'xhttps://www.youtube.com/watch?v=abc123',
    'httpsx://www.youtube.com/watch?v=abc123',
    'https://example.com/video',
    'https://notyoutube.com/watch?v=abc123',
    'https://youtube.com.example.net/watch?v=abc123',
    'https://www.www.youtube.com/watch?v=abc123',
  ])('refuses %s as no valid URL for a player', (url) => {
    expect(issuesWith('videoEmbed', { url })).toEqual([{ path: 'url', message: 'Please enter a valid URL' }]);
  });
});

describe('contactDetails', () => {
  it('accepts a plain http map link, and no map, email, hours or second line at all', () => {
    const { email: _e, hours: _h, mapUrl: _m, ...bare } = validModules.contactDetails;
    const { line2: _l, ...oneLine } = bare.address;
    expect(pageModule.parse({ ...bare, address: oneLine })).toEqual({ ...bare, address: oneLine });
    const withHttpMap = { ...validModules.contactDetails, mapUrl: 'http://maps.example.com/chapel' };
    expect(pageModule.parse(withHttpMap)).toEqual(withHttpMap);
  });

  it.each(['ftp://maps.example.com/chapel', 'xhttp://maps.example.com/chapel', 'httpx://maps.example.com/chapel'])(
    'refuses the map link %s',
    (mapUrl) => {
      expect(issuesWith('contactDetails', { mapUrl })).toEqual([
        { path: 'mapUrl', message: 'Please enter a valid URL' },
      ]);
    },
  );

  it('refuses an email that is not one and an address without an id', () => {
    const { id: _id, ...address } = validModules.contactDetails.address;
    expect(issuesWith('contactDetails', { email: 'chapel', address })).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'address.id', message: 'This field is required' },
    ]);
  });
});

describe('module types', () => {
  it('names the thirteen types in the order the builder offers them', () => {
    expect(moduleTypes).toEqual([
      'hero',
      'richText',
      'imageWithText',
      'callToAction',
      'locationsList',
      'blogList',
      'faq',
      'gallery',
      'testimonial',
      'teamMembers',
      'videoEmbed',
      'contactDetails',
      'recentObituaries',
    ]);
  });

  it('gives each type the schema that accepts its modules', () => {
    for (const type of moduleTypes) expect(moduleSchemas[type].parse(validModules[type])).toEqual(validModules[type]);
  });

  it('knows its own types only, not what every object has', () => {
    expect(isModuleType('hero')).toBe(true);
    expect(isModuleType('recentObituaries')).toBe(true);
    expect(isModuleType('carousel')).toBe(false);
    expect(isModuleType('toString')).toBe(false);
  });
});
