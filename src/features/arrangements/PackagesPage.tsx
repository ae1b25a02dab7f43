import { Link } from '@tanstack/react-router';
import { formatMoney } from '#contract/money.ts';
import { selectChosenPackageId, selectIsSigned, selectPackages } from '#machines/arrangement/arrangement.selectors.ts';
import { ResponsiveImg } from '#src/lib/ResponsiveImg.tsx';
import { button } from '#src/ui/button/button.css.ts';
import type { ArrangementPageProps } from './page-props.ts';
import { useArrangement } from './use-arrangement.ts';
import * as styles from './arrangements.css.ts';

/** The arrangements root: the packages the funeral home offers, the chosen one marked. */
export function PackagesPage({ actor, params }: ArrangementPageProps) {
  const packages = useArrangement(actor, selectPackages);
  const chosen = useArrangement(actor, selectChosenPackageId);
  const signed = useArrangement(actor, selectIsSigned);

  return (
    <section aria-labelledby="packages-heading" className={styles.page}>
      <h3 id="packages-heading">Packages</h3>
      <ul className={styles.cards}>
        {packages.map((pkg) => {
          const isChosen = pkg.packageId === chosen;
          return (
            <li key={pkg.packageId} className={isChosen ? `${styles.card} ${styles.chosenCard}` : styles.card}>
              <article aria-labelledby={`package-${pkg.packageId}`}>
                {pkg.photo && (
                  <ResponsiveImg image={pkg.photo} sizes="(min-width: 640px) 20rem, 100vw" className={styles.photo} />
                )}
                <h4 id={`package-${pkg.packageId}`}>{pkg.name}</h4>
                <p>{pkg.description}</p>
                <p className={styles.price}>Starting at {formatMoney(pkg.startingPriceCents)}</p>
                {isChosen ? (
                  <p>
                    <strong>Your chosen package</strong>
                  </p>
                ) : signed ? null : (
                  <button
                    type="button"
                    className={button({ tone: 'primary' })}
                    aria-describedby={`package-${pkg.packageId}`}
                    onClick={() => actor.send({ type: 'package.choose', packageId: pkg.packageId })}
                  >
                    Choose {pkg.name}
                  </button>
                )}
              </article>
            </li>
          );
        })}
      </ul>
      {chosen !== null && (
        <p>
          <Link
            to="/family-portal/$id/$name/arrangements/selections"
            params={params}
            className={button({ tone: 'secondary' })}
          >
            Continue to selections
          </Link>
        </p>
      )}
    </section>
  );
}
