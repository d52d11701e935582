import { type FormEvent, useState } from "react";
import { emailError } from "#domain/auth/credentials";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api-client";
import { useChangeEmail } from "../api/change-email";

/** Change of address: a link goes to the new one, and the change applies when it is opened. */
export function EmailCard({ currentEmail }: { currentEmail: string }) {
  const change = useChangeEmail();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found =
      emailError(email) ??
      (email.trim().toLowerCase() === currentEmail.toLowerCase()
        ? "This is already your address"
        : undefined);
    setError(found);
    if (found) return;
    change.mutate(email, {
      onSuccess: (to) => {
        setSentTo(to);
        setEmail("");
      },
      onError: (err) => setError(err instanceof ApiError ? err.message : undefined),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Email</h2>
        </CardTitle>
        <CardDescription>
          You sign in with <span className="font-medium text-foreground">{currentEmail}</span>.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label="New email" error={error}>
            <Input
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          {sentTo ? (
            <p role="status" className="text-muted-foreground text-sm">
              We sent a confirmation link to {sentTo}. Your address changes once you open it.
            </p>
          ) : null}
          <Button type="submit" loading={change.isPending}>
            Update
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
