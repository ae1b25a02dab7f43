import { SelectFilter } from './SelectFilter.tsx';

/** A list's filter by one of the company's locations ("Every location" for all of them). */
export function LocationFilter({
  value,
  locations,
  onChange,
}: {
  value: number | undefined;
  locations: readonly { id: number; name: string }[];
  onChange: (locationId: number | undefined) => void;
}) {
  return (
    <SelectFilter
      label="Location"
      anyLabel="Every location"
      value={value}
      choices={locations.map((location) => ({ value: location.id, label: location.name }))}
      onChange={onChange}
    />
  );
}
