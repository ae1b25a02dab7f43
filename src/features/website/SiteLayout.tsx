import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { themeStyle } from './site-theme.ts';
import { useSite } from '#src/lib/site/use-site.ts';
import * as styles from './SiteLayout.css.ts';

/** The site's theme (its colours, fonts and tab icon) around any page, with or without the site's frame. */
export function SiteTheme({ children }: { children: ReactNode }) {
  const { design, company } = useSite();
  return (
    <div className={styles.shell} style={themeStyle(design)}>
      {/* Spec §2: the tab icon is the configured logo, falling back to /favicon.ico. */}
      <link rel="icon" href={company.logoUrl || '/favicon.ico'} />
      {children}
    </div>
  );
}

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <SiteTheme>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </SiteTheme>
  );
}
