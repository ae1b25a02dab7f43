import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorPage } from '#src/features/errors/ErrorPage.tsx';
import { fallbackDesign, themeStyle } from '#src/features/website/site-theme.ts';

/** When the site itself could not load there is no layout to sit in: show the error page alone. */
export function StandaloneErrorPage({ error }: ErrorComponentProps) {
  return (
    <div style={themeStyle(fallbackDesign)}>
      <link rel="icon" href="/favicon.ico" />
      <main id="main">
        <ErrorPage error={error} />
      </main>
    </div>
  );
}
