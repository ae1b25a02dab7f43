/** "/family-portal/7/daniel-okafor": the canonical address of a family case (spec §2). */
export const casePath = ({ id, nameSlug }: { id: number; nameSlug: string }): string =>
  `/family-portal/${id}/${nameSlug}`;
