import type { GplSection } from '#contract/general-price-list.ts';
import type { RuleSentence } from '#contract/funeral-rule.ts';
import { PriceLinesTable } from './PriceLinesTable.tsx';
import * as styles from './general-price-list.css.ts';

/**
 * The Funeral Rule's price lists as a page (decision 0108): each section under its heading, its range
 * and what its price includes, its prices as a table, and the rule's sentences right after the prices
 * they belong to ("in immediate conjunction"), each carrying its paragraph in `data-rule`. The public
 * general price list and the console's printed lists draw the layouts of contract/general-price-list.ts.
 */
export function GeneralPriceListSections({ sections, level = 2 }: { sections: readonly GplSection[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      {sections.map((section) => (
        <section
          key={section.key}
          className={styles.section}
          aria-labelledby={`gpl-${section.key}`}
          data-rule={section.rule ?? undefined}
        >
          <Heading id={`gpl-${section.key}`} className={styles.heading}>
            {section.heading}
          </Heading>
          {section.range && <p className={styles.range}>{section.range}</p>}
          {section.description && <p>{section.description}</p>}
          {section.lines.length > 0 && (
            <PriceLinesTable caption={`Prices: ${section.heading}`} captionShown={false} lines={section.lines} />
          )}
          {section.sentences.map((sentence) => (
            <RuleText key={sentence.rule} sentence={sentence} />
          ))}
          {section.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </section>
      ))}
    </>
  );
}

/** A sentence in the rule's words, marked with the paragraph that prescribes it. */
export function RuleText({ sentence }: { sentence: RuleSentence }) {
  return (
    <p className={styles.ruleText} data-rule={sentence.rule}>
      {sentence.text}
    </p>
  );
}
