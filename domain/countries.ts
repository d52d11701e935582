import isoCountries from "i18n-iso-countries";
import english from "i18n-iso-countries/langs/en.json";

// The browser build of the package registers no locale on its own.
isoCountries.registerLocale(english);

export interface Country {
  alpha3: string;
  alpha2: string;
  name: string;
}

const officialNames = isoCountries.getNames("en", { select: "official" });

/** Every ISO 3166-1 country, with its official English name, sorted by that name. */
export const countries: readonly Country[] = Object.entries(isoCountries.getAlpha2Codes())
  .map(([alpha2, alpha3]) => ({ alpha3, alpha2, name: officialNames[alpha2] ?? alpha3 }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

const byAlpha3: ReadonlyMap<string, Country> = new Map(countries.map((country) => [country.alpha3, country]));

/** True for an ISO 3166-1 alpha-3 code, case-sensitive: "GBR" yes, "gbr" and "UK" no. */
export function isCountryCode(alpha3: string): boolean {
  return byAlpha3.has(alpha3);
}

/** English name of an alpha-3 code, or undefined when it is not one. */
export function countryName(alpha3: string): string | undefined {
  return byAlpha3.get(alpha3)?.name;
}
