/** `text` ended with one full stop: a name already ending in one ("Acme Ltd.") or in "!" or "?" gets none. */
export function sentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}
