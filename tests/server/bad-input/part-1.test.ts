import { defineBadInputPart } from './bad-input-part.ts';

// Part 1 of the bad-input property test (bad-input-part.ts says why it comes in parts).
await defineBadInputPart(1);
