import { useRef } from "react";

function usable(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && element !== document.body && element.isConnected;
}

/** The element that opened a dialog: a menu item stands for its menu's button, which outlives the menu. */
function openerOf(active: Element | null): HTMLElement | null {
  let element = active;
  // A submenu is labelled by its item in the parent menu, so climb until outside every menu.
  for (let menu = element?.closest('[role="menu"]'); menu; menu = element?.closest('[role="menu"]')) {
    const label = menu.getAttribute("aria-labelledby");
    element = label ? document.getElementById(label) : null;
  }
  return usable(element) ? element : null;
}

/**
 * Focus handlers for a dialog's content: remember what had focus when it opened and return there when it
 * closes. Radix only returns focus to a DialogTrigger; controlled dialogs (ConfirmDialog, the form
 * dialogs, those opened from menus) would otherwise leave focus on <body>.
 */
export function useReturnFocus(handlers: {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      // Runs before focus moves into the dialog, so the active element is still the one that opened it.
      opener.current = openerOf(document.activeElement);
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      handlers.onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !usable(target)) return;
      event.preventDefault();
      target.focus();
    },
  };
}
