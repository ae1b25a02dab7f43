import type { MemorialSeeds } from '../memorial-seed.ts';

/*
 * Evergreen's demo memorials: album photos for every published obituary; for Ingrid Marie Björk
 * memories (approved, one with a photo, one waiting for approval, one rejected) and the memorial
 * video with captions. Files in demo-media/. The memories are what a funeral home would show: that
 * a memory with HTML in it is shown as text is the tests' to prove with their own data
 * (tests/e2e/obituary-memories.spec.ts, server/routes/memorial.test.ts), not the demo's.
 */

export const evergreenMemorials: MemorialSeeds = {
  folder: new URL('./demo-media/', import.meta.url),
  memorials: [
    {
      fullName: 'Ingrid Marie Björk',
      photos: [
        { file: 'ingrid-garden.jpg', caption: "Ingrid's garden in Southeast Portland, in full bloom" },
        { file: 'ingrid-uppsala.jpg', caption: 'Evening over Uppsala, where Ingrid was born' },
        { file: 'ingrid-lake.jpg', caption: 'The lake where the family spent every summer' },
      ],
      memories: [
        {
          authorName: 'Anna Lindgren',
          authorEmail: 'anna.lindgren@example.com',
          body:
            'Mrs. Björk taught me piano every Tuesday for eight years. She never once raised her voice, and she always ' +
            'had a cardamom bun waiting after the lesson. I still play the Grieg she gave me.',
          status: 'approved',
          hoursAgo: 50,
        },
        {
          authorName: 'Mark Delgado',
          authorEmail: 'mark.delgado@example.com',
          body: 'Our picnic by the river last June. Ingrid brought the strongest coffee any of us had ever tasted.',
          status: 'approved',
          hoursAgo: 30,
          photo: 'memory-picnic.jpg',
        },
        {
          authorName: 'Sam Carter',
          authorEmail: 'sam.carter@example.com',
          body:
            'Ingrid said coffee should be strong or not at all, and there was always a cup for whoever came by. ' +
            'Her garden was the kindest place on our street. We will miss her.',
          status: 'approved',
          hoursAgo: 20,
        },
        {
          authorName: 'Pat Morgan',
          authorEmail: 'pat.morgan@example.com',
          body: 'We will miss seeing Ingrid and her dogs at the Saturday market.',
          status: 'pending',
          hoursAgo: 2,
        },
        {
          authorName: 'Buy Cheap Watches',
          authorEmail: 'spam@example.com',
          body: 'Great deals on watches at our site!',
          status: 'rejected',
          hoursAgo: 10,
        },
      ],
      video: {
        file: 'ingrid-memorial.mp4',
        captions: 'ingrid-memorial.vtt',
        poster: 'ingrid-memorial-poster.jpg',
        width: 480,
        height: 360,
        seconds: 9,
      },
    },
    {
      fullName: 'José Antonio Núñez García',
      photos: [
        { file: 'jose-workshop.jpg', caption: "Sunset over the hills behind José's workshop" },
        { file: 'jose-coast.jpg', caption: 'The Oregon coast, his favourite drive' },
      ],
    },
    {
      fullName: "Margaret Ellen O'Brien",
      photos: [
        { file: 'margaret-roses.jpg', caption: 'The rose bed Margaret planted in 1978' },
        { file: 'margaret-autumn.jpg', caption: 'Autumn on the family farm' },
      ],
    },
    {
      fullName: 'Thomas Chukwuemeka Okafor',
      photos: [
        { file: 'thomas-mountains.jpg', caption: 'Mount Hood from the trail Thomas walked every spring' },
        { file: 'thomas-field.jpg', caption: 'A field of sunflowers near his home' },
      ],
    },
    {
      fullName: 'Eleanor Ruth Whitfield',
      photos: [
        { file: 'eleanor-harbour.jpg', caption: 'Evening in the harbour' },
        { file: 'eleanor-forest.jpg', caption: 'The forest path behind the cabin' },
      ],
    },
    {
      fullName: 'Søren Åge Lindqvist',
      photos: [
        { file: 'soren-evening.jpg', caption: 'A quiet evening at home' },
        { file: 'soren-meadow.jpg', caption: 'The meadow where Søren flew his kites' },
      ],
    },
  ],
};
