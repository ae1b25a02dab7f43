import type { ModuleOf } from '#contract/modules.ts';
import { button } from '#src/ui/button/button.css.ts';
import { container, section } from '#src/ui/layout/layout.css.ts';
import { SmartLink } from '#src/ui/link/SmartLink.tsx';
import type { HeadingLevel } from '../module-props.ts';
import * as styles from './modules.css.ts';

export function CallToActionModule({
  module,
  headingLevel,
}: {
  module: ModuleOf<'callToAction'>;
  headingLevel: HeadingLevel;
}) {
  const Heading = headingLevel;
  return (
    <section className={`${container} ${section}`} aria-labelledby={`${module.id}-heading`}>
      <div className={styles.callout}>
        <Heading id={`${module.id}-heading`}>{module.heading}</Heading>
        <p>{module.text}</p>
        <SmartLink to={module.button.to} className={button({ tone: 'primary' })}>
          {module.button.label}
        </SmartLink>
      </div>
    </section>
  );
}
