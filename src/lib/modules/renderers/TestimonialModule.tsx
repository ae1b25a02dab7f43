import { container, section } from '#src/ui/layout/layout.css.ts';
import type { ModuleRenderProps } from '../module-props.ts';
import * as styles from './modules.css.ts';

/** Words of families served: each a quotation with who said it. */
export function TestimonialModule({ module, headingLevel }: ModuleRenderProps<'testimonial'>) {
  const Heading = headingLevel;
  return (
    <section className={`${container} ${section}`} aria-labelledby={`${module.id}-heading`}>
      <Heading id={`${module.id}-heading`}>{module.heading}</Heading>
      <ul className={styles.quoteList}>
        {module.items.map((item) => (
          <li key={item.id}>
            <figure className={styles.quote}>
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className={styles.quoteSource}>
                {item.author}
                {item.relation && <span>, {item.relation}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
