import { describe, expect, it } from 'vitest';
import { moduleSchemas } from '#contract/modules.ts';
import { blankValue, cleanValues, describeFields, humanize } from './schema-fields.ts';

describe('describeFields (forms made from the module schemas)', () => {
  it('reads text, optional text, images and links from the hero schema', () => {
    const fields = describeFields(moduleSchemas.hero, {
      subheading: { multiline: true, label: 'Text under the heading' },
    });
    expect(fields.map(({ key, kind, optional }) => ({ key, kind, optional }))).toEqual([
      { key: 'heading', kind: 'text', optional: false },
      { key: 'subheading', kind: 'text', optional: true },
      { key: 'image', kind: 'group', optional: true },
      { key: 'cta', kind: 'group', optional: true },
    ]);
    const [heading, subheading, image, cta] = fields;
    expect(heading).toMatchObject({ label: 'Heading', minLength: 1, multiline: false });
    expect(subheading).toMatchObject({ label: 'Text under the heading', multiline: true });
    expect(image).toMatchObject({ widget: 'image', label: 'Image' });
    expect(cta).toMatchObject({ widget: 'link', label: 'Button' });
    // Nested objects' ids are never shown: they are kept as they are.
    expect(image?.kind === 'group' && image.fields.map((field) => field.key)).toEqual(['src', 'alt']);
  });

  it('reads lists of objects, numbers, choices, rich text, urls and emails', () => {
    const faq = describeFields(moduleSchemas.faq);
    expect(faq[1]).toMatchObject({ key: 'items', kind: 'list' });
    const blog = describeFields(moduleSchemas.blogList);
    expect(blog[1]).toMatchObject({ key: 'limit', kind: 'number', min: 1, max: 24, integer: true });
    const imageWithText = describeFields(moduleSchemas.imageWithText);
    expect(imageWithText.find((field) => field.key === 'html')?.kind).toBe('richText');
    expect(imageWithText.find((field) => field.key === 'imageSide')).toMatchObject({
      kind: 'select',
      options: ['left', 'right'],
    });
    const contact = describeFields(moduleSchemas.contactDetails);
    expect(contact.find((field) => field.key === 'email')).toMatchObject({
      kind: 'text',
      inputType: 'email',
      optional: true,
    });
    expect(contact.find((field) => field.key === 'mapUrl')).toMatchObject({
      kind: 'text',
      inputType: 'url',
      label: 'Map URL',
    });
    const testimonial = describeFields(moduleSchemas.testimonial);
    expect(testimonial[1]).toMatchObject({ kind: 'list', min: 1, max: 12 });
  });

  it('describes every registered module type', () => {
    for (const schema of Object.values(moduleSchemas)) expect(() => describeFields(schema)).not.toThrow();
  });
});

describe('form values', () => {
  it('makes blank objects with fresh ids for every nested object', () => {
    let n = 0;
    const newId = () => `id-${(n += 1)}`;
    expect(blankValue(moduleSchemas.contactDetails, newId)).toEqual({
      id: 'id-1',
      type: 'contactDetails',
      heading: '',
      phoneNumber: '',
      address: { id: 'id-2', line1: '', city: '', region: '', postalCode: '' },
    });
    expect(blankValue(moduleSchemas.blogList, newId)).toMatchObject({ limit: 1 });
  });

  it('drops empty optional text and turns number inputs into numbers, deep inside lists too', () => {
    const fields = describeFields(moduleSchemas.teamMembers);
    expect(
      cleanValues(fields, {
        id: 't',
        type: 'teamMembers',
        heading: 'Team',
        members: [{ id: 'm', name: 'Ann', role: 'Director', bio: '' }],
      }),
    ).toEqual({ id: 't', type: 'teamMembers', heading: 'Team', members: [{ id: 'm', name: 'Ann', role: 'Director' }] });
    expect(cleanValues(describeFields(moduleSchemas.blogList), { limit: '3' })).toEqual({ limit: 3 });
  });

  it('turns keys into words', () => {
    expect(humanize('phoneNumber')).toBe('Phone number');
    expect(humanize('mapUrl')).toBe('Map URL');
    expect(humanize('cta')).toBe('Button');
  });
});
