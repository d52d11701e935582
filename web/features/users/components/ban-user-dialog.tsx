import { type FormEvent, useState } from "react";
import type { ManagedUser } from "#domain/users/user.schema";
import { ConflictNotice } from "../../../components/conflict-notice";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { ApiError } from "../../../lib/api-client";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { useBanUser } from "../api/ban-user";

/** A datetime-local value is local time without a zone: the browser's zone makes it a moment. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Ban with an optional end (empty: until lifted) and reason; the user is signed out at once. */
export function BanUserDialog({ user, onClose }: { user: ManagedUser | null; onClose(): void }) {
  const ban = useBanUser();
  const [until, setUntil] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ until?: string; reason?: string }>({});

  // A new user starts an empty form; loading their version after a conflict keeps what was typed.
  const edit = useRecordEdit(user !== null, user, (_user, why) => {
    if (why !== "open") return;
    setUntil("");
    setReason("");
    setErrors({});
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    const iso = localInputToIso(until);
    if (until && (!iso || new Date(iso).getTime() <= Date.now())) {
      setErrors({ until: "Choose a moment in the future" });
      return;
    }
    ban.mutate(
      { id: user.id, version: edit.version ?? user.version, until: iso, reason: reason.trim() || undefined },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (edit.catchConflict(error)) return;
          if (error instanceof ApiError) setErrors(error.fieldErrors);
        },
      },
    );
  };

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Ban {user?.email}</DialogTitle>
          <DialogDescription>
            They are signed out everywhere at once and cannot sign in until the ban ends or you lift it.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField
            label="Banned until"
            error={errors.until}
            description="Leave empty to ban until you lift it."
          >
            <Input type="datetime-local" value={until} onChange={(e) => setUntil(e.target.value)} />
          </FormField>
          <FormField
            label="Reason"
            error={errors.reason}
            description="Shown to the user when they try to sign in."
          >
            <Textarea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          {edit.conflict ? <ConflictNotice onLoad={edit.loadTheirs} disabled={ban.isPending} /> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" loading={ban.isPending}>
              Ban user
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
