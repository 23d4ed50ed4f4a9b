/**
 * Version and price level of the engine's data, stamped on every estimate (and on stored ones, so
 * a shared estimate keeps saying which data it came from). The version derives from the data: a
 * short hash of every data file, so any change of a parameter changes it.
 */
import { GLOBAL, TYPE_DATA } from "./params";

/** FNV-1a over a string, as 8 hex digits. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

/** Price level of the dollars (ISO month). */
export const DATA_AS_OF = GLOBAL.priceLevel;

/** Version of the data: price level plus a hash of the data files ("2025-12.3f9a0c1e"). */
export const DATA_VERSION = `${DATA_AS_OF}.${fnv1a(JSON.stringify([GLOBAL, TYPE_DATA]))}`;
