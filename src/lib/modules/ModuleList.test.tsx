import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageModule } from '#contract/modules.ts';
import { ModuleFrameContext, type ModuleFrameProps } from './module-frame.ts';
import { ModuleList, pageHasOwnHeading } from './ModuleList.tsx';
import { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/api/client.ts';
import { preloadModules } from './renderers.ts';

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

/** An API that answers every GET with `answer` (or fails), recording what it was asked. */
function fakeApi(answer: () => Promise<unknown>) {
  const get = vi.fn((_path: string, _options?: unknown) => answer());
  return { api: { get } as unknown as ApiClient, get };
}
const preload = (list: PageModule[], api = fakeApi(() => Promise.reject(new Error('no API here'))).api) =>
  preloadModules(list, { queryClient: new QueryClient(), api });

function Frame({ module, children }: ModuleFrameProps) {
  return <div data-testid={`frame-${module.id}`}>{children}</div>;
}

describe('ModuleList', () => {
  it('renders each module with its registered renderer, the leading hero as the h1', async () => {
    await preload(modules);
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
    await preload(modules);
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

  it('asks for the lists the page shows with the page, and a failed list does not fail the page', async () => {
    const lists: PageModule[] = [
      { id: 'recent', type: 'recentObituaries', heading: 'Recent obituaries', limit: 4 },
      { id: 'news', type: 'blogList', heading: 'News', limit: 3 },
    ];
    const queryClient = new QueryClient();
    const { api, get } = fakeApi(() => Promise.resolve({ items: [], total: 0 }));
    await preloadModules(lists, { queryClient, api });
    expect(get.mock.calls.map(([path]) => path).sort()).toEqual(['/api/web/blog/articles', '/api/web/obituaries']);
    expect(queryClient.getQueryData(['obituaries', { pageSize: 4 }])).toEqual({ items: [], total: 0 });

    await expect(preload(lists)).resolves.toBeUndefined();
  });
});
