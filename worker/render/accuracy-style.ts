/**
 * The /accuracy page's style sheet, sent inline (the CSP's style-src allows inline styles; the page
 * runs no script). Colours follow the app's Mantine theme; the six type colours are the
 * Okabe–Ito palette, told apart with colour blindness too, and every chart group is also labelled.
 */

/** Okabe–Ito colours in the order of PROJECT_TYPE_IDS (classes .t0 … .t5). */
export const TYPE_COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"] as const;

export const ACCURACY_CSS = `
:root{color-scheme:light;--ink:#212529;--muted:#495057;--line:#dee2e6;--soft:#f1f3f5;--blue:#1864ab;--miss:#c92a2a}
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif;color:var(--ink);background:#fff;line-height:1.55}
a{color:var(--blue)}
.wrap{max-width:78rem;margin:0 auto;padding:0 1rem}
.top{position:relative;border-bottom:1px solid var(--line);background:#fff}
.top .bar{display:flex;align-items:center;justify-content:space-between;gap:.75rem;height:64px;padding:0 1rem}
.brand{display:flex;align-items:center;gap:.625rem;font-weight:800;font-size:1.125rem;color:var(--blue);text-decoration:none;white-space:nowrap}
.brand .short{display:none}
@media (max-width:48em){.brand .full{display:none}.brand .short{display:inline}}
.top .link{display:block;padding:8px 12px;border-radius:8px;color:#343a40;font-weight:500;font-size:.875rem;text-decoration:none;white-space:nowrap}
.top .link:hover{background:var(--soft)}
.top .link[aria-current=page]{background:#e7f5ff;color:var(--blue);font-weight:700}
.top .soon{font-weight:400;font-size:.75rem;color:var(--muted)}
.nav{display:flex;gap:4px}
.menu{display:none}
@media (max-width:62em){
.nav{display:none}
.menu{display:block}
.menu summary{list-style:none;cursor:pointer;display:flex;align-items:center;justify-content:center;width:44px;height:44px;border-radius:8px}
.menu summary::-webkit-details-marker{display:none}
.menu summary:focus-visible{outline:3px solid var(--blue);outline-offset:2px}
.burger,.burger::before,.burger::after{display:block;width:22px;height:2px;background:var(--ink);border-radius:2px;position:relative}
.burger::before,.burger::after{content:"";position:absolute;left:0}
.burger::before{top:-7px}.burger::after{top:7px}
.menu[open] .burger{background:transparent}
.menu[open] .burger::before{top:0;transform:rotate(45deg)}
.menu[open] .burger::after{top:0;transform:rotate(-45deg)}
.menu nav{position:absolute;top:64px;left:0;right:0;z-index:150;display:flex;flex-direction:column;gap:2px;padding:1rem;background:#fff;border-bottom:1px solid var(--line);box-shadow:0 4px 12px rgba(0,0,0,.12)}
}
h1{font-size:clamp(1.6rem,5vw,2.4rem);line-height:1.2;margin:1.75rem 0 .75rem}
h2{font-size:1.4rem;line-height:1.3;margin:2.75rem 0 .75rem}
h3{font-size:1.05rem;margin:1.5rem 0 .5rem}
p,ol{max-width:48rem}
.lead{font-size:1.125rem}
ol li{margin:.45rem 0}
.note{color:var(--muted);font-size:.9rem}
.scroll{position:relative;overflow-x:auto;border:1px solid var(--line);border-radius:8px;margin:.5rem 0 1rem}
.scroll:focus-visible{outline:3px solid var(--blue);outline-offset:2px}
table{border-collapse:collapse;width:100%;font-size:.875rem}
caption{caption-side:bottom;text-align:left;padding:.5rem .75rem;color:var(--muted);font-size:.8125rem}
th,td{padding:.45rem .6rem;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
thead th{background:var(--soft);font-weight:700}
.sub{display:block;font-weight:400;color:var(--muted);font-size:.75rem}
.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
thead .num{white-space:normal}
.miss{color:var(--miss);font-weight:700}
.sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.summary{min-width:20rem}
@media (max-width:36rem){
.fit{overflow:visible}
.summary,.summary tbody,.summary caption{display:block;width:100%}
.summary thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.summary tr{display:grid;grid-template-columns:1fr 1fr;gap:.15rem .75rem;padding:.5rem .75rem;border-bottom:1px solid var(--line)}
.summary th,.summary td{display:block;padding:0;border:0;text-align:left;white-space:normal}
.summary tbody th{grid-column:1/-1;font-size:.95rem}
.summary td::before{content:attr(data-label);display:block;color:var(--muted);font-size:.75rem;font-weight:400}
.summary tr.all th,.summary tr.all td{border-top:0}
.summary tr.all{border-bottom:2px solid var(--ink)}
}
.summary tr.all th,.summary tr.all td{font-weight:700;border-top:2px solid var(--ink)}
.cases{min-width:60rem;font-size:.8125rem}
.cases th,.cases td{padding:.4rem .45rem}
.cases tbody th{font-weight:600;min-width:17rem;max-width:24rem}
.cases .src{display:block;font-weight:400;color:var(--muted);font-size:.75rem}
.cases .place{min-width:7rem;max-width:10rem}
.cases .inc{min-width:9.5rem;max-width:20rem}
.cases summary{cursor:pointer;color:var(--blue);white-space:nowrap}
.cases details p{margin:.35rem 0 0;color:var(--muted)}
.cases tr.group th{background:var(--soft);font-size:.95rem;max-width:none}
.cases tr.group span{position:sticky;left:.5rem}
.filter{display:flex;flex-wrap:wrap;align-items:flex-end;gap:.75rem 1rem;margin:1rem 0;padding:.75rem 1rem;border:1px solid var(--line);border-radius:8px;background:#f8f9fa;max-width:60rem}
.filter label{display:flex;flex-direction:column;gap:.25rem;font-size:.875rem;font-weight:600}
.filter select{min-height:44px;min-width:12rem;max-width:100%;padding:.4rem .5rem;font:inherit;font-weight:400;border:1px solid #adb5bd;border-radius:6px;background:#fff;color:var(--ink)}
.filter button{min-height:44px;padding:.4rem 1.1rem;font:inherit;font-weight:700;color:#fff;background:var(--blue);border:0;border-radius:6px;cursor:pointer}
.filter select:focus-visible,.filter button:focus-visible{outline:3px solid var(--blue);outline-offset:2px}
.filter .all{align-self:center;font-size:.875rem}
@media (max-width:36rem){.filter label,.filter select,.filter button{width:100%}}
.problems{border-left:4px solid var(--miss);padding:.25rem 0 .25rem 1rem}
.cases td.none{color:var(--muted)}
.hint{display:none}
@media (max-width:36rem){.cases tbody th{min-width:11rem}.hint{display:block}}
.legend{display:flex;flex-wrap:wrap;gap:.35rem 1.25rem;list-style:none;padding:0;margin:.75rem 0;font-size:.875rem}
.legend li{display:flex;align-items:center;gap:.45rem}
.sw{display:inline-block;width:1.75rem;height:.5rem;border-radius:4px;background:currentColor}
.key{display:inline-block;vertical-align:middle}
figure{margin:1rem 0}
figcaption{color:var(--muted);font-size:.875rem;max-width:48rem}
.chart{display:block;overflow:visible;margin:.5rem 0}
.chart .grid{stroke:#e9ecef;stroke-width:1}
.chart .tick,.chart .axis{font-size:12px;fill:var(--muted)}
.chart .heading{font-size:13px;font-weight:700;fill:var(--ink)}
@media (max-width:36rem){.chart .tick.minor{display:none}}
.chart .bar{stroke:currentColor;stroke-width:4;stroke-linecap:round;opacity:.6}
.chart .exp{stroke:currentColor;stroke-width:1.5}
.in{fill:var(--ink)}
.out{fill:#fff;stroke:var(--ink);stroke-width:1.4}
footer{border-top:1px solid var(--line);margin-top:3rem;padding:1.25rem 0 2rem;color:var(--muted);font-size:.875rem;background:#f8f9fa}
footer .small{font-size:.75rem}
${TYPE_COLOURS.map((c, i) => `.t${i}{color:${c}}`).join("\n")}
`.trim();
