/**
 * The custom-city rule (decision 16: plain text of at most 60 letters, digits, spaces and . , ' -):
 * every listed name and slug fits it, and look-alikes and names without a letter do not.
 */
import { describe, expect, it } from "vitest";
import { customCityName, MAX_CUSTOM_CITY } from "../../shared/api/text";
import { citiesOf, STATES } from "../../shared/places/index";

describe("customCityName", () => {
  it("accepts every listed city's name and slug, so the rule can be checked before the state", () => {
    const refused = STATES.flatMap((state) =>
      citiesOf(state).flatMap((city) =>
        [city.name, city.slug].filter((t) => customCityName(t) === undefined),
      ),
    );
    expect(refused).toEqual([]);
  });

  it.each([
    ["new braunfels", "New Braunfels"],
    ["  coeur   d'alene ", "Coeur D'alene"],
    ["O\u2019Fallon", "O\u2019Fallon"],
    ["Doña Ana", "Doña Ana"],
    ["Española", "Española"],
    ["Can\u0303on City", "Cañon City"],
    ["29 Palms", "29 Palms"],
    ["winston-salem", "Winston-Salem"],
    ["St. Louis", "St. Louis"],
  ])("accepts and title-cases %j", (text, name) => {
    expect(customCityName(text)).toBe(name);
  });

  it.each([
    ["\u0410ustin", "a Cyrillic capital A"],
    ["Austin \u0430", "a Cyrillic small a"],
    ["\u0391thens", "a Greek capital Alpha"],
    ["\uff21ustin", "a full-width A"],
    ["\u0251ustin", "an IPA alpha"],
    ["\u041c\u043e\u0441\u043a\u0432\u0430", "Cyrillic only"],
    ["Austin\u200b", "a zero-width space"],
    ["Austin \u0661\u0662", "Arabic-Indic digits"],
    ["...", "dots only"],
    ["-'-", "punctuation only"],
    [", . '", "punctuation and spaces"],
    ["123", "digits only"],
    ["Town=1+2", "a formula sign"],
    ["a".repeat(MAX_CUSTOM_CITY + 1), "over 60 characters"],
  ])("refuses %j (%s)", (text) => {
    expect(customCityName(text)).toBeUndefined();
  });
});
