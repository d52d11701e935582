import { useMutation } from "@tanstack/react-query";
import type { GdsParseRequest, GdsPreview } from "#domain/gds-import/gds-import.schema";
import { api } from "../../../lib/api-client";

export function parseGds(input: GdsParseRequest): Promise<GdsPreview> {
  return api<GdsPreview>("/api/gds/parse", { method: "POST", body: input });
}

/** The preview: nothing is stored. */
export function useParseGds() {
  return useMutation({
    mutationFn: parseGds,
    meta: { errorTitle: "Error parsing GDS content", errorFallback: "Error parsing GDS content" },
  });
}
