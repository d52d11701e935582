import { LoaderCircleIcon } from "lucide-react";
import type * as React from "react";

import { cn } from "../../lib/utils";

/** An indeterminate loading indicator. Announced as "Loading" unless `aria-hidden` is set. */
function Spinner({ className, "aria-hidden": ariaHidden, ...props }: React.ComponentProps<"svg">) {
  const hidden = ariaHidden === true || ariaHidden === "true";
  return (
    <LoaderCircleIcon
      data-slot="spinner"
      role={hidden ? undefined : "status"}
      aria-label={hidden ? undefined : "Loading"}
      aria-hidden={ariaHidden}
      className={cn(
        "size-4 shrink-0 animate-spin motion-reduce:animate-[spin_2s_linear_infinite]",
        className,
      )}
      {...props}
    />
  );
}

export { Spinner };
