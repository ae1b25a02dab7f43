import type { Page } from '#contract/website.ts';

/** The legal pages every site carries (spec §2 static pages): one rich-text module each. */

const legalPage = (
  id: string,
  path: string,
  title: string,
  description: string,
  position: number,
  html: string,
): Page => ({
  id,
  path,
  title,
  description,
  parentId: null,
  position,
  modules: [{ id: `${id}-body`, type: 'richText', html }],
});

const termsOfUse = legalPage(
  'page-terms-of-use',
  '/terms-of-use',
  'Terms of Use',
  'The terms that apply when you use the Evergreen Funeral Homes website.',
  10,
  '<p>Last updated: January 6, 2025</p>' +
    '<p>Welcome to the website of Evergreen Funeral Homes (“Evergreen”, “we”, “us”). By using this website you agree to these terms. ' +
    'If you do not agree, please do not use the site.</p>' +
    '<h2>Use of the website</h2>' +
    '<p>You may use this website to learn about our services, make an advance plan, share memories on public tribute pages and, ' +
    'if you are invited, manage arrangements through the family portal. Please do not misuse the site: do not attempt to ' +
    'gain access to accounts that are not yours, interfere with its operation, or post content that is unlawful, hateful or ' +
    'disrespectful to the deceased or their families.</p>' +
    '<h2>Tributes and memories</h2>' +
    '<p>You keep ownership of the words and photos you share, and you give us permission to display them on the tribute page ' +
    'where you posted them. Families may ask us to moderate or remove any post, and we may remove content that breaks these terms.</p>' +
    '<h2>Information on this site</h2>' +
    '<p>We work to keep prices, service descriptions and schedules accurate, but they may change. The general price list ' +
    'provided by a funeral director is the authoritative statement of our prices. Nothing on this website is legal or financial advice.</p>' +
    '<h2>Limitation of liability</h2>' +
    '<p>To the extent permitted by law, Evergreen is not liable for indirect or consequential losses arising from your use of the website.</p>' +
    '<h2>Contact</h2>' +
    '<p>Questions about these terms may be sent to <a href="mailto:care@evergreenfuneralhomes.example">care@evergreenfuneralhomes.example</a> ' +
    'or by post to 1420 SE Maple Grove Avenue, Portland, OR 97214.</p>',
);

const accessibility = legalPage(
  'page-accessibility',
  '/accessibility',
  'Accessibility',
  'Our commitment to a website everyone can use, and how to reach us if something gets in your way.',
  11,
  '<p>Evergreen Funeral Homes wants every family to be able to find information and make arrangements with ease, ' +
    'whatever their abilities or the technology they use.</p>' +
    '<h2>Our standard</h2>' +
    '<p>We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. The site is tested with keyboard-only ' +
    'navigation, screen readers and automated checks, and we review new pages before they are published.</p>' +
    '<h2>What you can expect</h2>' +
    '<ul><li>Every page can be used with a keyboard alone, with a visible focus indicator.</li>' +
    '<li>Images carry text alternatives, and text keeps sufficient contrast with its background.</li>' +
    '<li>Pages respond to your browser’s zoom and text-size settings, and to reduced-motion preferences.</li>' +
    '<li>Forms label every field and explain every error in words.</li></ul>' +
    '<h2>Tell us when something does not work</h2>' +
    '<p>If any part of this website is difficult to use, please call us at <a href="tel:+15035550142">(503) 555-0142</a> or write to ' +
    '<a href="mailto:care@evergreenfuneralhomes.example">care@evergreenfuneralhomes.example</a>. We will help you by phone or in ' +
    'person straight away, and we will fix the problem.</p>',
);

const privacyPolicy = legalPage(
  'page-privacy-policy',
  '/privacy-policy',
  'Privacy Policy',
  'What personal information we collect, why, and the choices you have.',
  12,
  '<p>Last updated: January 6, 2025</p>' +
    '<p>Families trust us with sensitive information at a difficult time. We collect only what we need to serve you, ' +
    'and we never sell it.</p>' +
    '<h2>What we collect</h2>' +
    '<ul><li><strong>Planning and arrangement details</strong> you enter, such as names, dates, contact details and service wishes.</li>' +
    '<li><strong>Tributes and photos</strong> you choose to share on memorial pages.</li>' +
    '<li><strong>Payment information</strong>, which is processed by our payment provider; we do not store full card numbers.</li>' +
    '<li><strong>Basic technical data</strong> such as your browser type and pages visited, used to keep the site secure and working.</li></ul>' +
    '<h2>How we use it</h2>' +
    '<p>We use your information to arrange services, prepare documents required by law (such as death certificates), ' +
    'communicate with you and your family members, and improve our website. We share it only with those who help us provide ' +
    'services, such as cemeteries, crematories, florists and government offices, and only as needed.</p>' +
    '<h2>Your choices</h2>' +
    '<p>You may ask to see, correct or delete the personal information we hold about you, subject to our legal obligations to ' +
    'keep certain records. Contact our privacy officer at ' +
    '<a href="mailto:privacy@evergreenfuneralhomes.example">privacy@evergreenfuneralhomes.example</a>.</p>',
);

export const evergreenStaticPages: Page[] = [termsOfUse, accessibility, privacyPolicy];
