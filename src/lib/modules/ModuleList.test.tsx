import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageModule } from '#contract/modules.ts';
import { ModuleFrameContext, type ModuleFrameProps } from './module-frame.ts';
import { ModuleList, pageHasOwnHeading } from './ModuleList.tsx';
import { preloadModuleRenderers } from './renderers.ts';

const modules: PageModule[] = [
  { id: 'hero', type: 'hero', heading: 'Honoring every life' },
  { id: 'faq', type: 'faq', heading: 'Questions', items: [{ id: 'q', question: 'When?', answer: 'Any time.' }] },
  {
    id: 'words',
    type: 'testimonial',
    heading: 'What families say',
    items: [{ id: 'w', quote: 'Kind people.', author: 'Ruth' }],
  },
];

function Frame({ module, children }: ModuleFrameProps) {
  return <div data-testid={`frame-${module.id}`}>{children}</div>;
}

describe('ModuleList', () => {
  it('renders each module with its registered renderer, the leading hero as the h1', async () => {
    await preloadModuleRenderers(modules);
    render(<ModuleList modules={modules} locations={[]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Honoring every life' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Questions' })).toBeVisible();
    // A renderer of its own chunk, preloaded with the page: shown at once.
    expect(screen.getByText('Kind people.')).toBeVisible();
    expect(pageHasOwnHeading(modules)).toBe(true);
  });

  it('shows a renderer that was not preloaded once its chunk arrives', async () => {
    const team: PageModule = {
      id: 'team',
      type: 'teamMembers',
      heading: 'Our team',
      members: [{ id: 'a', name: 'Ann', role: 'Director' }],
    };
    await act(async () => {
      render(<ModuleList modules={[team]} locations={[]} />);
    });
    expect(await screen.findByRole('heading', { name: 'Ann' })).toBeVisible();
  });

  it('wraps every module in the frame the builder provides, and in nothing otherwise', async () => {
    await preloadModuleRenderers(modules);
    const { unmount } = render(<ModuleList modules={modules} locations={[]} />);
    expect(screen.queryByTestId('frame-hero')).toBeNull();
    unmount();
    render(
      <ModuleFrameContext.Provider value={Frame}>
        <ModuleList modules={modules} locations={[]} />
      </ModuleFrameContext.Provider>,
    );
    for (const module of modules) expect(screen.getByTestId(`frame-${module.id}`)).toBeInTheDocument();
  });
});
