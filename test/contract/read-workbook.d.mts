/** Each sheet's rows as [value, openpyxl data type] pairs, by sheet name. */
export function readWorkbook(
  bytes: Uint8Array,
  sheets: readonly string[],
): Record<string, Array<Array<[unknown, string]>>>;
