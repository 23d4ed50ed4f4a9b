/**
 * What a printed estimate needs that the screen shows elsewhere (the header and footer are not
 * printed): the site's name, the link that opens this estimate again (its share link, once made,
 * else the site), the date it was printed, and that it is a conceptual estimate, not a quote.
 * Shown only on paper.
 */
import { formatLongDate } from "./print-date";
import classes from "./ResultsView.module.css";

export function PrintHeader({ sharedId }: { sharedId: string | null }) {
  const origin = typeof location === "undefined" ? "" : location.origin;
  const link = sharedId ? `${origin}/cost-estimate?id=${encodeURIComponent(sharedId)}` : `${origin}/`;
  return (
    <div className={classes.printOnly} data-testid="print-header">
      <p className={classes.printSite}>
        <strong>Cost to Construct</strong> · {link}
      </p>
      <p className={classes.printMeta}>
        Printed {formatLongDate(new Date())}. A conceptual estimate of construction cost, not a quote: get
        quotes from licensed contractors before you commit.
      </p>
    </div>
  );
}
