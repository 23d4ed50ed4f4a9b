import { describe, expect, it } from "vitest";
import { citiesOf, STATES } from "../../shared/places";
import { CITY_COUNT, PRICE_LEVEL, SITE_FACTS, STATE_COUNT } from "../../shared/site-facts";
import { DATA_AS_OF } from "../../shared/engine";

describe("site facts", () => {
  it("counts exactly the states and cities of the places data", () => {
    expect(STATE_COUNT).toBe(STATES.length);
    expect(CITY_COUNT).toBe(STATES.reduce((sum, s) => sum + citiesOf(s).length, 0));
  });

  it("states the engine's price level and the six types", () => {
    expect(PRICE_LEVEL).toBe(DATA_AS_OF);
    expect(SITE_FACTS.map((f) => f.value)).toEqual(["50", "819", "6", "10", DATA_AS_OF]);
  });
});
