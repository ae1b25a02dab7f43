/**
 * Spec §1: the three plan types a visitor chooses from. Plain data, no zod: the wizard's first
 * screen shows them before the wizard's schemas have loaded (decision 0031).
 */
export const planTypes = ['pre-plan-self', 'pre-plan-other', 'at-need'] as const;
export type PlanType = (typeof planTypes)[number];
