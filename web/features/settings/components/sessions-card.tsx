import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { useSignOutEverywhere } from "../api/sign-out-everywhere";

export function SessionsCard() {
  const signOut = useSignOutEverywhere();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Sessions</h2>
        </CardTitle>
        <CardDescription>
          Signed in on a shared or lost device? Sign out everywhere, this browser included. A session also
          ends after a week without use.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          trigger={
            <Button variant="outline" loading={signOut.isPending}>
              Sign out everywhere
            </Button>
          }
          title="Sign out everywhere?"
          description="Every device signed in to your account is signed out, this one too."
          destructive={false}
          confirmLabel="Sign out everywhere"
          onConfirm={() => signOut.mutate()}
        />
      </CardContent>
    </Card>
  );
}
