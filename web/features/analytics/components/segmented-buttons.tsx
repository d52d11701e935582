import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/utils";

/** A small group of mutually exclusive buttons (Chart/Table, a chart's measure); the chosen one is pressed. */
export function SegmentedButtons<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <fieldset className={cn("inline-flex rounded-lg bg-muted p-[3px]", className)}>
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <Button
          key={option.value}
          type="button"
          size="sm"
          variant="ghost"
          aria-pressed={option.value === value}
          // The dashboard's tabs look: the chosen option lifts off the muted track.
          className={cn(
            "h-7 border border-transparent px-2.5",
            option.value === value
              ? "bg-background text-foreground shadow-sm hover:bg-background dark:border-input dark:bg-card"
              : "text-muted-foreground",
          )}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </fieldset>
  );
}
