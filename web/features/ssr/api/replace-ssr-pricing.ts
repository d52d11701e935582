import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SsrDefinitionResponse, SsrPricingBody } from "#domain/ssr/ssr-api.schema";
import { api } from "../../../lib/api-client";
import { ssrListBaseKey } from "./list-ssr";

export function replaceSsrPricing(
  id: string,
  pricing: SsrPricingBody["pricing"],
  version: number,
): Promise<SsrDefinitionResponse> {
  return api<SsrDefinitionResponse>(`/api/ssr/${encodeURIComponent(id)}/pricing`, {
    method: "PUT",
    body: { pricing },
    version,
  });
}

export function useReplaceSsrPricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      pricing,
      version,
    }: {
      id: string;
      pricing: SsrPricingBody["pricing"];
      version: number;
    }) => replaceSsrPricing(id, pricing, version),
    meta: {
      conflictShownInForm: true,
      errorTitle: "Save Failed",
      errorFallback: "The airline prices could not be saved.",
      success: { title: "Changes Saved", description: "Airline prices updated" },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssrListBaseKey }),
  });
}
