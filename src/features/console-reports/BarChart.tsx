import * as styles from './reports.css.ts';

/*
 * A horizontal bar chart drawn as SVG by React (decision 0127: no chart library was worth its weight
 * for bars). Each bar has its label on a line above it and its value in words after it, so long
 * category names fit a phone. It is an image whose name says every bar's figure, and the table beside
 * it holds the same figures for reading and copying; the chart only shows their shape.
 */

export interface ChartBar {
  label: string;
  /** The bar's parts, one per series (stacked left to right); never below 0. */
  parts: readonly number[];
  /** The bar's figure as the table writes it ("$4,995.00", "12 cases"). */
  valueText: string;
}

const WIDTH = 320;
const ROW = 34;
const BAR = 12;
/** Room after the longest bar for its value. */
const VALUE_ROOM = 96;

export function BarChart({
  title,
  bars,
  series,
}: {
  /** What the chart shows: "Cases opened by month". */
  title: string;
  bars: readonly ChartBar[];
  /** The series' names, for a stacked chart's legend (none for one series). */
  series?: readonly string[];
}) {
  const largest = Math.max(1, ...bars.map((bar) => bar.parts.reduce((sum, part) => sum + Math.max(0, part), 0)));
  const scale = (WIDTH - VALUE_ROOM) / largest;
  const height = Math.max(ROW, bars.length * ROW);
  const name = `${title}: ${bars.map((bar) => `${bar.label}, ${bar.valueText}`).join('; ')}.`;
  return (
    <figure className={styles.figure}>
      {series && series.length > 1 && (
        <ul className={styles.legend} aria-label="Legend">
          {series.map((label, index) => (
            <li key={label}>
              <span className={`${styles.swatch} ${styles.tone[index % styles.tone.length]}`} aria-hidden="true" />
              {label}
            </li>
          ))}
        </ul>
      )}
      <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={name}>
        {bars.map((bar, row) => {
          const y = row * ROW;
          let x = 0;
          return (
            <g key={bar.label}>
              <text x={0} y={y + 11} fontSize={11}>
                {bar.label}
              </text>
              {bar.parts.map((part, index) => {
                const width = Math.max(0, part) * scale;
                const rect = (
                  <rect
                    key={index}
                    className={styles.tone[index % styles.tone.length]}
                    x={x}
                    y={y + 15}
                    width={width}
                    height={BAR}
                  />
                );
                x += width;
                return rect;
              })}
              <text x={x + 4} y={y + 25} fontSize={10}>
                {bar.valueText}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.meta}>{title}. The table below has the figures.</figcaption>
    </figure>
  );
}
