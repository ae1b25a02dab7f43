import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PageModule } from '#contract/modules.ts';
import { mergeModule } from '#machines/builder/builder.site.ts';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { fakeApi, officeStaff, signedIn } from '#src/lib/console/console-screen.test-helper.tsx';
import { BuilderServicesProvider, type BuilderServices } from '../builder-context.tsx';
import { ModuleForm } from './ModuleForm.tsx';

installValidationMessages();

const hero: PageModule = { id: 'h', type: 'hero', heading: 'Honoring every life', subheading: 'Since 1952' };
const faq: PageModule = {
  id: 'f',
  type: 'faq',
  heading: 'Questions',
  items: [{ id: 'q1', question: 'When?', answer: 'Any time.' }],
};

/** The form as the editor panel uses it: updates merged into the module it shows. */
function Harness({ initial, onChange }: { initial: PageModule; onChange: (fields: Record<string, unknown>) => void }) {
  const [module, setModule] = useState(initial);
  return (
    <ModuleForm
      module={module}
      disabled={false}
      onChange={(fields) => {
        onChange(fields);
        setModule((current) => mergeModule(current, fields) ?? current);
      }}
    />
  );
}

describe('ModuleForm (generated from the module schema)', () => {
  it('labels every field and sends each valid change at once', async () => {
    const onChange = vi.fn();
    render(<Harness initial={hero} onChange={onChange} />);
    const heading = screen.getByLabelText('Heading');
    await userEvent.clear(heading);
    await userEvent.type(heading, 'Caring');
    expect(onChange).toHaveBeenLastCalledWith({ heading: 'Caring' });
    expect(screen.getByLabelText(/^Text under the heading/)).toHaveValue('Since 1952');
  });

  it('shows the spec §5 message beside an invalid field and sends nothing for it', async () => {
    const onChange = vi.fn();
    render(<Harness initial={hero} onChange={onChange} />);
    const heading = screen.getByLabelText('Heading');
    await userEvent.clear(heading);
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(heading).toHaveAttribute('aria-invalid', 'true');
    expect(heading).toHaveAccessibleDescription('This field is required');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a javascript: link beside the field with the spec §5 URL message, and keeps a safe one', async () => {
    const onChange = vi.fn();
    const callToAction: PageModule = {
      id: 'c',
      type: 'callToAction',
      heading: 'Plan ahead',
      text: '',
      button: { id: 'b', label: 'Start', to: '/plan-now' },
    };
    render(<Harness initial={callToAction} onChange={onChange} />);
    const goesTo = screen.getByLabelText(/^Goes to/);
    await userEvent.clear(goesTo);
    await userEvent.type(goesTo, ' JavaScript:alert(1)');
    expect(await screen.findByText('Please enter a valid URL')).toBeVisible();
    expect(goesTo).toHaveAttribute('aria-invalid', 'true');
    expect(goesTo).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid URL'));
    expect(onChange).not.toHaveBeenCalledWith(
      expect.objectContaining({ button: expect.objectContaining({ to: ' JavaScript:alert(1)' }) }),
    );
    await userEvent.clear(goesTo);
    await userEvent.type(goesTo, 'tel:+15035550100');
    expect(screen.queryByText('Please enter a valid URL')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith({ button: { id: 'b', label: 'Start', to: 'tel:+15035550100' } });
  });

  it('leaves out an optional text emptied by the person', async () => {
    const onChange = vi.fn();
    render(<Harness initial={hero} onChange={onChange} />);
    await userEvent.clear(screen.getByLabelText(/^Text under the heading/));
    expect(onChange).toHaveBeenLastCalledWith({ subheading: undefined });
  });

  it('adds an optional group (a button) with its own new id', async () => {
    const onChange = vi.fn();
    render(<Harness initial={hero} onChange={onChange} />);
    await userEvent.click(screen.getByLabelText('Show button'));
    const group = screen.getByRole('group', { name: 'Button' });
    await userEvent.type(within(group).getByLabelText('Button text'), 'Call us');
    await userEvent.type(within(group).getByLabelText('Goes to'), '/contact');
    const last = onChange.mock.calls.at(-1)?.[0] as { cta: { id: string; label: string; to: string } };
    expect(last.cta).toMatchObject({ label: 'Call us', to: '/contact' });
    expect(last.cta.id).toMatch(/^m-[0-9a-f]{12}$/);
  });

  it('edits lists: items are added with ids, moved and removed (labels from the registry’s hints)', async () => {
    const onChange = vi.fn();
    render(<Harness initial={faq} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    const second = screen.getByRole('group', { name: 'Question 2' });
    await userEvent.type(within(second).getByLabelText('Question', { exact: true }), 'Where?');
    await userEvent.type(within(second).getByLabelText('Answer'), 'At the chapel.');
    let items = (onChange.mock.calls.at(-1)?.[0] as { items: Array<{ id: string; question: string }> }).items;
    expect(items.map((item) => item.question)).toEqual(['When?', 'Where?']);
    expect(items[1]?.id).toMatch(/^m-/);

    await userEvent.click(screen.getByRole('button', { name: 'Move Question 2 up' }));
    items = (onChange.mock.calls.at(-1)?.[0] as { items: Array<{ id: string; question: string }> }).items;
    expect(items.map((item) => item.question)).toEqual(['Where?', 'When?']);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Question 1' }));
    items = (onChange.mock.calls.at(-1)?.[0] as { items: Array<{ id: string; question: string }> }).items;
    expect(items.map((item) => item.question)).toEqual(['When?']);
  });

  it('keeps a list at its schema’s minimum', () => {
    const testimonial: PageModule = {
      id: 't',
      type: 'testimonial',
      heading: 'What families say',
      items: [{ id: 't1', quote: 'Kind people.', author: 'Ruth' }],
    };
    render(<ModuleForm module={testimonial} disabled={false} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Remove Testimonial 1' })).toBeDisabled();
  });

  it('starts again from the module when it changes from outside (undo)', () => {
    const { rerender } = render(<ModuleForm module={hero} disabled={false} onChange={() => {}} />);
    rerender(<ModuleForm module={{ ...hero, heading: 'Undone' }} disabled={false} onChange={() => {}} />);
    expect(screen.getByLabelText('Heading')).toHaveValue('Undone');
  });

  it('puts a picture of the library in an image, its alt text with it unless one is written', async () => {
    const user = userEvent.setup();
    const image = {
      url: '/api/web/media/5/640.webp',
      width: 640,
      height: 480,
      alt: 'The chapel at dusk',
      sources: [{ url: '/api/web/media/5/640.webp', width: 640 }],
    };
    const picture = {
      id: 5,
      alt: 'The chapel at dusk',
      width: 1600,
      height: 1200,
      image,
      createdAt: '2026-12-01T10:00:00.000Z',
    };
    const api = fakeApi(() => ({ items: [picture], page: 1, pageSize: 24, total: 1 }));
    const auth = await signedIn(officeStaff);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const services = { api, auth: auth.actor, queryClient } as unknown as BuilderServices;
    const onChange = vi.fn();
    const module: PageModule = {
      id: 'i',
      type: 'imageWithText',
      heading: 'Our chapel',
      html: '<p>Quiet and light.</p>',
      image: { id: 'img', src: '/media/candle.svg', alt: '' },
      imageSide: 'left',
    };
    render(
      <QueryClientProvider client={queryClient}>
        <BuilderServicesProvider value={services}>
          <Harness initial={module} onChange={onChange} />
        </BuilderServicesProvider>
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Choose from your pictures for image' }));
    await user.click(await screen.findByRole('button', { name: 'Use picture 1: The chapel at dusk' }));
    expect(onChange).toHaveBeenLastCalledWith({ image: { id: 'img', src: image.url, alt: 'The chapel at dusk' } });
    expect(api.calls).toEqual([expect.objectContaining({ method: 'GET', path: '/api/staff/pictures' })]);

    const alt = screen.getByRole('textbox', { name: /^Description for screen readers/ });
    await user.clear(alt);
    await user.type(alt, 'Our chapel');
    await user.click(screen.getByRole('button', { name: 'Choose from your pictures for image' }));
    await user.click(await screen.findByRole('button', { name: 'Use picture 1: The chapel at dusk' }));
    expect(onChange).toHaveBeenLastCalledWith({ image: { id: 'img', src: image.url, alt: 'Our chapel' } });
  });
});
