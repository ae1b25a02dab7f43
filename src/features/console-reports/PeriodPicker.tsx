import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { addMonths, monthText, type Month, type ReportPeriod } from '#contract/report-period.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { button } from '#src/ui/button/button.css.ts';
import { control } from '#src/ui/field/control.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { formHydrated } from '#src/ui/hydration/form-hydrated.ts';
import { LinkTabs } from '#src/ui/list-page/LinkTabs.tsx';
import * as styles from './reports.css.ts';

/**
 * The reports' period (decision 0126): a year, the last twelve months, or any months from one to
 * another, in the address (`?from=2026-01&to=2026-06`) so a period can be bookmarked and Back returns.
 */
export function PeriodPicker({ period, thisMonth }: { period: ReportPeriod; thisMonth: Month }) {
  const navigate = useNavigate();
  const id = useId();
  const [from, setFrom] = useState<string>(period.from);
  const [to, setTo] = useState<string>(period.to);
  const year = Number(thisMonth.slice(0, 4));
  const choices: { label: string; period: ReportPeriod }[] = [
    { label: 'This year', period: { from: `${year}-01` as Month, to: thisMonth } },
    { label: 'Last 12 months', period: { from: addMonths(thisMonth, -11), to: thisMonth } },
    { label: String(year - 1), period: { from: `${year - 1}-01` as Month, to: `${year - 1}-12` as Month } },
  ];
  return (
    <>
      <LinkTabs
        label="Periods"
        tabs={choices.map((choice) => ({
          label: choice.label,
          link: { ...consolePage('reports'), search: { ...choice.period } },
          current: choice.period.from === period.from && choice.period.to === period.to,
        }))}
      />
      <form
        ref={formHydrated}
        aria-label="Choose the months"
        className={styles.periodForm}
        onSubmit={(event) => {
          event.preventDefault();
          void navigate({ ...consolePage('reports'), search: { from: from || undefined, to: to || undefined } });
        }}
      >
        <Field id={`${id}-from`} label="From" hint={`A month, such as ${monthText(period.from)}: ${period.from}`}>
          {(attributes) => (
            <input
              {...attributes}
              type="month"
              className={control}
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-to`} label="To">
          {(attributes) => (
            <input
              {...attributes}
              type="month"
              className={control}
              value={to}
              min={from || undefined}
              onChange={(event) => setTo(event.target.value)}
            />
          )}
        </Field>
        <div>
          <button type="submit" className={button({ tone: 'secondary' })}>
            Show these months
          </button>
        </div>
      </form>
    </>
  );
}
