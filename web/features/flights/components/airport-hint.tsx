import { useAirportSearch } from "../api/search-airports";

/** The airport's name under a code field, from the server's OpenFlights data; a warning for a code it does not know. */
export function AirportHint({ code }: { code: string | null | undefined }) {
  const value = (code ?? "").trim().toUpperCase();
  const complete = /^[A-Z]{3}$/.test(value);
  const search = useAirportSearch(complete ? value : "");
  if (!complete || !search.data) return null;
  const airport = search.data.items.find((a) => a.iata === value);
  if (airport) {
    return (
      <p className="text-muted-foreground text-xs" data-testid={`airport-hint-${value}`}>
        {airport.name}
        {airport.city ? `, ${airport.city}` : ""}
        {airport.country ? ` (${airport.country})` : ""}
      </p>
    );
  }
  return search.data.available ? (
    <p className="text-warning-foreground text-xs">Unknown airport code</p>
  ) : null;
}
