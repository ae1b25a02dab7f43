import type { ModuleOf } from '#contract/modules.ts';
import { button } from '#src/ui/button/button.css.ts';
import { container } from '#src/ui/layout/layout.css.ts';
import { SmartLink } from '#src/ui/link/SmartLink.tsx';
import type { HeadingLevel } from '../module-props.ts';
import * as styles from './modules.css.ts';

export function HeroModule({ module, headingLevel }: { module: ModuleOf<'hero'>; headingLevel: HeadingLevel }) {
  const Heading = headingLevel;
  return (
    <section className={styles.hero} aria-labelledby={`${module.id}-heading`}>
      {module.image && <img className={styles.heroImage} src={module.image.src} alt={module.image.alt} />}
      <div className={container}>
        <div className={styles.heroBody}>
          <Heading id={`${module.id}-heading`} className={styles.heroHeading}>
            {module.heading}
          </Heading>
          {module.subheading && <p className={styles.heroSub}>{module.subheading}</p>}
          {module.cta && (
            <SmartLink to={module.cta.to} className={button({ tone: 'inverse' })}>
              {module.cta.label}
            </SmartLink>
          )}
        </div>
      </div>
    </section>
  );
}
