import type { ModuleOf } from '#contract/modules.ts';
import { container, section } from '#src/ui/layout/layout.css.ts';
import type { HeadingLevel } from '../module-props.ts';
import * as styles from './modules.css.ts';

/** details/summary: keyboard and screen-reader friendly without any script. */
export function FaqModule({ module, headingLevel }: { module: ModuleOf<'faq'>; headingLevel: HeadingLevel }) {
  const Heading = headingLevel;
  return (
    <section className={`${container} ${section}`} aria-labelledby={`${module.id}-heading`}>
      <Heading id={`${module.id}-heading`}>{module.heading}</Heading>
      <div className={styles.prose}>
        {module.items.map((item) => (
          <details key={item.id} className={styles.faqItem}>
            <summary className={styles.faqQuestion}>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
