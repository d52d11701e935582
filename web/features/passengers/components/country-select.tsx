import type * as React from "react";
import { countries } from "#domain/countries";
import { Combobox, type ComboboxOption } from "../../../components/ui/combobox";

/** SPEC §9: the country list is 300px high. */
export const COUNTRY_LIST_HEIGHT = 300;

const options: ComboboxOption[] = countries.map((country) => ({
  value: country.alpha3,
  label: country.name,
  hint: country.alpha3,
}));

type CountrySelectProps = Omit<React.ComponentProps<typeof Combobox>, "options" | "value" | "onChange"> & {
  value: string | null | undefined;
  onChange: (alpha3: string) => void;
};

/** Every ISO 3166 country with its 3-letter code, searchable by name or code. */
export function CountrySelect({ value, onChange, ...props }: CountrySelectProps) {
  return (
    <Combobox
      options={options}
      value={value}
      onChange={onChange}
      placeholder="Select country"
      searchPlaceholder="Search countries…"
      emptyText="No country found."
      listHeight={COUNTRY_LIST_HEIGHT}
      {...props}
    />
  );
}
