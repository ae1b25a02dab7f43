import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StaffObituary } from '#contract/staff-obituaries.ts';
import { PublicationSteps } from './PublicationSteps.tsx';

/* The steps of an obituary's life as the server's `actions` say them (decision 0066). */

const step = (allowed: boolean, reason: string | null, permission = 'obituaries.write') => ({
  allowed,
  reason,
  permission,
});

// A draft whose text waits for approval, seen by office staff.
const draft = {
  state: 'draft',
  actions: {
    'ask-family': step(false, 'No family member is on this case to ask: invite one first'),
    'stop-asking': step(false, 'Withdrawing the request to the family is not possible while the obituary is a draft'),
    'approve-text': step(false, 'Your role does not allow this.', 'obituaries.publish'),
    'mark-ready': step(false, 'The obituary needs text approved by the family or a director'),
    publish: step(false, 'Publishing it is not possible while the obituary is a draft', 'obituaries.publish'),
    unpublish: step(
      false,
      'Taking it off the website is not possible while the obituary is a draft',
      'obituaries.publish',
    ),
  },
} as unknown as StaffObituary;

describe('PublicationSteps', () => {
  it('leaves out the steps the state cannot take, and disables the others with the reason beside them', () => {
    render(<PublicationSteps view={draft} dirty={false} busy={false} onStep={() => undefined} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Ask the family to approve',
      'Approve the text for the family',
      'Mark ready',
    ]);
    const ready = screen.getByRole('button', { name: 'Mark ready' });
    expect(ready).toBeDisabled();
    expect(ready).toHaveAccessibleDescription('The obituary needs text approved by the family or a director.');
    expect(screen.getByRole('button', { name: 'Approve the text for the family' })).toHaveAccessibleDescription(
      'Your role does not allow this.',
    );
  });

  it('takes an allowed step, and waits while the form has unsaved changes', async () => {
    const onStep = vi.fn();
    const ready = {
      ...draft,
      state: 'ready',
      actions: { ...draft.actions, publish: step(true, null, 'obituaries.publish') },
    } as unknown as StaffObituary;
    const { rerender } = render(<PublicationSteps view={ready} dirty={false} busy={false} onStep={onStep} />);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onStep).toHaveBeenCalledWith('publish');
    rerender(<PublicationSteps view={ready} dirty busy={false} onStep={onStep} />);
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.getByText('Save your changes first: these steps act on the saved obituary.')).toBeVisible();
  });
});
