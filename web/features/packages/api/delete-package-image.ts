import type { TravelPackage } from "#domain/packages/package.schema";
import { api } from "../../../lib/api-client";

/** Back to the default image (the hook is usePackageImage, which also uploads). */
export function deletePackageImage(id: string): Promise<TravelPackage> {
  return api<TravelPackage>(`/api/packages/${encodeURIComponent(id)}/image`, { method: "DELETE" });
}
