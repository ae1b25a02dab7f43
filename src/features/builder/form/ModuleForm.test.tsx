import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PageModule } from '#contract/modules.ts';
import { mergeModule } from '#machines/builder/builder.site.ts';
import { installValidationMessages } from '#contract/validation-messages.ts';
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
});
