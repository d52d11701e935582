import type * as React from "react";
import { Toaster as Sonner } from "sonner";

type ToasterProps = Omit<React.ComponentProps<typeof Sonner>, "theme"> & {
  /** The app's resolved theme. */
  theme?: "light" | "dark";
};

/**
 * App-wide toast outlet: one toast visible at a time, 5 s each, rich colours and a close button.
 * Swipe directions keep sonner's defaults. Mount once; raise toasts with `toast()` from "sonner".
 */
function Toaster({ theme = "light", className, ...props }: ToasterProps) {
  return (
    <Sonner
      theme={theme}
      visibleToasts={1}
      duration={5000}
      richColors
      closeButton
      className={className ?? "toaster group"}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster, type ToasterProps };
