import { NotAvailable } from "./not-available";
import { PageHeader } from "./page-header";

export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <NotAvailable what={title} />
    </>
  );
}
