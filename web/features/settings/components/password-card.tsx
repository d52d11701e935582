import { type FormEvent, useState } from "react";
import { newPasswordError } from "#domain/auth/credentials";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api-client";
import { useChangePassword } from "../api/change-password";

type Errors = { current?: string; next?: string; confirm?: string };

export function PasswordCard() {
  const change = useChangePassword();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      current: current ? undefined : "Enter your current password",
      next: newPasswordError(next),
      confirm: confirm === next ? undefined : "The passwords do not match",
    };
    setErrors(found);
    if (found.current || found.next || found.confirm) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent("");
          setNext("");
          setConfirm("");
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === "INVALID_PASSWORD") {
            setErrors({ current: "This is not your current password" });
          }
        },
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Password</h2>
        </CardTitle>
        <CardDescription>Changing it signs out your other devices.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label="Current password" error={errors.current}>
            <Input
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
            />
          </FormField>
          <FormField label="New password" error={errors.next} description="At least 10 characters.">
            <Input
              type="password"
              autoComplete="new-password"
              value={next}
              onChange={(e) => setNext(e.target.value)}
            />
          </FormField>
          <FormField label="Confirm new password" error={errors.confirm}>
            <Input
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </FormField>
          <Button type="submit" loading={change.isPending}>
            Change
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
