import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  type BanFormValues,
  type BanInput,
  banFormSchema,
  type ManagedUser,
} from "#domain/users/user.schema";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { useRecordEdit } from "../../../lib/use-record-edit";
import { useBanUser } from "../api/ban-user";

const emptyValues: BanFormValues = { until: "", reason: "" };

/** Ban with an optional end (empty: until lifted) and reason; the user is signed out at once. */
export function BanUserDialog({ user, onClose }: { user: ManagedUser | null; onClose(): void }) {
  const ban = useBanUser();
  const { register, handleSubmit, reset, setError, formState } = useForm<BanFormValues, unknown, BanInput>({
    resolver: zodResolver(banFormSchema),
    defaultValues: emptyValues,
  });

  // A new user starts an empty form; loading their version after a conflict keeps what was typed.
  const edit = useRecordEdit(user !== null, user, (_user, why) => {
    if (why === "open") reset(emptyValues);
  });

  const submit = handleSubmit((input) => {
    if (!user) return;
    ban.mutate(
      { id: user.id, version: edit.version ?? user.version, ...input },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (edit.catchConflict(error)) return;
          applyApiFieldErrors(error, setError, ["until", "reason"]);
        },
      },
    );
  });

  const errors = formState.errors;
  return (
    <FormDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      busy={ban.isPending}
      title={<>Ban {user?.email}</>}
      description="They are signed out everywhere at once and cannot sign in until the ban ends or you lift it."
      onSubmit={submit}
    >
      <FormField
        label="Banned until"
        error={errors.until?.message}
        description="Leave empty to ban until you lift it."
      >
        <Input type="datetime-local" {...register("until")} />
      </FormField>
      <FormField
        label="Reason"
        error={errors.reason?.message}
        description="Shown to the user when they try to sign in."
      >
        <Textarea rows={3} maxLength={500} {...register("reason")} />
      </FormField>
      <FormDialogFooter
        errors={errors}
        edit={edit}
        busy={ban.isPending}
        onCancel={onClose}
        submitLabel="Ban user"
        submitVariant="destructive"
      />
    </FormDialog>
  );
}
