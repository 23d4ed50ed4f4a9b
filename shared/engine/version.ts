/**
 * Version and price level of the engine's data, stamped on every estimate (and on stored ones, so
 * a shared estimate keeps saying which data it came from).
 */
import { PRICE_LEVEL } from "./params/global-params";

/** Version of the parameter set; bump when any parameter or source changes. */
export const DATA_VERSION = "2026.11.0";

/** Price level of the dollars (ISO month). */
export const DATA_AS_OF = PRICE_LEVEL;
