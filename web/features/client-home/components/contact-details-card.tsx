import { PencilIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { OwnClient } from "#domain/client-portal/client-portal.schema";
import { Button } from "../../../components/ui/button";
import { HomeCard } from "./home-card";

const EditContactDialog = lazy(async () => ({
  default: (await import("./edit-contact-dialog")).EditContactDialog,
}));

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="whitespace-pre-line break-words text-sm">{value || "Not given"}</dd>
    </div>
  );
}

/** The client's own contact details, with an Edit dialog. */
export function ContactDetailsCard({ client }: { client: OwnClient }) {
  const [editing, setEditing] = useState(false);
  return (
    <HomeCard title="Your contact details" loading={false} error={null} onRetry={() => {}} empty={null}>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail label="Name" value={client.name} />
        <Detail label="E-mail" value={client.email} />
        <Detail label="Phone" value={client.phone} />
        <Detail label="Address" value={client.address} />
      </dl>
      <Button variant="outline" size="sm" className="mt-4" onClick={() => setEditing(true)}>
        <PencilIcon aria-hidden />
        Edit
      </Button>
      <Suspense fallback={null}>
        {editing ? <EditContactDialog client={client} open={editing} onOpenChange={setEditing} /> : null}
      </Suspense>
    </HomeCard>
  );
}
