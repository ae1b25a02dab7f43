import type { NavItem, Navigation } from '#contract/website.ts';

/** Spec §2: the navigation always gets a 'Plan Now' link, not empty and hidden in the header. */
export const planNowItem: NavItem = {
  node: { label: 'Plan Now', to: '/plan-now', empty: false, hiddenHeader: true },
};

export function withPlanNow(navigation: Navigation): Navigation {
  return { items: [...navigation.items, planNowItem] };
}

export const headerItems = (navigation: Navigation): NavItem[] =>
  navigation.items.filter((item) => !item.node.hiddenHeader);

/** Every tab says where the visitor is and whose site it is. */
export const documentTitle = (title: string | null, companyName: string): string =>
  title ? `${title} | ${companyName}` : companyName;
