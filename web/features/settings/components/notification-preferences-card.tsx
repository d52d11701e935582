import { zodResolver } from "@hookform/resolvers/zod";
import { Fragment } from "react";
import { Controller, useForm } from "react-hook-form";
import {
  defaultNotificationPreferences,
  type NotificationPreferences,
  notificationCategoryKeys,
  notificationPreferenceLabels,
  notificationPreferencesSchema,
} from "#domain/settings/notification-preferences.schema";
import { FormRootError } from "../../../components/form-root-error";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Label } from "../../../components/ui/label";
import { Separator } from "../../../components/ui/separator";
import { Spinner } from "../../../components/ui/spinner";
import { Switch } from "../../../components/ui/switch";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { useNotificationPreferences, useSaveNotificationPreferences } from "../api/notification-preferences";

// The four kinds first; then the digest, which is how they arrive rather than which.
const keys: (keyof NotificationPreferences)[] = [...notificationCategoryKeys, "emailDigest"];

/**
 * SPEC §2 Settings: four switches, all on until saved otherwise, and the daily e-mail digest (off until turned
 * on). A form with one Save, not switches that save at once: the user sets them all and commits them
 * together, and can leave without saving a stray click.
 */
export function NotificationPreferencesCard() {
  const saved = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const { control, handleSubmit, reset, setError, formState } = useForm<NotificationPreferences>({
    resolver: zodResolver(notificationPreferencesSchema),
    defaultValues: defaultNotificationPreferences,
    // The stored choices fill the form when they arrive; a refetch leaves switches the user already moved.
    values: saved.data,
    resetOptions: { keepDirtyValues: true },
  });

  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (stored) => reset(stored),
      onError: (error) => applyApiFieldErrors(error, setError, keys),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Notifications</h2>
        </CardTitle>
        <CardDescription>Choose what Itinera tells you about.</CardDescription>
      </CardHeader>
      <CardContent>
        {saved.isLoading ? <Spinner className="size-5" /> : null}
        {saved.isError ? (
          <p className="text-destructive text-sm">Your preferences could not be loaded.</p>
        ) : null}
        {saved.data ? (
          <form onSubmit={submit} noValidate className="space-y-4">
            {keys.map((key) => (
              <Fragment key={key}>
                {key === "emailDigest" ? (
                  <>
                    <Separator />
                    <h3 className="font-medium text-sm">E-mail</h3>
                  </>
                ) : null}
                <Controller
                  control={control}
                  name={key}
                  render={({ field }) => (
                    <div className="flex items-center justify-between gap-4">
                      <div>
                        <Label htmlFor={`pref-${key}`}>{notificationPreferenceLabels[key].label}</Label>
                        <p className="text-muted-foreground text-sm">
                          {notificationPreferenceLabels[key].description}
                        </p>
                      </div>
                      <Switch
                        id={`pref-${key}`}
                        ref={field.ref}
                        checked={field.value}
                        onCheckedChange={field.onChange}
                        onBlur={field.onBlur}
                      />
                    </div>
                  )}
                />
              </Fragment>
            ))}
            <FormRootError errors={formState.errors} />
            <Button type="submit" loading={save.isPending} disabled={!formState.isDirty}>
              Save preferences
            </Button>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
