/**
 * A plan set's text items written as a real PDF (one Tm and Tj per run, rotation in the matrix,
 * Courier, whose advance the fixtures assume), so a test can read it back through unpdf (PDF.js)
 * as the browser will.
 */
import type { TextItem } from "../../../shared/drawings/index";

function pdfFile(objects: string[]): Uint8Array {
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(out, (c) => c.charCodeAt(0) & 0xff);
}

const pdfString = (text: string) => text.replace(/[^\x20-\x7e]/g, "").replace(/([\\()])/g, "\\$1");

/** The items as a PDF of 36 × 24 in sheets, one page per item page number. */
export function itemsPdf(items: readonly TextItem[]): Uint8Array {
  const pages = Math.max(...items.map((i) => i.page));
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>",
  ];
  const kids: string[] = [];
  for (let page = 1; page <= pages; page++) {
    const ops = ["BT"];
    for (const i of items.filter((x) => x.page === page)) {
      const t = ((i.rotation ?? 0) * Math.PI) / 180;
      const [a, b] = [i.size * Math.cos(t), i.size * Math.sin(t)].map((n) => n.toFixed(4));
      ops.push(
        `/F1 1 Tf ${a} ${b} ${(-Number(b)).toFixed(4)} ${a} ${i.x.toFixed(2)} ${i.y.toFixed(2)} Tm (${pdfString(i.str)}) Tj`,
      );
    }
    ops.push("ET");
    const content = ops.join("\n");
    const pageId = objects.length + 1;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 2592 1728] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
    kids.push(`${pageId} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(" ")}] /Count ${pages} >>`;
  return pdfFile(objects);
}
