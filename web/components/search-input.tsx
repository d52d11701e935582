import { SearchIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../lib/utils";
import { Input } from "./ui/input";

/** A search box with its magnifier; `className` places the box, every other prop goes to the input. */
export function SearchInput({ className, ...input }: Omit<ComponentProps<typeof Input>, "type">) {
  return (
    <div className={cn("relative", className)}>
      <SearchIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input type="search" className="pl-9" {...input} />
    </div>
  );
}
