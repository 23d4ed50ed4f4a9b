/**
 * The landing page's lead figures (issue 32): what each kind of building costs here at its typical
 * size, construction cost per sq ft with its likely range (25th to 75th percentile) and its 80%
 * range (10th to 90th), and the total at that size, which is the cost per sq ft times the size.
 * The calculator's first estimate, with every kind and size mixed, is only the footnote. Plain
 * elements (server-rendered on every landing page); on a phone each row stacks as a card.
 */
import type { LandingContent } from "../../../shared/content/landing-types";
import { formatDollars, formatMoneyShort, formatNumber } from "../../../shared/format";
import classes from "./KindCosts.module.css";

const perSqFt = (lo: number, hi: number) => `${formatDollars(lo)}-${formatDollars(hi)}`;
const total = (lo: number, hi: number) => `${formatMoneyShort(lo)}-${formatMoneyShort(hi)}`;

export function KindCosts({ content }: { content: LandingContent }) {
  const { kinds, reference } = content.figures;
  if (kinds.length === 0) return null;
  return (
    <section aria-labelledby="kind-costs-title" className={classes.wrap} data-testid="kind-costs">
      <h2 id="kind-costs-title" className={classes.title}>
        Construction cost by kind of {content.type.label.toLowerCase()} in {content.locationLabel}
      </h2>
      <table className={classes.table}>
        <thead>
          <tr>
            <th scope="col">Kind, typical size</th>
            <th scope="col">Likely per sq ft</th>
            <th scope="col">80% range per sq ft</th>
            <th scope="col">Likely total at that size</th>
          </tr>
        </thead>
        <tbody>
          {kinds.map((k, i) => (
            <tr key={k.label} data-testid="kind-row">
              <th scope="row">
                {k.label}
                <span className={classes.size}>
                  {formatNumber(k.typicalSqFt)} sq ft{i === reference.index ? " · most common" : ""}
                </span>
              </th>
              <td data-label="Likely per sq ft" data-testid="kind-likely" className={classes.likely}>
                {perSqFt(k.perSqFt.likelyMin, k.perSqFt.likelyMax)}
              </td>
              <td data-label="80% range per sq ft" data-testid="kind-range">
                {perSqFt(k.perSqFt.min, k.perSqFt.max)}
              </td>
              <td data-label="Likely total" data-testid="kind-total">
                {total(k.total.likelyMin, k.total.likelyMax)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={classes.note}>{content.kindsNote}</p>
    </section>
  );
}
