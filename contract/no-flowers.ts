/*
 * What the public obituary and its shop say when the family asks for donations in lieu of flowers
 * (decision 0082). A module of its own: the obituary page reads it without the shop's code (the
 * shop's categories stay in shop-categories.ts, which only the shop and the console load).
 */
export const noFlowersNotice = 'The family asks for donations in lieu of flowers.';
