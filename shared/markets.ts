/**
 * The home page's eight popular markets (specification §2). Their percentages are not the
 * specification's fixed list: they come from the location factors the engine applies
 * (PRODUCT.md, "One source of cost figures").
 */
export const POPULAR_MARKET_STATE_SLUGS = [
  "california",
  "texas",
  "florida",
  "new-york",
  "illinois",
  "pennsylvania",
  "ohio",
  "georgia",
] as const;
