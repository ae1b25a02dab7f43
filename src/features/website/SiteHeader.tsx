import { useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { telHref } from '#contract/phone.ts';
import type { NavItem } from '#contract/website.ts';
import { container } from '#src/ui/layout/layout.css.ts';
import { SmartLink } from '#src/ui/link/SmartLink.tsx';
import { headerItems } from '#src/lib/site/navigation.ts';
import { useSite } from '#src/lib/site/use-site.ts';
import * as styles from './SiteHeader.css.ts';

function NavEntry({ item }: { item: NavItem }) {
  const [open, setOpen] = useState(false);
  const submenuId = useId();
  const children = item.children ?? [];
  return (
    <li
      className={styles.navItem}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {item.node.empty ? (
        <span className={styles.navLink}>{item.node.label}</span>
      ) : (
        <SmartLink to={item.node.to} className={styles.navLink}>
          {item.node.label}
        </SmartLink>
      )}
      {children.length > 0 && (
        <>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={submenuId}
            aria-label={`${item.node.label} pages`}
            onClick={() => setOpen((value) => !value)}
          >
            ▾
          </button>
          <ul id={submenuId} className={styles.submenu} hidden={!open}>
            {children.map((child) => (
              <li key={child.node.to}>
                <SmartLink to={child.node.to} className={styles.navLink}>
                  {child.node.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

export function SiteHeader() {
  const { company, navigation } = useSite();
  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <div className={`${container} ${styles.bar}`}>
        <Link to="/" className={styles.brand}>
          {/* A logo carries the name itself; without one, the name is the brand. */}
          {company.logoUrl ? <img className={styles.logo} src={company.logoUrl} alt={company.name} /> : company.name}
        </Link>
        <nav aria-label="Main">
          <ul className={styles.navList}>
            {headerItems(navigation).map((item) => (
              <NavEntry key={item.node.to} item={item} />
            ))}
            {/* On a phone the footer's link to the portal is a long scroll away: the menu has it too. */}
            <li className={styles.phoneOnlyItem}>
              <Link to="/family-portal/login" className={styles.navLink}>
                Family portal
              </Link>
            </li>
          </ul>
        </nav>
        <a className={styles.phone} href={telHref(company.phoneNumber)}>
          Call {company.phoneNumber}
        </a>
      </div>
    </header>
  );
}
