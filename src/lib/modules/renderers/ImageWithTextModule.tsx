import type { ModuleOf } from '#contract/modules.ts';
import { container, section } from '#src/ui/layout/layout.css.ts';
import type { HeadingLevel } from '../module-props.ts';
import * as styles from './modules.css.ts';

export function ImageWithTextModule({
  module,
  headingLevel,
}: {
  module: ModuleOf<'imageWithText'>;
  headingLevel: HeadingLevel;
}) {
  const Heading = headingLevel;
  return (
    <section className={`${container} ${section}`} aria-labelledby={`${module.id}-heading`}>
      <div className={styles.split}>
        <img
          className={`${styles.roundedImage} ${module.imageSide === 'right' ? styles.splitImageRight : ''}`}
          src={module.image.src}
          alt={module.image.alt}
          loading="lazy"
        />
        <div className={styles.prose}>
          <Heading id={`${module.id}-heading`}>{module.heading}</Heading>
          <div dangerouslySetInnerHTML={{ __html: module.html }} />
        </div>
      </div>
    </section>
  );
}
