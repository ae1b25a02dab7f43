import type { Page } from '#contract/website.ts';

/**
 * The demo site's CMS pages (keyed by path in the render context). Every module type appears
 * somewhere. '/services/planning-ahead' has no modules on purpose: the browser sends visitors on
 * to its first child (spec §2).
 */

const image = (id: string, src: string, alt: string) => ({ id, src, alt });

const home: Page = {
  id: 'page-home',
  path: '/',
  title: 'Home',
  description:
    'Family-owned funeral homes in the Portland area offering burial, cremation and advance planning with warmth and care.',
  parentId: null,
  position: 0,
  modules: [
    {
      id: 'home-hero',
      type: 'hero',
      heading: 'Honoring every life with dignity and care',
      subheading:
        'Family-owned funeral homes serving Portland, Milwaukie and Beaverton since 1952. Whatever you need, we are here for you, day or night.',
      image: image('home-hero-image', '/media/hero-evergreen.svg', 'Evergreen trees at dawn above a quiet valley'),
      cta: { id: 'home-hero-cta', label: 'Start planning', to: '/plan-now' },
    },
    {
      id: 'home-welcome',
      type: 'imageWithText',
      heading: 'A family caring for families',
      html:
        '<p>For more than seventy years, the Ellison family and our staff have walked beside neighbors in their hardest days. ' +
        'We listen first, explain every choice plainly, and help you create a farewell that feels true to the person you love.</p>' +
        '<p>Whether you are planning ahead or have just lost someone, you will always speak with a person who knows your name. ' +
        '<a href="/about">Learn more about us</a>.</p>',
      image: image('home-welcome-image', '/media/chapel-maple-grove.svg', 'The Maple Grove chapel surrounded by trees'),
      imageSide: 'right',
    },
    {
      id: 'home-call',
      type: 'callToAction',
      heading: "We're here for you, day or night",
      text: 'If a death has just occurred, call us at any hour. A caring member of our staff will answer and gently guide you through the next steps.',
      button: { id: 'home-call-button', label: 'Call (503) 555-0142', to: 'tel:+15035550142' },
    },
    { id: 'home-locations', type: 'locationsList', heading: 'Our chapels' },
    { id: 'home-blog', type: 'blogList', heading: 'Grief support and guidance', limit: 3 },
    { id: 'home-obituaries', type: 'recentObituaries', heading: 'Recent obituaries', limit: 4 },
  ],
};

const about: Page = {
  id: 'page-about',
  path: '/about',
  title: 'About Us',
  description: 'Three generations of the Ellison family have cared for Portland-area families since 1952.',
  parentId: null,
  position: 1,
  modules: [
    {
      id: 'about-hero',
      type: 'hero',
      heading: 'Our story',
      subheading: 'Three generations of service, one simple promise: to treat every family as our own.',
      image: image('about-hero-image', '/media/garden-path.svg', 'A garden path winding into a peaceful forest'),
    },
    {
      id: 'about-history',
      type: 'richText',
      html:
        '<h2>Rooted in community since 1952</h2>' +
        '<p>Walter and June Ellison opened the Maple Grove Chapel in 1952 with a single promise to their neighbors: ' +
        'no family would face a loss alone. Their children carried that promise to Riverside in 1978 and to Hillcrest in 2004, ' +
        'and today their grandchildren lead our team of licensed funeral directors and caregivers.</p>' +
        '<blockquote><p>“We are not in the business of funerals. We are in the business of caring for people on the worst day of their lives.”</p>' +
        '<p>— June Ellison</p></blockquote>' +
        '<h3>What guides us</h3>' +
        '<ul><li><strong>Listening first.</strong> Every service begins with your stories, not our catalogue.</li>' +
        '<li><strong>Honest prices.</strong> Our general price list is always available, and we never pressure.</li>' +
        '<li><strong>Every tradition welcome.</strong> We serve families of all faiths, cultures and none.</li></ul>',
    },
    {
      id: 'about-team',
      type: 'teamMembers',
      heading: 'Our family and staff',
      members: [
        {
          id: 'about-team-dana',
          name: 'Dana Ellison',
          role: 'Funeral director and owner',
          bio: 'The third generation of the Ellison family at Evergreen, Dana has guided families since 2001.',
        },
        {
          id: 'about-team-marcus',
          name: 'Marcus Reyes',
          role: 'Funeral director, Riverside Chapel',
          bio: 'Marcus leads our cremation services and our veterans’ honors program.',
        },
        {
          id: 'about-team-grace',
          name: 'Grace Whitfield',
          role: 'Advance planning advisor',
          bio: 'Grace helps families record their wishes calmly and without pressure.',
        },
      ],
    },
    {
      id: 'about-testimonials',
      type: 'testimonial',
      heading: 'What families say',
      items: [
        {
          id: 'about-testimonial-1',
          quote: 'They took care of every detail and let us simply be together. We will never forget their kindness.',
          author: 'Ruth M.',
          relation: 'Family served in 2024',
        },
        {
          id: 'about-testimonial-2',
          quote: 'Dana explained each choice plainly and never once rushed us.',
          author: 'James and Eleanor T.',
        },
      ],
    },
    {
      id: 'about-gallery',
      type: 'gallery',
      heading: 'Our chapels',
      images: [
        {
          ...image(
            'about-gallery-maple-grove',
            '/media/chapel-maple-grove.svg',
            'The Maple Grove chapel among tall firs',
          ),
          caption: 'Maple Grove Chapel, Portland, our first home since 1952',
        },
        {
          ...image(
            'about-gallery-riverside',
            '/media/chapel-riverside.svg',
            'The Riverside chapel beside the Willamette',
          ),
          caption: 'Riverside Chapel, Milwaukie, with its garden by the water',
        },
        {
          ...image('about-gallery-hillcrest', '/media/chapel-hillcrest.svg', 'The Hillcrest chapel on a hill at dusk'),
          caption: 'Hillcrest Chapel, Beaverton, with seating for 250 guests',
        },
      ],
    },
    {
      id: 'about-promise',
      type: 'imageWithText',
      heading: 'Our promise to you',
      html:
        '<p>From the first phone call to the last thank-you card, one funeral director stays with your family. ' +
        'We take care of the paperwork, the permits and the hundred small details, so you can take care of each other.</p>',
      image: image('about-promise-image', '/media/candle.svg', 'A lit memorial candle against a soft evening sky'),
      imageSide: 'left',
    },
  ],
};

const services: Page = {
  id: 'page-services',
  path: '/services',
  title: 'Our Services',
  description: 'Traditional burial, cremation and advance planning, each shaped around the life being honored.',
  parentId: null,
  position: 2,
  modules: [
    {
      id: 'services-intro',
      type: 'richText',
      html:
        '<h2>A farewell as unique as the life it honors</h2>' +
        '<p>There is no single right way to say goodbye. Some families want a traditional service in a place of worship; ' +
        'others gather at a favorite park, or simply share stories over coffee. We will help you find what feels right and ' +
        'take care of every arrangement along the way.</p>',
    },
    {
      id: 'services-burial',
      type: 'imageWithText',
      heading: 'Traditional burial',
      html:
        '<p>A visitation, a funeral or memorial service, and a graveside committal at the cemetery of your choosing. ' +
        '<a href="/services/burial">Explore burial services</a>.</p>',
      image: image('services-burial-image', '/media/garden-path.svg', 'A quiet garden path between evergreen trees'),
      imageSide: 'left',
    },
    {
      id: 'services-cremation',
      type: 'imageWithText',
      heading: 'Cremation',
      html:
        '<p>Cremation can be paired with any kind of gathering: a full service beforehand, a memorial afterward, or a private ' +
        'scattering with family. <a href="/services/cremation">Explore cremation services</a>.</p>',
      image: image('services-cremation-image', '/media/candle.svg', 'A single candle glowing in the evening'),
      imageSide: 'right',
    },
    {
      id: 'services-faq',
      type: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          id: 'services-faq-first-call',
          question: 'What should I do first when someone dies?',
          answer:
            'If the death happened at home without hospice care, call 911. Otherwise, call us at (503) 555-0142 at any hour; we will explain the next steps and arrange to bring your loved one into our care.',
        },
        {
          id: 'services-faq-prices',
          question: 'Can I see your prices before deciding?',
          answer:
            'Yes. Our general price list is available at every chapel and from any of our directors, in person or by email, with no obligation.',
        },
        {
          id: 'services-faq-faith',
          question: 'Do you serve families of every faith?',
          answer:
            'We do. Our staff have arranged services for many religious and cultural traditions, as well as non-religious celebrations of life.',
        },
        {
          id: 'services-faq-distance',
          question: 'Our loved one died out of state. Can you help?',
          answer:
            'Yes. We coordinate transfers from anywhere in the country and abroad, working with the funeral home and authorities where the death occurred.',
        },
      ],
    },
    {
      id: 'services-plan',
      type: 'callToAction',
      heading: 'Plan ahead with peace of mind',
      text: 'Recording your wishes today spares your family difficult decisions later. There is no cost to talk with us.',
      button: { id: 'services-plan-button', label: 'Learn about planning ahead', to: '/services/planning-ahead' },
    },
  ],
};

const burial: Page = {
  id: 'page-services-burial',
  path: '/services/burial',
  title: 'Burial Services',
  description: 'Visitation, funeral service and graveside committal, arranged with care.',
  parentId: 'page-services',
  position: 1,
  modules: [
    {
      id: 'burial-body',
      type: 'richText',
      html:
        '<h2>Traditional burial</h2>' +
        '<p>A burial service gives family and friends a place to gather, to say goodbye, and to return to in the years ahead. ' +
        'We arrange each part with you:</p>' +
        '<ul><li>a private family viewing or a public visitation at one of our chapels;</li>' +
        '<li>a funeral service in our chapel, your place of worship or another meaningful place;</li>' +
        '<li>a procession and graveside committal at the cemetery of your choice;</li>' +
        '<li>a reception afterward, with catering we are glad to arrange.</li></ul>' +
        '<p>We work with every cemetery in the Portland area, including veterans’ cemeteries, and can help you choose a casket, ' +
        'vault and memorial that fit your wishes and your budget.</p>',
    },
    {
      id: 'burial-faq',
      type: 'faq',
      heading: 'Questions about burial',
      items: [
        {
          id: 'burial-faq-embalming',
          question: 'Is embalming required?',
          answer:
            'Oregon law does not require embalming in most cases. It is usually recommended for a public viewing, and we will always explain your choices.',
        },
        {
          id: 'burial-faq-veterans',
          question: 'What benefits are available to veterans?',
          answer:
            'Eligible veterans may receive burial in a national cemetery, a grave marker, a burial flag and military honors. We help families request them.',
        },
      ],
    },
  ],
};

const cremation: Page = {
  id: 'page-services-cremation',
  path: '/services/cremation',
  title: 'Cremation Services',
  description: 'Cremation with a service, a memorial, or a private farewell: your family decides.',
  parentId: 'page-services',
  position: 2,
  modules: [
    {
      id: 'cremation-body',
      type: 'richText',
      html:
        '<h2>Cremation, your way</h2>' +
        '<p>Choosing cremation does not mean giving up a meaningful goodbye. Many families hold a visitation and funeral first; ' +
        'others gather for a memorial service weeks later, when relatives can travel.</p>' +
        '<p>Our crematory is on site at the Riverside Chapel, so your loved one remains in our care from beginning to end. ' +
        'Families are welcome to be present for the cremation if they wish.</p>',
    },
    {
      id: 'cremation-keepsakes',
      type: 'imageWithText',
      heading: 'Keeping them close',
      html:
        '<p>Urns, keepsake jewelry, a niche in a columbarium, a family garden or a scattering at a favorite place: ' +
        'we will help you choose a resting place that feels right, now or whenever you are ready.</p>',
      image: image(
        'cremation-keepsakes-image',
        '/media/chapel-riverside.svg',
        'The Riverside chapel garden beside the water',
      ),
      imageSide: 'left',
    },
  ],
};

const planningAhead: Page = {
  id: 'page-planning-ahead',
  path: '/services/planning-ahead',
  title: 'Planning Ahead',
  description: 'Why and how to record your funeral wishes in advance.',
  parentId: 'page-services',
  position: 3,
  modules: [],
};

const whyPlanAhead: Page = {
  id: 'page-why-plan-ahead',
  path: '/services/planning-ahead/why-plan-ahead',
  title: 'Why Plan Ahead',
  description: 'Planning ahead lets you review your options calmly and gives your loved ones peace of mind.',
  parentId: 'page-planning-ahead',
  position: 1,
  modules: [
    {
      id: 'why-plan-body',
      type: 'richText',
      html:
        '<h2>A gift of clarity for the people you love</h2>' +
        '<p>Preplanning helps you review your options without pressure and gives peace of mind to your loved ones. ' +
        'When the time comes, your family will not have to guess what you would have wanted; they can simply remember you.</p>' +
        '<ul><li><strong>Your wishes, in your words:</strong> music, readings, burial or cremation, even the flowers.</li>' +
        '<li><strong>Fewer decisions in a hard week:</strong> the details are already settled.</li>' +
        '<li><strong>Today’s prices:</strong> a prepaid plan can protect your family from rising costs.</li></ul>',
    },
    {
      id: 'why-plan-start',
      type: 'callToAction',
      heading: 'Start your plan online',
      text: 'It takes about fifteen minutes, you can stop at any time, and there is no obligation.',
      button: { id: 'why-plan-start-button', label: 'Plan now', to: '/plan-now' },
    },
  ],
};

const whatToExpect: Page = {
  id: 'page-what-to-expect',
  path: '/services/planning-ahead/what-to-expect',
  title: 'What to Expect',
  description: 'The steps of making an advance funeral plan with Evergreen.',
  parentId: 'page-planning-ahead',
  position: 2,
  modules: [
    {
      id: 'expect-steps',
      type: 'richText',
      html:
        '<h2>Planning ahead, step by step</h2>' +
        '<ol><li><strong>Tell us about yourself.</strong> Start online or call us; we will ask a few questions about you and your wishes.</li>' +
        '<li><strong>Meet with an advance planning advisor.</strong> At a chapel, at your home or by video, at your pace.</li>' +
        '<li><strong>Review your choices.</strong> You receive a written summary and itemized prices to share with family.</li>' +
        '<li><strong>Decide how to fund it, or not.</strong> Record your wishes only, or prepay through a state-regulated trust.</li></ol>' +
        '<p>You can change your plan at any time, and it moves with you if you relocate.</p>',
    },
    {
      id: 'expect-faq',
      type: 'faq',
      heading: 'Common questions',
      items: [
        {
          id: 'expect-faq-cost',
          question: 'Does it cost anything to make a plan?',
          answer:
            'No. Recording your wishes is free. You only pay if you choose to prepay some or all of your arrangements.',
        },
        {
          id: 'expect-faq-someone-else',
          question: 'Can I plan for a parent or spouse?',
          answer: 'Yes. Many people plan together with a loved one, or on their behalf with their permission.',
        },
      ],
    },
    {
      id: 'expect-video',
      type: 'videoEmbed',
      heading: 'Planning ahead in three minutes',
      title: 'Video: what happens when you plan ahead with Evergreen',
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    },
  ],
};

const contact: Page = {
  id: 'page-contact',
  path: '/contact',
  title: 'Contact Us',
  description: 'Call, write or visit any of our three chapels. We answer the phone 24 hours a day.',
  parentId: null,
  position: 3,
  modules: [
    {
      id: 'contact-body',
      type: 'richText',
      html:
        '<h2>We are always here</h2>' +
        '<p>Our phones are answered 24 hours a day, every day of the year, by our own staff: <a href="tel:+15035550142">(503) 555-0142</a>.</p>' +
        '<p>For questions that are not urgent, write to <a href="mailto:care@evergreenfuneralhomes.example">care@evergreenfuneralhomes.example</a> ' +
        'and a funeral director will reply within one business day. Our chapel offices are open Monday to Friday, 9 a.m. to 5 p.m., ' +
        'and by appointment on weekends.</p>',
    },
    {
      id: 'contact-main-office',
      type: 'contactDetails',
      heading: 'Our main office',
      phoneNumber: '(503) 555-0142',
      email: 'care@evergreenfuneralhomes.example',
      address: {
        id: 'contact-main-office-address',
        line1: '1420 SE Maple Grove Avenue',
        city: 'Portland',
        region: 'OR',
        postalCode: '97214',
      },
      hours: 'Office: Monday to Friday, 9 a.m. to 5 p.m. Phones answered 24 hours a day.',
    },
    { id: 'contact-locations', type: 'locationsList', heading: 'Visit a chapel' },
    {
      id: 'contact-plan',
      type: 'callToAction',
      heading: 'Thinking about the future?',
      text: 'Start an advance plan online, and an advisor will follow up when it suits you.',
      button: { id: 'contact-plan-button', label: 'Start planning', to: '/plan-now' },
    },
  ],
};

export const evergreenPages: Page[] = [
  home,
  about,
  services,
  burial,
  cremation,
  planningAhead,
  whyPlanAhead,
  whatToExpect,
  contact,
];
