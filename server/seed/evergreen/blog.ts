import type { TenantSeed } from '../tenant-seed.ts';

/** The demo blog, oldest first (ids 1–5 on a fresh database; the list shows newest first). */
export const evergreenArticles: TenantSeed['articles'] = [
  {
    title: 'Finding Your Way Through the First Weeks of Grief',
    summary:
      'Grief rarely follows a map. A few gentle suggestions for the days right after a loss, and permission to take them slowly.',
    author: 'Margaret Ellison, Grief Support Coordinator',
    imageUrl: '/media/blog-grief.svg',
    publishedAt: '2025-01-14T16:00:00.000Z',
    html:
      '<p>In the first weeks after a death, many people tell us they feel as if they are moving through fog. ' +
      'That is normal. Grief affects sleep, appetite, memory and concentration, and it comes in waves rather than stages.</p>' +
      '<h2>Be gentle with yourself</h2>' +
      '<ul><li>Keep simple routines: a short walk, a regular mealtime, a set bedtime.</li>' +
      '<li>Put off large decisions, such as selling a home, for a few months if you can.</li>' +
      '<li>Let people help, and be specific: “Could you bring dinner on Thursday?” is easier to say yes to.</li></ul>' +
      '<h2>When to reach out</h2>' +
      '<p>If you find you cannot manage daily tasks, or you have thoughts of harming yourself, please talk to your doctor or call ' +
      'or text 988 to reach the Suicide and Crisis Lifeline.</p>' +
      '<p>Our free grief support group meets on the first Tuesday of every month at the Maple Grove Chapel. ' +
      'Everyone is welcome, whether or not we served your family.</p>',
  },
  {
    title: 'Why Planning Ahead Is a Gift to Your Family',
    summary:
      'An advance plan spares the people you love from guessing at a hard time. Here is what it involves and what it does not.',
    author: 'Daniel Okafor, Advance Planning Advisor',
    imageUrl: '/media/blog-planning.svg',
    publishedAt: '2025-03-04T17:30:00.000Z',
    html:
      '<p>Most of us would rather not think about our own funeral. Yet families who arrive with a plan in hand tell us, again and ' +
      'again, what a relief it was: instead of debating choices, they could spend those days together.</p>' +
      '<h2>What a plan covers</h2>' +
      '<p>A plan can be as simple as a page of wishes (burial or cremation, a favorite hymn or song, who should speak) or as ' +
      'complete as a fully arranged and prepaid service. Either way, it is kept on file and shared with the people you choose.</p>' +
      '<h2>Common worries</h2>' +
      '<ul><li><strong>“What if I move?”</strong> Plans can be transferred.</li>' +
      '<li><strong>“What if I change my mind?”</strong> You can update your wishes whenever you like.</li>' +
      '<li><strong>“Is my money safe?”</strong> Prepaid funds are held in a state-regulated trust, not by us.</li></ul>' +
      '<p>You can <a href="/plan-now">start a plan online</a> in about fifteen minutes, with no obligation.</p>',
  },
  {
    title: 'How to Write an Obituary That Tells Their Story',
    summary:
      'The facts matter, but the small details are what readers remember. A simple structure and a few prompts to help you begin.',
    author: 'Margaret Ellison, Grief Support Coordinator',
    imageUrl: '/media/blog-obituary.svg',
    publishedAt: '2025-05-20T15:00:00.000Z',
    html:
      '<p>Writing an obituary can feel overwhelming, especially while grieving. It helps to remember that there is no wrong way ' +
      'to do it, and that your funeral director can help with every step.</p>' +
      '<h2>A simple structure</h2>' +
      '<ol><li>The announcement: full name, age, hometown, and date of passing.</li>' +
      '<li>The life: where they grew up, their work, their passions and the people they loved.</li>' +
      '<li>The family: those who survive them and those who went before.</li>' +
      '<li>The service: time and place, and where memorial gifts may be sent.</li></ol>' +
      '<h2>Prompts for the heart of it</h2>' +
      '<p>What did they always say? What could they fix, cook or grow better than anyone? Where were they happiest? ' +
      'A single true detail (the whistle when they came in the door, the garden tomatoes given away every August) ' +
      'says more than a list of accomplishments.</p>' +
      '<blockquote><p>Read it aloud before you share it. If it sounds like them, it is finished.</p></blockquote>',
  },
  {
    title: 'Burial or Cremation: Questions to Help You Decide',
    summary:
      'Neither choice is more respectful than the other. These questions can help your family find the one that fits.',
    author: 'Thomas Reyes, Funeral Director',
    imageUrl: '/media/blog-choices.svg',
    publishedAt: '2025-08-12T16:45:00.000Z',
    html:
      '<p>Families often ask us which is “better”. The honest answer is that both can be part of a beautiful farewell. ' +
      'A few questions usually make the choice clearer.</p>' +
      '<h2>Questions worth asking</h2>' +
      '<ul><li>Did your loved one ever express a wish, or belong to a faith with guidance on this?</li>' +
      '<li>Would your family like a place to visit, such as a grave or a columbarium niche?</li>' +
      '<li>Do relatives need time to travel? Cremation allows a memorial weeks later.</li>' +
      '<li>What budget feels right? We will show you itemized prices for both.</li></ul>' +
      '<p>Whatever you decide, a visitation and service remain possible. You can read more about ' +
      '<a href="/services/burial">burial</a> and <a href="/services/cremation">cremation</a> on our services pages.</p>',
  },
  {
    title: 'Supporting a Grieving Friend Through the Holidays',
    summary:
      'The season can make an empty chair feel emptier. Small, practical ways to show up for someone who is missing a loved one.',
    author: 'Margaret Ellison, Grief Support Coordinator',
    imageUrl: '/media/blog-holidays.svg',
    publishedAt: '2025-11-03T17:00:00.000Z',
    html:
      '<p>Holidays are built on tradition and togetherness, which is exactly why they can be so hard after a loss. ' +
      'If someone you care about is grieving this year, you do not need perfect words. Presence matters more.</p>' +
      '<h2>Ways to help</h2>' +
      '<ul><li><strong>Say their name.</strong> Sharing a memory of the person who died is a gift, not a wound.</li>' +
      '<li><strong>Offer a choice.</strong> “Would you like to come for dinner, or shall I drop a plate by?”</li>' +
      '<li><strong>Help with the hard tasks:</strong> addressing cards, decorating, or deciding which traditions to keep this year.</li>' +
      '<li><strong>Check in after the holidays,</strong> when the visits stop and January feels long.</li></ul>' +
      '<p>Our annual candlelight remembrance service is held in December at the Hillcrest Chapel. All are welcome to light a candle.</p>',
  },
];
