import sanitizeHtml from 'sanitize-html';
import { telHref } from '#contract/phone.ts';
import type { PageModule } from '#contract/modules.ts';
import type { SiteContent } from '#contract/site-content.ts';

/*
 * Rich text is written by staff in the builder but read by every visitor, so the server cleans
 * it before any browser sees it (the browser then renders it as HTML). The allowed set is what
 * article-like text needs: headings, paragraphs, lists, emphasis, quotes, links and images.
 * - h1 becomes h2: the page title is the page's only h1 (accessibility).
 * - Links may be relative, http(s), mailto or tel; they get rel="noopener" and no target. A tel:
 *   link dials the number in E.164 (contract/phone.ts): "tel:(503) 555-0142" is an invalid URL.
 * - Images may be relative or http(s) (no data: URLs, which can smuggle SVG script).
 * - No style, class or event attributes: the design system decides how text looks.
 */
/** A tel: link's number in E.164, as the site's own phone links write it; any other link as it is. */
const dialled = (href: string): string => (/^tel:/i.test(href) ? telHref(safeDecode(href.slice(4))) : href);

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Every kept link opens without handing this page to the next (rel="noopener"). */
const noopenerLink: sanitizeHtml.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: { ...attribs, ...(attribs.href !== undefined && { href: dialled(attribs.href) }), rel: 'noopener' },
});

const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'a', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    h1: 'h2',
    b: 'strong',
    i: 'em',
    a: noopenerLink,
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy' } }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions);
}

/**
 * The family's obituary text: only paragraphs, line breaks, bold, italic and links, the
 * editor's whole vocabulary; everything else is dropped (its text kept). Same link rules as above.
 */
const obituaryTextOptions: sanitizeHtml.IOptions = {
  ...richTextOptions,
  allowedTags: ['p', 'br', 'strong', 'em', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemesByTag: {},
  // Not the article's h1 → h2: a heading is dropped here, and a renamed one left a stray closing tag.
  transformTags: {
    b: 'strong',
    i: 'em',
    a: noopenerLink,
  },
};

export function sanitizeObituaryText(html: string): string {
  return sanitizeHtml(html, obituaryTextOptions).trim();
}

const safeLinkPattern = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;

/**
 * Links outside rich text (buttons, navigation, image sources) are plain strings, so the same
 * scheme rule is applied by hand: anything else (javascript:, data:, //host) becomes "#"; a tel:
 * link's number is written in E.164, as in rich text.
 */
export function safeLink(to: string): string {
  const trimmed = to.trim();
  return safeLinkPattern.test(trimmed) ? dialled(trimmed) : '#';
}

function sanitizeModule(module: PageModule): PageModule {
  switch (module.type) {
    case 'hero':
      return {
        ...module,
        ...(module.image && { image: { ...module.image, src: safeLink(module.image.src) } }),
        ...(module.cta && { cta: { ...module.cta, to: safeLink(module.cta.to) } }),
      };
    case 'richText':
      return { ...module, html: sanitizeRichText(module.html) };
    case 'imageWithText':
      return {
        ...module,
        html: sanitizeRichText(module.html),
        image: { ...module.image, src: safeLink(module.image.src) },
      };
    case 'callToAction':
      return { ...module, button: { ...module.button, to: safeLink(module.button.to) } };
    case 'gallery':
      return { ...module, images: module.images.map((image) => ({ ...image, src: safeLink(image.src) })) };
    case 'teamMembers':
      return {
        ...module,
        members: module.members.map((member) =>
          member.photo ? { ...member, photo: { ...member.photo, src: safeLink(member.photo.src) } } : member,
        ),
      };
    case 'videoEmbed':
      return { ...module, url: safeLink(module.url) };
    case 'contactDetails':
      return module.mapUrl ? { ...module, mapUrl: safeLink(module.mapUrl) } : module;
    case 'locationsList':
    case 'blogList':
    case 'faq':
    case 'testimonial':
    case 'recentObituaries':
      // Plain text only: rendered as text by the browser, never as HTML.
      return module;
  }
}

/** The stored site document made safe to hand to any browser. */
export function sanitizeSiteContent(content: SiteContent): SiteContent {
  return {
    ...content,
    navigation: {
      items: content.navigation.items.map((item) => ({
        node: { ...item.node, to: safeLink(item.node.to) },
        ...(item.children && {
          children: item.children.map((child) => ({ node: { ...child.node, to: safeLink(child.node.to) } })),
        }),
      })),
    },
    pages: Object.fromEntries(
      Object.entries(content.pages).map(([path, page]) => [
        path,
        { ...page, modules: page.modules.map(sanitizeModule) },
      ]),
    ),
  };
}
