import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import {
  PORTAL_INVITATION_DAYS,
  type PortalInviteInput,
  portalInviteInputSchema,
} from "#domain/client-portal/client-portal.schema";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { type FormDialogProps, useFormDialog } from "../../../components/use-form-dialog";
import { useInvitePortalUser } from "../api/invite-portal-user";

/** The e-mail of the person who will sign in for the client; the mail carries a set-password link. */
export function InvitePortalUserDialog({
  clientId,
  defaultEmail,
  resend = false,
  ...props
}: FormDialogProps & {
  clientId: string;
  /** The address the form starts with: the pending invitation's, else the client's own. */
  defaultEmail: string;
  /** Sending the open invitation again rather than a first one. */
  resend?: boolean;
}) {
  const { open } = props;
  const invite = useInvitePortalUser(clientId);
  const form = useForm<PortalInviteInput>({
    resolver: zodResolver(portalInviteInputSchema),
    defaultValues: { email: defaultEmail },
  });
  const { register, reset, formState } = form;

  useEffect(() => {
    if (open) reset({ email: defaultEmail });
  }, [open, defaultEmail, reset]);

  const dialog = useFormDialog(props, { busy: invite.isPending });
  const submit = dialog.submit(form, ["email"], (input) => invite.mutateAsync(input));

  return (
    <FormDialog
      {...dialog.frame}
      className="sm:max-w-md"
      title={resend ? "Resend invitation" : "Invite by e-mail"}
      description={
        <>
          We mail a link to set a password; it works once, for {PORTAL_INVITATION_DAYS} days. Then they sign
          in and see this client's trips, bookings and offers.
        </>
      }
      onSubmit={submit}
    >
      <FormField label="E-mail" required error={formState.errors.email?.message}>
        <Input type="email" autoComplete="off" autoFocus {...register("email")} />
      </FormField>
      <FormDialogFooter
        {...dialog.footer}
        errors={formState.errors}
        submitLabel={resend ? "Resend invitation" : "Send invitation"}
      />
    </FormDialog>
  );
}
