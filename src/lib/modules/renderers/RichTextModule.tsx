import type { ModuleOf } from '#contract/modules.ts';
import { container, section } from '#src/ui/layout/layout.css.ts';
import * as styles from './modules.css.ts';

/** The html was sanitised by the server when the context was built (docs/decisions). */
export function RichTextModule({ module }: { module: ModuleOf<'richText'> }) {
  return (
    <div className={`${container} ${section}`}>
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: module.html }} />
    </div>
  );
}
