/** A text link that changes what the sign-in card shows (no navigation). */
export function LinkButton({ onClick, children }: { onClick(): void; children: string }) {
  return (
    <button type="button" className="text-primary underline-offset-4 hover:underline" onClick={onClick}>
      {children}
    </button>
  );
}
