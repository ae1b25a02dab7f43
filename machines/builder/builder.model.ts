import type { PageModule } from '#contract/modules.ts';
import type { RenderContext } from '#contract/website.ts';
import { defineModel, type BuiltInEvent } from '#machines/model-walk/machine-model.ts';
import { builderMachine, type BuilderSnapshot } from './builder.machine.ts';
import { builderRules, refusedBuilderEvents } from './builder.model-rules.ts';
import { selectPreviewing } from './builder.selectors.ts';
import { activePage } from './builder.site.ts';
import type { BuilderEvent } from './builder.types.ts';

/** A small site: two pages, so selecting, adding, removing and renaming all have something to act on. */
export const fixtureSite: RenderContext = {
  design: {
    colorText: '#1f2a37',
    colorBackground: '#fbfaf7',
    colorPrimary: '#2f5d50',
    colorOnPrimary: '#ffffff',
    fontHeading: 'Georgia, serif',
    fontBody: 'system-ui, sans-serif',
    buttonCorners: 'Rounded',
    secondaryButtonCorners: 'Soft Square',
  },
  company: { name: 'Evergreen Funeral Homes', phoneNumber: '(503) 555-0142', logoUrl: null },
  navigation: {
    items: [
      { node: { label: 'Home', to: '/', empty: false, hiddenHeader: false } },
      { node: { label: 'About', to: '/about', empty: false, hiddenHeader: false } },
    ],
  },
  // Shaped like the demo site's /services/burial and /services/cremation, which the browser walk uses.
  pages: {
    '/': {
      id: 'page-burial',
      path: '/',
      title: 'Burial Services',
      description: 'Visitation, service and committal',
      parentId: null,
      position: 0,
      modules: [
        { id: 'burial-body', type: 'richText', html: '<h2>Traditional burial</h2><p>A place to gather.</p>' },
        {
          id: 'burial-faq',
          type: 'faq',
          heading: 'Questions about burial',
          items: [{ id: 'burial-faq-1', question: 'Is embalming required?', answer: 'Not in most cases.' }],
        },
      ],
    },
    '/about': {
      id: 'page-cremation',
      path: '/about',
      title: 'Cremation Services',
      description: 'Cremation, your way',
      parentId: null,
      position: 1,
      modules: [
        { id: 'cremation-body', type: 'richText', html: '<p>Cremation, your way.</p>' },
        {
          id: 'cremation-keepsakes',
          type: 'imageWithText',
          heading: 'Keeping them close',
          html: '<p>Urns and keepsakes.</p>',
          image: { id: 'cremation-keepsakes-image', src: '/media/chapel-riverside.svg', alt: 'A chapel garden' },
          imageSide: 'left',
        },
      ],
    },
  },
  header: { id: 'header-main' },
  footer: { id: 'footer-main' },
  settings: { tagline: 'Since 1952', footerText: 'Family owned.' },
  locations: [],
};

export const fixtureRevision = 7;

/** Where each page of the fixture is in the demo site (tests/models/builder.spec.ts walks there). */
export const demoPathOf: Readonly<Record<string, string>> = {
  '/': '/services/burial',
  '/about': '/services/cremation',
};

const faq = (id: string): PageModule => ({
  id,
  type: 'faq',
  heading: 'Frequently asked questions',
  items: [{ id: `${id}-item-1`, question: 'What should I do first?', answer: 'Call us at any hour.' }],
});

/**
 * The events to offer from a snapshot: each user gesture with arguments that fit the page shown,
 * and the results the effects may give. Unusable ones are dropped by the walk (`snapshot.can`).
 */
export function builderEvents(snapshot: BuilderSnapshot): Array<BuilderEvent | BuiltInEvent> {
  const { context } = snapshot;
  const modules = activePage(context)?.modules ?? [];
  const first = modules[0];
  const active = modules.find((module) => module.id === context.activeModuleId);
  // Modules with a heading first: the walk then edits a heading in the panel, as staff would.
  const activatable =
    modules.find((module) => module.id !== context.activeModuleId && 'heading' in module) ??
    modules.find((module) => module.id !== context.activeModuleId);
  const page = activePage(context);
  const newId = `added-${context.past.length + context.future.length + modules.length}`;
  const results = effectResults(snapshot);
  // Out of preview the bar is gone: staff can only come back (a refresh then loads the approved site).
  if (!selectPreviewing(snapshot)) return [{ type: 'preview.enter' }, { type: 'context.refresh' }, ...results];
  return [
    { type: 'preview.enter' },
    { type: 'preview.exit' },
    { type: 'edit.start' },
    { type: 'edit.stop' },
    ...(first
      ? [
          { type: 'module.hover', id: first.id } as const,
          { type: 'module.unhover', id: context.hoveredModuleId ?? first.id } as const,
          { type: 'module.remove', id: first.id } as const,
        ]
      : []),
    ...(activatable ? [{ type: 'module.activate', id: activatable.id } as const] : []),
    ...(active && 'heading' in active
      ? [{ type: 'module.update', id: active.id, fields: { heading: 'Changed by staff' } } as const]
      : []),
    { type: 'module.deactivate' },
    { type: 'module.add', module: faq(newId), beforeId: first?.id ?? null },
    { type: 'module.add', module: faq(`${newId}-end`), beforeId: 'no-such-module' },
    { type: 'history.undo' },
    { type: 'history.redo' },
    { type: 'page.select', path: context.pagePath === '/' ? '/about' : '/' },
    ...(page
      ? [
          {
            type: 'page.update',
            path: page.path,
            settings: {
              path: page.path,
              title: `${page.title} (edited)`,
              description: page.description,
              parentId: null,
            },
          } as const,
        ]
      : []),
    {
      type: 'navigation.update',
      navigation: { items: [{ node: { label: 'Home', to: '/', empty: false, hiddenHeader: false } }] },
    },
    { type: 'context.refresh' },
    { type: 'draft.save' },
    { type: 'draft.publish' },
    { type: 'version.rollback', version: 1 },
    { type: 'error.dismiss' },
    ...results,
  ];
}

/** What the effects answer: the draft (with its revision) or the approved site (none), and the rest. */
function effectResults(snapshot: BuilderSnapshot): BuiltInEvent[] {
  const { context } = snapshot;
  const approved = snapshot.matches({ activity: { loading: 'approved' } });
  return [
    { type: 'xstate.done.actor.load', output: { site: fixtureSite, revision: approved ? null : fixtureRevision } },
    { type: 'xstate.error.actor.load', error: { reason: 'failed', message: 'The draft could not be loaded.' } },
    {
      type: 'xstate.done.actor.save',
      output: { revision: (context.revision ?? 0) + 1, savedAt: '2026-03-02T09:00:00.000Z' },
    },
    { type: 'xstate.error.actor.save', error: { reason: 'conflict', message: 'Someone else changed the draft.' } },
    {
      type: 'xstate.done.actor.publish',
      output: { version: 2, revision: context.revision ?? 0, publishedAt: '2026-03-02T09:00:00.000Z' },
    },
    { type: 'xstate.error.actor.publish', error: { reason: 'failed', message: 'Publishing failed.' } },
    { type: 'xstate.done.actor.rollback', output: { version: 1, revision: (context.revision ?? 0) + 1 } },
    { type: 'xstate.error.actor.rollback', error: { reason: 'failed', message: 'Rolling back failed.' } },
  ];
}

export const model = defineModel({
  name: 'builder',
  machine: builderMachine,
  input: { pagePath: '/' },
  events: builderEvents,
  // Adding before a module and appending are one (state, event, state) step; whether the page ends
  // with an appended module tells them apart, so the walk takes both.
  abstract: ({ context }) => activePage(context)?.modules.at(-1)?.id.endsWith('-end') ?? false,
  rules: builderRules,
  refused: refusedBuilderEvents,
});
