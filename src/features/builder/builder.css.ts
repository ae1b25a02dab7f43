import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints, space } from '#src/ui/theme/theme.css.ts';

/*
 * The builder's own look: fixed, high-contrast colours that do not follow the site's design, so the
 * tools read the same on every funeral home's site (all text pairs meet WCAG AA contrast).
 */
const ink = '#0f172a';
const bar = '#1e293b';
const accent = '#1d4ed8';
const accentDark = '#1e3a8a';
const focusOnDark = '#fbbf24';
const danger = '#b91c1c';
const muted = '#475569';
const line = '#cbd5e1';

export const PANEL_WIDTH = '28rem';

export const shell = style({});
export const shellWithPanel = style({
  '@media': { [breakpoints.medium]: { paddingRight: PANEL_WIDTH } },
});

export const previewBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  background: bar,
  color: '#ffffff',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", sans-serif',
  fontSize: '0.95rem',
  lineHeight: 1.4,
});
globalStyle(`${previewBar} :focus-visible`, { outline: `3px solid ${focusOnDark}`, outlineOffset: '2px' });

export const barTitle = style({ fontWeight: 700, marginRight: space.sm });
export const barStatus = style({ flex: '1 1 12rem', minWidth: '12rem' });
export const barGroup = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, alignItems: 'center' });
export const barLabel = style({ display: 'flex', alignItems: 'center', gap: space.xs });

export const tool = recipe({
  base: {
    minHeight: '2.25rem',
    minWidth: '2.25rem',
    padding: `${space.xs} ${space.sm}`,
    border: '1px solid transparent',
    borderRadius: '0.375rem',
    fontFamily: 'inherit',
    fontSize: '0.95rem',
    fontWeight: 600,
    cursor: 'pointer',
    selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.55 } },
  },
  variants: {
    tone: {
      light: { background: '#ffffff', color: ink, borderColor: line },
      primary: { background: accent, color: '#ffffff' },
      quiet: { background: 'transparent', color: 'inherit', borderColor: 'currentColor' },
      danger: { background: '#ffffff', color: danger, borderColor: danger },
    },
    pressed: {
      true: { background: '#dbeafe', color: accentDark, borderColor: accent, boxShadow: `inset 0 0 0 2px ${accent}` },
      false: {},
    },
  },
  defaultVariants: { tone: 'light', pressed: false },
});

export const select = style({
  minHeight: '2.25rem',
  padding: `${space.xs} ${space.sm}`,
  borderRadius: '0.375rem',
  border: `1px solid ${line}`,
  fontFamily: 'inherit',
  fontSize: '0.95rem',
  color: ink,
  background: '#ffffff',
  maxWidth: '16rem',
});

export const alert = style({
  flexBasis: '100%',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  background: '#fef2f2',
  color: '#7f1d1d',
  borderRadius: '0.375rem',
  border: `1px solid ${danger}`,
});
globalStyle(`${alert} :focus-visible`, { outline: `3px solid ${accent}` });

// ——— module frames (edit mode) ———

export const frame = recipe({
  base: {
    position: 'relative',
    outline: '2px dashed transparent',
    outlineOffset: '-2px',
    transition: 'outline-color 80ms ease',
    cursor: 'pointer',
  },
  variants: {
    hovered: { true: { outlineColor: accent }, false: {} },
    active: { true: { outline: `3px solid ${accent}`, outlineOffset: '-3px' }, false: {} },
  },
  defaultVariants: { hovered: false, active: false },
});

export const frameTools = style({
  position: 'absolute',
  top: space.xs,
  left: space.xs,
  zIndex: 5,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2px',
  padding: '2px',
  borderRadius: '0.375rem',
  background: accentDark,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", sans-serif',
  boxShadow: '0 1px 4px rgba(15, 23, 42, 0.35)',
});
globalStyle(`${frameTools} :focus-visible`, { outline: `3px solid ${focusOnDark}`, outlineOffset: '1px' });

export const frameTool = style({
  minHeight: '2rem',
  padding: `2px ${space.sm}`,
  border: 0,
  borderRadius: '0.25rem',
  background: 'transparent',
  color: '#ffffff',
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { background: accent }, '&[aria-pressed="true"]': { background: accent } },
});

export const placeholder = style({
  margin: 0,
  padding: `${space.xl} ${space.md} ${space.lg}`,
  border: `2px dashed ${muted}`,
  color: ink,
  background: '#f8fafc',
  textAlign: 'center',
});

// ——— editor panel and dialogs ———

export const panel = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: 30,
  width: `min(${PANEL_WIDTH}, 100%)`,
  overflowY: 'auto',
  padding: space.md,
  background: '#ffffff',
  color: ink,
  borderLeft: `1px solid ${line}`,
  boxShadow: '-4px 0 16px rgba(15, 23, 42, 0.15)',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", sans-serif',
  fontSize: '1rem',
  lineHeight: 1.5,
});
globalStyle(`${panel} :focus-visible`, { outline: `3px solid ${accent}`, outlineOffset: '2px' });
globalStyle(`${panel} h2, ${panel} h3`, { fontFamily: 'inherit' });

export const panelHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space.sm,
  marginBottom: space.md,
});

export const panelTitle = style({ fontSize: '1.25rem', margin: 0 });
export const panelSubtitle = style({ margin: 0, color: muted, fontSize: '0.9rem' });
export const panelActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  marginTop: space.lg,
  paddingTop: space.md,
  borderTop: `1px solid ${line}`,
});

export const dialog = style({
  width: 'min(40rem, calc(100% - 2rem))',
  maxHeight: 'calc(100% - 2rem)',
  padding: space.lg,
  border: `1px solid ${line}`,
  borderRadius: '0.5rem',
  color: ink,
  background: '#ffffff',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", sans-serif',
  lineHeight: 1.5,
  selectors: { '&::backdrop': { background: 'rgba(15, 23, 42, 0.5)' } },
});
globalStyle(`${dialog} :focus-visible`, { outline: `3px solid ${accent}`, outlineOffset: '2px' });
globalStyle(`${dialog} h2, ${dialog} h3`, { fontFamily: 'inherit' });

// ——— form fields ———

export const form = style({ display: 'grid', gap: space.md });
export const fieldset = style({
  display: 'grid',
  gap: space.md,
  margin: 0,
  padding: space.md,
  border: `1px solid ${line}`,
  borderRadius: '0.375rem',
  minWidth: 0,
});
export const legend = style({ fontWeight: 700, padding: `0 ${space.xs}` });
export const help = style({ margin: 0, color: muted, fontSize: '0.875rem' });
export const error = style({ margin: 0, color: danger, fontWeight: 600, fontSize: '0.9rem' });
export const input = style({
  width: '100%',
  minHeight: '2.5rem',
  padding: `${space.xs} ${space.sm}`,
  border: `1px solid ${muted}`,
  borderRadius: '0.375rem',
  fontFamily: 'inherit',
  fontSize: '1rem',
  color: ink,
  background: '#ffffff',
  selectors: { '&[aria-invalid="true"]': { borderColor: danger, borderWidth: '2px' } },
});
export const textarea = style([input, { minHeight: '6rem', resize: 'vertical' }]);
export const checkboxRow = style({ display: 'flex', alignItems: 'center', gap: space.sm, fontWeight: 600 });
export const checkbox = style({ width: '1.25rem', height: '1.25rem' });
export const listItem = style({
  display: 'grid',
  gap: space.sm,
  padding: space.sm,
  borderLeft: `4px solid ${line}`,
  background: '#f8fafc',
});
export const itemTools = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });
export const richText = style([
  input,
  {
    minHeight: '8rem',
    maxHeight: '24rem',
    overflowY: 'auto',
    lineHeight: 1.5,
  },
]);

export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${space.xs} ${space.sm}`,
  borderBottom: `1px solid ${line}`,
  verticalAlign: 'top',
});

export const signIn = style({
  maxWidth: '26rem',
  margin: `${space.xxl} auto`,
  padding: space.lg,
  border: `1px solid ${line}`,
  borderRadius: '0.5rem',
  background: '#ffffff',
  color: ink,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", sans-serif',
  lineHeight: 1.5,
});
globalStyle(`${signIn} :focus-visible`, { outline: `3px solid ${accent}`, outlineOffset: '2px' });
globalStyle(`${signIn} h1`, { fontFamily: 'inherit', fontSize: '1.5rem' });

/** The kit's: hidden from view, still read by screen readers. */
export { visuallyHidden } from '#src/ui/layout/layout.css.ts';
