import type * as React from "react";
import { useEffect } from "react";
import { Toaster as Sonner, toast } from "sonner";

type ToasterProps = Omit<React.ComponentProps<typeof Sonner>, "theme"> & {
  /** The app's resolved theme. */
  theme?: "light" | "dark";
};

/** Escape inside the toasts (Alt+T moves focus there) dismisses them: sonner's own Escape only collapses them. */
function useEscapeDismisses() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const active = document.activeElement;
      if (active instanceof Element && active.closest("[data-sonner-toaster]")) toast.dismiss();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}

/**
 * App-wide toast outlet: one toast visible at a time, 5 s each, rich colours and a close button.
 * Swipe directions keep sonner's defaults. Mount once; raise toasts with `toast()` from "sonner".
 * Alt+T focuses the toasts; Tab reaches the close button, Escape dismisses them.
 */
function Toaster({ theme = "light", className, ...props }: ToasterProps) {
  useEscapeDismisses();
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
          // sonner's own rich colours miss 4.5:1 (its green and red on their tints): a light tint of the
          // theme's status colour, with that colour as text, meets AA in both themes (yellow text cannot).
          // Mixed in oklab: in oklch the white popover's hue 0 would turn the green tint pink.
          "--success-bg": "color-mix(in oklab, var(--success) 10%, var(--popover))",
          "--success-border": "color-mix(in oklab, var(--success) 40%, var(--popover))",
          "--success-text": "var(--success)",
          "--error-bg": "color-mix(in oklab, var(--destructive) 10%, var(--popover))",
          "--error-border": "color-mix(in oklab, var(--destructive) 40%, var(--popover))",
          "--error-text": "var(--destructive)",
          "--info-bg": "color-mix(in oklab, var(--primary) 10%, var(--popover))",
          "--info-border": "color-mix(in oklab, var(--primary) 40%, var(--popover))",
          "--info-text": "var(--primary)",
          "--warning-bg": "color-mix(in oklab, var(--warning) 10%, var(--popover))",
          "--warning-border": "color-mix(in oklab, var(--warning) 60%, var(--popover))",
          "--warning-text": "var(--popover-foreground)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster, type ToasterProps };
