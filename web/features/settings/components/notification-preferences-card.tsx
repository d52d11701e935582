import { type FormEvent, useEffect, useState } from "react";
import {
  defaultNotificationPreferences,
  type NotificationPreferences,
  notificationPreferenceLabels,
} from "#domain/settings/notification-preferences.schema";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Label } from "../../../components/ui/label";
import { Spinner } from "../../../components/ui/spinner";
import { Switch } from "../../../components/ui/switch";
import { useNotificationPreferences, useSaveNotificationPreferences } from "../api/notification-preferences";

const keys = Object.keys(notificationPreferenceLabels) as (keyof NotificationPreferences)[];

/** SPEC §2 Settings: four switches, all on until saved otherwise. */
export function NotificationPreferencesCard() {
  const saved = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [values, setValues] = useState<NotificationPreferences>(defaultNotificationPreferences);

  useEffect(() => {
    if (saved.data) setValues(saved.data);
  }, [saved.data]);

  const changed = saved.data !== undefined && keys.some((key) => values[key] !== saved.data[key]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };

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
          <form onSubmit={submit} className="space-y-4">
            {keys.map((key) => (
              <div key={key} className="flex items-center justify-between gap-4">
                <div>
                  <Label htmlFor={`pref-${key}`}>{notificationPreferenceLabels[key].label}</Label>
                  <p className="text-muted-foreground text-sm">
                    {notificationPreferenceLabels[key].description}
                  </p>
                </div>
                <Switch
                  id={`pref-${key}`}
                  checked={values[key]}
                  onCheckedChange={(checked) => setValues((v) => ({ ...v, [key]: checked }))}
                />
              </div>
            ))}
            <Button type="submit" loading={save.isPending} disabled={!changed}>
              Save preferences
            </Button>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
