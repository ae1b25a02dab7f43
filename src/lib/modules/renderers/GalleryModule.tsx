import type { ModuleOf } from '#contract/modules.ts';
import { container, section } from '#src/ui/layout/layout.css.ts';
import type { HeadingLevel } from '../module-props.ts';
import * as styles from './modules.css.ts';

export function GalleryModule({ module, headingLevel }: { module: ModuleOf<'gallery'>; headingLevel: HeadingLevel }) {
  const Heading = headingLevel;
  return (
    <section className={`${container} ${section}`} aria-labelledby={`${module.id}-heading`}>
      <Heading id={`${module.id}-heading`}>{module.heading}</Heading>
      <ul className={styles.cardGrid}>
        {module.images.map((image) => (
          <li key={image.id}>
            <figure className={styles.figure}>
              <img className={styles.roundedImage} src={image.src} alt={image.alt} loading="lazy" />
              {image.caption && <figcaption className={styles.caption}>{image.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
