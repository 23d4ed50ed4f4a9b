/**
 * The guide's seven sections with their ids (specification §2): market overview with "Current
 * Market Data" and type-specific insights, cost breakdown (4 components), cost factors (4),
 * timeline (5 numbered phases with duration chips), budgeting tips (7), common mistakes (7) and
 * FAQs. Pure presentation of the content the worker computed; no figure is made up here. Plain
 * elements with Mantine's tokens (see the CSS module) keep the server render fast.
 */
import type { ReactNode } from "react";
import type { LandingContent } from "../../../shared/content/landing-types";
import type { SectionId } from "../LandingToc/toc-entries";
import classes from "./LandingSections.module.css";

/** The typography classes, for the rest of the guide. */
export { classes as guideClasses };

function Section({ id, title, children }: { id: SectionId; title: string; children: ReactNode }) {
  return (
    <section id={id} className={classes.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={classes.h2}>
        {title}
      </h2>
      <div className={classes.stack}>{children}</div>
    </section>
  );
}

function Bulleted({ items }: { items: readonly string[] }) {
  return (
    <ul className={classes.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const dollars = (x: number) => `$${x.toLocaleString("en-US")}`;

/** The set's real projects of this type in this state (or its region), with links, and the class here. */
function LocalProjects({ content }: { content: LandingContent }) {
  const ev = content.localEvidence;
  const rc = ev.referenceClass;
  const noun = content.type.label.toLowerCase();
  const where = ev.scope === "state" ? ev.state : `the ${ev.division ?? "nearest"} census division`;
  return (
    <div data-testid="local-evidence">
      <h3 className={classes.h3Large}>
        Real {content.type.label} Projects in {ev.scope === "state" ? ev.state : "the Region"}
      </h3>
      <p className={classes.text}>
        {ev.scope === "state"
          ? `${ev.count} published ${noun} ${ev.count === 1 ? "project" : "projects"} in ${ev.state} from the set we test the calculator against`
          : `None of the published ${noun} projects we test against is in ${ev.state}; the nearest region's, ${where}, has ${ev.count}`}
        {ev.count > ev.projects.length ? ` (the ${ev.projects.length} newest below)` : ""}. Costs per sq ft
        are brought to today's prices and to {content.locationLabel}; bases differ (construction or total
        project).
      </p>
      {ev.projects.length > 0 && (
        <ul className={classes.list} data-scope={ev.scope}>
          {ev.projects.map((p) => (
            <li key={p.id} data-testid="local-project">
              {p.url ? (
                <a href={p.url} rel="nofollow noopener">
                  {p.name}
                </a>
              ) : (
                p.name
              )}
              {`, ${p.place}, ${p.year}: ${p.areaSqFt.toLocaleString("en-US")} sq ft, ${dollars(p.perSqFt)} per sq ft here (${p.basis === "total-project" ? "total project" : "construction"}; ${p.publisher})`}
            </li>
          ))}
        </ul>
      )}
      {rc.median !== null && rc.p25 !== null && rc.p75 !== null && (
        <p className={classes.text}>
          Across {rc.count} published {noun} projects in {rc.where}, at today's prices in{" "}
          {content.locationLabel}, the middle one costs {dollars(rc.median)} per sq ft and half fall between{" "}
          {dollars(rc.p25)} and {dollars(rc.p75)}.
        </p>
      )}
    </div>
  );
}

function MarketOverview({ content }: { content: LandingContent }) {
  const pc = content.projectSpecificContent;
  return (
    <Section id="market-overview" title={`${content.locationLabel} Market Overview`}>
      {content.contextualInsights.map((line) => (
        <p key={line} className={classes.text}>
          {line}
        </p>
      ))}
      <h3 className={classes.h3Large}>Current Market Data</h3>
      <dl className={classes.facts}>
        {content.marketInsights.map((fact) => (
          <div key={fact.label} className={classes.fact}>
            <dt>{fact.label}</dt>
            <dd>
              {fact.value}
              <span className={classes.factSource}>Source: {fact.source}</span>
            </dd>
          </div>
        ))}
      </dl>
      <LocalProjects content={content} />
      <h3 className={classes.h3Large}>{content.type.label}-Specific Insights</h3>
      <Bulleted items={content.typeInsights} />
      <p className={classes.small}>
        <strong>Special considerations:</strong> {pc.specialConsiderations.join(", ")}.{" "}
        <strong>Common features:</strong> {pc.commonFeatures.join(", ")}.
      </p>
    </Section>
  );
}

function CostBreakdown({ content }: { content: LandingContent }) {
  return (
    <Section id="cost-breakdown" title={`${content.type.label} Cost Breakdown`}>
      <div className={classes.grid}>
        {content.costBreakdown.map((c) => (
          <div key={c.name} className={classes.card}>
            <h3 className={classes.h3}>{c.name}</h3>
            <div className={classes.tags}>
              <span className={classes.tag}>Typical {c.typicalShare}</span>
              <span className={classes.tagTeal}>
                Here: {c.engineShare} ≈ {c.amount}
              </span>
            </div>
            <p className={classes.small}>{c.text}</p>
          </div>
        ))}
      </div>
      <p className={classes.note}>{content.costBreakdownNote}</p>
    </Section>
  );
}

function Factors({ content }: { content: LandingContent }) {
  return (
    <Section id="factors-affecting" title={`Factors Affecting Costs in ${content.locationLabel}`}>
      <div className={classes.grid}>
        {content.factors.map((f) => (
          <div key={f.title} className={classes.card}>
            <h3 className={classes.h3}>{f.title}</h3>
            <p className={classes.small}>{f.text}</p>
          </div>
        ))}
      </div>
    </Section>
  );
}

function Timeline({ content }: { content: LandingContent }) {
  return (
    <Section id="timeline" title={`${content.type.label} Construction Timeline`}>
      <ol className={classes.phases}>
        {content.timeline.map((phase) => (
          <li key={phase.title} className={classes.phase}>
            <div className={classes.tags}>
              <h3 className={classes.h3}>{phase.title}</h3>
              <span className={classes.tagGray}>{phase.duration}</span>
            </div>
            <p className={classes.small}>{phase.text}</p>
          </li>
        ))}
      </ol>
      <p className={classes.text}>{content.timelineNote}</p>
    </Section>
  );
}

function Faqs({ content }: { content: LandingContent }) {
  return (
    <Section id="faqs" title="Frequently Asked Questions">
      {content.faqs.map((faq) => (
        <div key={faq.question}>
          <h3 className={classes.h3}>{faq.question}</h3>
          <p className={classes.text}>{faq.answer}</p>
        </div>
      ))}
    </Section>
  );
}

/** All seven sections in the specification's order. */
export function LandingSections({ content }: { content: LandingContent }) {
  return (
    <>
      <MarketOverview content={content} />
      <CostBreakdown content={content} />
      <Factors content={content} />
      <Timeline content={content} />
      <Section id="budgeting-tips" title="Budgeting Tips">
        <Bulleted items={content.budgetingTips} />
      </Section>
      <Section id="common-mistakes" title="Common Mistakes to Avoid">
        <Bulleted items={content.commonMistakes} />
      </Section>
      <Faqs content={content} />
    </>
  );
}
