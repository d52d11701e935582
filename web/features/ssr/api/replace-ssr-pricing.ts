import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SsrDefinitionResponse, SsrPricingBody } from "../../../../domain/ssr/ssr-api.schema";
import { api } from "../../../lib/api-client";
import { ssrListBaseKey } from "./list-ssr";

export function replaceSsrPricing(
  id: string,
  pricing: SsrPricingBody["pricing"],
): Promise<SsrDefinitionResponse> {
  return api<SsrDefinitionResponse>(`/api/ssr/${encodeURIComponent(id)}/pricing`, {
    method: "PUT",
    body: { pricing },
  });
}

export function useReplaceSsrPricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pricing }: { id: string; pricing: SsrPricingBody["pricing"] }) =>
      replaceSsrPricing(id, pricing),
    meta: {
      errorTitle: "Save Failed",
      errorFallback: "The airline prices could not be saved.",
      success: { title: "Changes Saved", description: "Airline prices updated" },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssrListBaseKey }),
  });
}
