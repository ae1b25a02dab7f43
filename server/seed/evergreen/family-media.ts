import type { FamilyMediaSeed } from '../family-media-seed.ts';

/*
 * Evergreen's family media (docs/demo.md): three stock memorial themes, and a few photos and songs on
 * Rose Whitfield's and Daniel Okafor's cases (the photos are the demo memorial files); Harold's memorial
 * wears the Evergreen theme.
 */
export const evergreenFamilyMedia: FamilyMediaSeed = {
  folder: new URL('./demo-media/', import.meta.url),
  themes: [
    { name: 'Morning mist', from: '#dfe7ec', to: '#9fb4c2' },
    { name: 'Autumn field', from: '#f3e0c2', to: '#c98b4e' },
    { name: 'Evergreen', from: '#d9e6d3', to: '#5f7f5a' },
  ],
  cases: [
    {
      decedentName: 'Harold James Whitfield',
      photos: [
        { file: 'thomas-field.jpg', caption: 'Harold in the field behind the house' },
        { file: 'thomas-mountains.jpg', caption: 'The mountains he loved' },
      ],
      songs: [
        { title: 'Amazing Grace (family recording)', seconds: 4, hz: 392 },
        { title: 'Shenandoah', seconds: 3, hz: 330 },
      ],
      // Rose chose it: her select-theme task is done (collaboration.ts).
      theme: 'Evergreen',
    },
    {
      decedentName: 'Grace Adaeze Okafor',
      photos: [{ file: 'margaret-roses.jpg', caption: 'Grace among her roses' }],
      songs: [{ title: 'Abide with Me', seconds: 3, hz: 349 }],
    },
  ],
};
