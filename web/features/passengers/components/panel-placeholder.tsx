import { FileTextIcon, UsersIcon } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";

const panels = {
  connections: {
    Icon: UsersIcon,
    title: "Connected Passengers",
    prompt: "Select a passenger to see their connections.",
  },
  docs: {
    Icon: FileTextIcon,
    title: "GDS DOCS Generator",
    prompt: "Select a passenger to build their DOCS lines.",
  },
} as const;

/** A side panel's frame before a passenger is selected (or while its code loads). */
export function PanelPlaceholder({
  kind,
  loading = false,
}: {
  kind: keyof typeof panels;
  loading?: boolean;
}) {
  const { Icon, title, prompt } = panels[kind];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon aria-hidden className="size-4" />
          {title}
        </CardTitle>
        <CardDescription>{loading ? "Loading" : prompt}</CardDescription>
      </CardHeader>
    </Card>
  );
}
