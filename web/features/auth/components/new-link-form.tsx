import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { emailError } from "#domain/auth/credentials";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api-client";

/** Asks for the address and mails a fresh link; the answer is the same whether or not it has an account. */
export function NewLinkForm({
  label,
  send,
  sent,
  failed,
}: {
  label: string;
  send(email: string): Promise<unknown>;
  sent: { title: string; description: string };
  failed: string;
}) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = emailError(email);
    setError(found);
    if (found) return;
    setBusy(true);
    try {
      await send(email);
      toast.success(sent.title, { description: sent.description });
    } catch (err) {
      toast.error("Error", { description: errorMessage(err, failed) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <FormField label="Email" error={error}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </FormField>
      <Button type="submit" className="w-full" loading={busy}>
        {label}
      </Button>
    </form>
  );
}
