import type { PlanType } from '#contract/planning.ts';

const preplanning = 'Preplanning helps you review your options and gives peace of mind to your loved ones.';

/** Spec §1: each plan type with its message. */
export const planTypeText: Readonly<Record<PlanType, { label: string; message: string; short: string }>> = {
  'pre-plan-self': { label: "I'm planning ahead for myself", message: preplanning, short: 'Planning ahead for myself' },
  'pre-plan-other': {
    label: "I'm planning ahead for someone else",
    message: preplanning,
    short: 'Planning ahead for someone else',
  },
  'at-need': {
    label: 'Someone has died and I need help now',
    message:
      "We're sorry for your loss and understand this can be an emotional time. Let's work together right from your home.",
    short: 'Help after a death',
  },
};
