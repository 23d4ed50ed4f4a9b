/**
 * What a source shown to a visitor may not be (issue 32, "Sources a visitor can check"): an
 * internal note (our data notes, the product specification, a script, a file of the repository),
 * a copy on a document-sharing or mirror site, a personal code repository or a package page, or a
 * source without a link. A source is the publisher's own document with an absolute link; a figure
 * of ours says "C2C judgement" and may go without one; the calibration set may link the site's own
 * /accuracy page when it says it is C2C's published calibration set. Used by the shared and worker
 * tests over every list a visitor sees.
 */

/** One source as a visitor sees it: its words and its link (null when it has none). */
export interface VisibleSource {
  /** Where it is shown, for the failure message. */
  where: string;
  text: string;
  url: string | null;
}

/** Words that point to an internal note, the specification or the repository, not to a publisher. */
const INTERNAL: ReadonlyArray<[RegExp, string]> = [
  [/cost-facts/i, "an internal data note"],
  [/\bnpm\b/i, "a script or an npm package"],
  [/product[ -]spec|specification['’]s|\bspec section\b|\bsection 9\b|§\s*\d/i, "the product specification"],
  [/PRODUCT\.md|design note|\bcases\.json\b|\.json\b|\.md\b|\.ts\b/i, "a file of the repository"],
  [/(^|[\s(])(shared|worker|client|scripts|docs)\/[\w./-]+/, "a path of the repository"],
  [/\[(?:E|S|D|P|U)\]/, "an internal trust tag"],
  [/trust(?::)? (?:medium|low|high)/i, "an internal trust rating"],
  // case-sensitive for "mirror", so a newspaper named "… Mirror" is not taken for a copy
  [
    /\b(?:[Rr]e-?posted|[Rr]eprint(?:ed)?|[Rr]epublished|[Ss]yndicated|copy (?:on|at)|feed copy|mirror)\b/,
    "a repost or a copy, not the publisher's own",
  ],
];

/** Hosts of document-sharing sites, mirrors and copies: never the publisher's own document. */
export const MIRROR_HOSTS: readonly string[] = [
  "fdocuments.us",
  "fdocuments.in",
  "fdocuments.net",
  "scribd.com",
  "dokumen.pub",
  "dokumen.tips",
  "pdfcoffee.com",
  "studylib.net",
  "documents.pub",
  "yumpu.com",
  "issuu.com",
  "slideshare.net",
  "coursehero.com",
  "vdocuments.site",
  "vdocuments.net",
  "vdocuments.us",
  "vdocuments.mx",
  "vdocument.in",
  "pdfslide.us",
  "pdfslide.net",
  "docslib.org",
  "docplayer.net",
  "documentine.com",
  "docstoc.com",
  "careersdocbox.com",
  "tpub.com",
  "rssing.com",
  "redlib.baczek.me",
  // syndicated or derivative copies of a newspaper's or a meeting's own record
  "news.yahoo.com",
  "yahoo.com",
  "msn.com",
  "newsbreak.com",
  "pressreader.com",
  "citizenportal.ai",
  // aggregators that copy other publishers' articles and press releases wholesale
  "builderacademy.net",
  "sambuz.com",
  "wallstreet-online.de",
  "taiwannews.com.tw",
  "benzinga.com",
  "lexology.com",
  "5y1.org",
  "325402.com",
  "armadillonew.xyz",
  "dailynewsfromaolf.substack.com",
  "healthheroesptsdfree.org",
];

/** The name a copy's host goes by in words: "yahoo" for news.yahoo.com, "taiwannews" for taiwannews.com.tw. */
function hostName(host: string): string {
  const labels = host.split(".");
  const [second, last] = [labels[labels.length - 2] ?? "", labels[labels.length - 1] ?? ""];
  return labels.length > 2 && second.length <= 3 && last.length === 2 ? labels[labels.length - 3]! : second;
}

/** Hosts of personal code repositories and package registries. */
const REPOSITORY_HOSTS: readonly string[] = [
  "github.com",
  "gist.github.com",
  "raw.githubusercontent.com",
  "gitlab.com",
  "bitbucket.org",
  "npmjs.com",
  "unpkg.com",
  "jsdelivr.net",
];

/** Publishers' own organisations on a code host (none cited today); anything else there is personal. */
const PUBLISHER_ORGS: readonly string[] = [];

/**
 * Publishers' own accounts on a publishing platform that also hosts copies: the account is the
 * publisher itself (the Grand Forks Herald publishes Prairie Business on its own Issuu account), so
 * its documents are the publisher's own. Any other account on these hosts is a copy.
 */
const PUBLISHER_ACCOUNTS: Readonly<Record<string, readonly string[]>> = {
  "issuu.com": ["gfherald"],
};

const onHost = (host: string, list: readonly string[]) =>
  list.find((h) => host === h || host.endsWith(`.${h}`) || host.replace(/\.$/, "") === h);

/** Whether the words say the figure is ours: "C2C judgement". */
export const isJudgement = (text: string) => /\bC2C judgement\b/.test(text);

/** Whether the words name C2C's published calibration set. */
const isCalibrationSet = (text: string) => /C2C\b.*published calibration set/i.test(text);

/** Everything wrong with one visible source; empty when it is fit to show. */
export function sourceProblems(s: VisibleSource): string[] {
  const problems: string[] = [];
  const text = s.text.trim();
  if (!text) problems.push("no words");
  for (const [pattern, what] of INTERNAL) {
    if (pattern.test(text)) problems.push(`cites ${what}: ${pattern.exec(text)![0]}`);
  }
  for (const name of new Set([...MIRROR_HOSTS, "blogspot.com"].map(hostName))) {
    if (new RegExp(`\\b(via|on)\\b[^.;]*\\b${name}\\b`, "i").test(text))
      problems.push(`names a copy on ${name}`);
  }
  const url = s.url;
  if (url === null) {
    if (!isJudgement(text)) problems.push("no link, and not labelled C2C judgement");
    return problems;
  }
  if (url.trim() === "") {
    problems.push("an empty link");
    return problems;
  }
  if (url.startsWith("/")) {
    if (url !== "/accuracy" || !isCalibrationSet(text))
      problems.push(`a relative link (${url}) other than /accuracy for C2C's published calibration set`);
    return problems;
  }
  const parsed = /^([a-z][a-z0-9+.-]*):\/\/([^/?#:]+)(?::\d+)?([^?#]*)/i.exec(url);
  if (!parsed) {
    problems.push(`not a link: ${url}`);
    return problems;
  }
  const [, scheme, hostname, pathname] = parsed as unknown as [string, string, string, string];
  if (!/^https?$/i.test(scheme)) problems.push(`not a web link: ${url}`);
  const host = hostname.toLowerCase().replace(/\.$/, "");
  const mirror = onHost(host, MIRROR_HOSTS);
  const account = pathname.split("/")[1]?.toLowerCase() ?? "";
  if (mirror && !(PUBLISHER_ACCOUNTS[mirror] ?? []).includes(account))
    problems.push(`a copy on a document-sharing or mirror site (${mirror})`);
  if (/^(?:staging|stage|stg|dev|preview|qa|test)\.|\.(?:qa|stg|staging)\./.test(host))
    problems.push(`a staging or preview copy of a site, not its public page (${host})`);
  const repo = onHost(host, REPOSITORY_HOSTS);
  if (repo) {
    const owner = pathname.split("/")[1]?.toLowerCase() ?? "";
    if (repo !== "github.com" || !PUBLISHER_ORGS.includes(owner))
      problems.push(
        `a personal repository or package page (${host}${pathname.split("/").slice(0, 3).join("/")})`,
      );
  }
  for (const [pattern, what] of INTERNAL.slice(0, 1)) if (pattern.test(url)) problems.push(`links ${what}`);
  return problems;
}

/** Web links written into a line of text ("…, https://example.gov/x."), trailing punctuation off. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s,;)]+/g)].map((m) => m[0].replace(/[.]+$/, ""));
}

/** Every problem of a list, as "where: problem" lines (an empty list passes). */
export function problemsOf(list: readonly VisibleSource[]): string[] {
  return list.flatMap((s) => sourceProblems(s).map((p) => `${s.where}: ${p} — “${s.text.slice(0, 120)}”`));
}
