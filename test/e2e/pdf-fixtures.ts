/**
 * Small PDFs made for the browser tests, byte by byte (no PDF library): a text PDF of a quote with
 * descriptions at the left margin and amounts in a right-hand column, as quoting software prints
 * them, and a "scanned" PDF whose page is only an image, with no text layer.
 */

/** A PDF file from its objects (1-based, in order), with a correct cross-reference table. */
function pdfFile(objects: string[]): Buffer {
  let out = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

const stream = (content: string, dict = "") =>
  `<< /Length ${Buffer.byteLength(content, "latin1")}${dict} >>\nstream\n${content}\nendstream`;

/** Text safe inside a PDF string: WinAnsi characters only, parentheses and backslashes escaped. */
const pdfString = (text: string) =>
  text
    .replace(/[—–]/g, "-")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/([\\()])/g, "\\$1");

/**
 * A one-page text PDF of a quote: each line's trailing amount (after leader dots) goes to a
 * right-hand column, the rest at the left margin, 13 points apart.
 */
export function textPdf(quote: string): Buffer {
  const ops: string[] = ["BT", "/F1 9 Tf"];
  let y = 800;
  for (const raw of quote.split("\n")) {
    const m = /^(.*?)\s*\.{2,}\s*(\S+)$/.exec(raw);
    const [left, right] = m ? [m[1]!, m[2]!] : [raw, ""];
    ops.push(`1 0 0 1 40 ${y} Tm (${pdfString(left)}) Tj`);
    if (right) ops.push(`1 0 0 1 430 ${y} Tm (${pdfString(right)}) Tj`);
    y -= 13;
  }
  ops.push("ET");
  return pdfFile([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    stream(ops.join("\n")),
  ]);
}

/** A one-page PDF that is only a grey, speckled image: what a phone scan of a paper quote is. */
export function scannedPdf(): Buffer {
  const [w, h] = [160, 200];
  let pixels = "";
  for (let row = 0; row < h; row++) {
    for (let col = 0; col < w; col++) {
      // Light paper with darker bands where lines of text would be.
      const ink = row % 12 < 3 && col > 10 && col < 150 && (col * 7 + row) % 5 !== 0;
      pixels += String.fromCharCode(ink ? 60 : 235 - ((row * 31 + col * 17) % 20));
    }
  }
  return pdfFile([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>",
    stream(
      pixels,
      ` /Type /XObject /Subtype /Image /Width ${w} /Height ${h} /ColorSpace /DeviceGray /BitsPerComponent 8`,
    ),
    stream("q 480 0 0 600 66 96 cm /Im1 Do Q"),
  ]);
}
