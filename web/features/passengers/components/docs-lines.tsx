import { CopyIcon } from "lucide-react";
import { toast } from "sonner";
import type { AllDocs } from "#domain/docs/all-docs";
import { Button } from "../../../components/ui/button";

const outputs: { key: keyof AllDocs; label: string; carriesAirline: boolean }[] = [
  { key: "amadeus", label: "Amadeus", carriesAirline: true },
  { key: "galileo", label: "Galileo", carriesAirline: true },
  { key: "sabre", label: "Sabre", carriesAirline: false },
];

export async function copyDocsLine(text: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error("no clipboard");
    await navigator.clipboard.writeText(text);
    toast.success("Copied to clipboard", { description: "The DOCS line has been copied to your clipboard." });
  } catch {
    toast.error("Failed to copy to clipboard");
  }
}

/**
 * The entry for each reservation system, each with a copy button. While the airline typed is no airline
 * code, the entries that carry it are withheld rather than built for YY (all carriers).
 */
export function DocsLines({ lines, airlineValid }: { lines: AllDocs; airlineValid: boolean }) {
  return (
    <div className="grid gap-3">
      {outputs.map(({ key, label, carriesAirline }) => {
        const withheld = carriesAirline && !airlineValid;
        return (
          <div key={key} className="grid gap-1">
            <span className="font-medium text-sm" id={`docs-${key}-label`}>
              {label}
            </span>
            <div className="flex items-start gap-2">
              <output
                aria-labelledby={`docs-${key}-label`}
                data-testid={`docs-${key}`}
                className="min-h-9 flex-1 break-all rounded-md border bg-muted/40 px-3 py-2 font-mono text-xs"
              >
                {withheld ? (
                  <span className="font-sans text-muted-foreground">Needs a valid airline code</span>
                ) : (
                  lines[key]
                )}
              </output>
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={`Copy ${label} line`}
                title="Copy to clipboard"
                disabled={withheld}
                onClick={() => copyDocsLine(lines[key])}
              >
                <CopyIcon aria-hidden />
              </Button>
            </div>
          </div>
        );
      })}
    </div>
  );
}
