import { Tooltip, TooltipContent, TooltipTrigger } from "../../../components/ui/tooltip";

const NOT_AVAILABLE = "N/A";

/** The Amadeus entry in the cell; hovering or focusing it shows both systems' formats. */
export function GdsFormatPreview({
  code,
  amadeus,
  galileo,
}: {
  code: string;
  amadeus: string | null;
  galileo: string | null;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          className="max-w-56 cursor-help truncate rounded-sm text-left font-mono text-xs focus-visible:outline-2 focus-visible:outline-ring"
        >
          {/* Named by its visible line, with the code for screen readers (WCAG 2.5.3). */}
          <span className="sr-only">GDS formats for {code}: </span>
          {amadeus || galileo || NOT_AVAILABLE}
        </button>
      </TooltipTrigger>
      <TooltipContent className="max-w-md">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-left">
          <dt className="font-semibold">Amadeus</dt>
          <dd className="break-all font-mono">{amadeus || NOT_AVAILABLE}</dd>
          <dt className="font-semibold">Galileo</dt>
          <dd className="break-all font-mono">{galileo || NOT_AVAILABLE}</dd>
        </dl>
      </TooltipContent>
    </Tooltip>
  );
}
