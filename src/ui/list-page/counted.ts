/** "1 case", "3 cases": a count with its noun, the one or the many. */
export const counted = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;
