import { useEffect, useState } from 'react';
import type { StaffPriceList } from '#contract/staff-price-list.ts';
import { GeneralPriceListSections, RuleText } from '#src/lib/price-list/GeneralPriceList.tsx';
import { PriceListDocument } from '#src/lib/price-list/PriceListDocument.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { printableDocument, type PrintableList } from './printable-lists.ts';
import * as styles from './price-list.css.ts';

const buttons: { list: PrintableList; words: string }[] = [
  { list: 'general', words: 'Print the general price list' },
  { list: 'caskets', words: 'Print the casket price list' },
  { list: 'containers', words: 'Print the outer burial container price list' },
];

/**
 * "Hand out in person" (decision 0108): each of the Funeral Rule's lists printed from the
 * browser, as the public list reads, with the company's name, places and the list's effective date. The
 * list chosen is drawn in an area shown only on paper, then the browser's print dialog opens.
 */
export function PrintableLists({ list }: { list: StaffPriceList }) {
  const [printing, setPrinting] = useState<{ list: PrintableList; at: number } | null>(null);
  useEffect(() => {
    if (printing) window.print();
  }, [printing]);
  const document = printing && printableDocument(list, printing.list);
  return (
    <section className={styles.panel} aria-labelledby="print-title">
      <h2 id="print-title" className={styles.panelTitle}>
        Hand out in person
      </h2>
      <p className={styles.meta}>
        The FTC Funeral Rule asks you to give the general price list when a discussion of arrangements begins, the
        casket price list before showing caskets, and the outer burial container price list before showing containers.
      </p>
      <p className={styles.actions}>
        {buttons.map(({ list: which, words }) => (
          <button
            key={which}
            type="button"
            className={button({ tone: 'secondary' })}
            onClick={() => setPrinting({ list: which, at: Date.now() })}
          >
            {words}
          </button>
        ))}
      </p>
      {document && (
        <div className={styles.printArea}>
          <PriceListDocument
            caption={document.caption}
            company={list.company}
            places={list.locations}
            effectiveOn={list.effectiveOn}
            headingId="printed-list-title"
          >
            {document.intro && <RuleText sentence={document.intro} />}
            <GeneralPriceListSections sections={document.sections} />
          </PriceListDocument>
        </div>
      )}
    </section>
  );
}
