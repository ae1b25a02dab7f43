import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';

interface SmartLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
}

const isExternalHref = (to: string) => /^(https?:|mailto:|tel:)/i.test(to);

/** CMS links may point inside the site (client navigation) or away from it (a plain anchor). */
export function SmartLink({ to, children, ...rest }: SmartLinkProps) {
  if (isExternalHref(to)) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  return (
    // Home is active only on itself; any other link also on the pages below it.
    <Link to={to} activeOptions={{ exact: to === '/' }} {...rest}>
      {children}
    </Link>
  );
}
