import { PlusIcon, XIcon } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { PACKAGE_SERVICE_MAX, PACKAGE_SERVICES_MAX } from "#domain/packages/package-input.schema";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";

/** Why a typed service cannot be added, or null when it can (SPEC §5: trimmed, non-empty). */
function refusal(text: string, services: readonly string[]): string | null {
  if (text === "") return "Type a service to add";
  if (text.length > PACKAGE_SERVICE_MAX)
    return `An included service must be at most ${PACKAGE_SERVICE_MAX} characters`;
  if (services.some((s) => s.toLowerCase() === text.toLowerCase())) return `“${text}” is already included`;
  if (services.length >= PACKAGE_SERVICES_MAX) return `At most ${PACKAGE_SERVICES_MAX} included services`;
  return null;
}

/** Included services: typed one at a time, added by the button or Enter, each removable. */
export function IncludedServicesField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (services: string[]) => void;
  error?: string;
}) {
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;

  const add = () => {
    const service = text.trim();
    const why = refusal(service, value);
    setProblem(why);
    if (why) return;
    onChange([...value, service]);
    setText("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the service rather than submitting the whole form.
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Included services</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={text}
          placeholder="e.g. Airport transfer"
          autoComplete="off"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" onClick={add}>
          <PlusIcon aria-hidden />
          Add
        </Button>
      </div>
      {message ? (
        <p id={messageId} className="font-medium text-destructive text-sm">
          {message}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul aria-label="Included services" className="flex flex-wrap gap-2">
          {value.map((service, index) => (
            <li
              key={service}
              className="inline-flex items-center gap-1 rounded-md border bg-secondary py-0.5 pr-0.5 pl-2 text-secondary-foreground text-sm"
            >
              {service}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-6"
                aria-label={`Remove ${service}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <XIcon aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
