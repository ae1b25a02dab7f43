import { style } from '@vanilla-extract/css';

/** The owner's words keep their own line breaks (a bank's details, one per line). */
export const instructions = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
