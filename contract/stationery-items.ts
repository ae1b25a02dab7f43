/*
 * The stationery proofs' item and page types, zod-free: the portal's route for
 * review-stationery/{item} checks its parameter in the route tree, which every page loads, so it
 * must not pull schema code into the entry (decision 0036).
 */

export const stationeryItemTypes = ['prayer-card', 'programme', 'bookmark'] as const;
export type StationeryItemType = (typeof stationeryItemTypes)[number];

export const stationeryPageTypes = ['front', 'inside-left', 'inside-right', 'back'] as const;
export type StationeryPageType = (typeof stationeryPageTypes)[number];

export const isStationeryItemType = (value: string): value is StationeryItemType =>
  (stationeryItemTypes as readonly string[]).includes(value);
