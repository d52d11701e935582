import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestCreate, RequestRecord } from "#domain/requests/request.schema";
import { api } from "../../../lib/api-client";
import { requestsBaseKey } from "./list-requests";

export function createRequest(input: RequestCreate): Promise<RequestRecord> {
  return api<RequestRecord>("/api/requests", { method: "POST", body: input });
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to create request",
      success: { title: "Request sent" },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsBaseKey }),
  });
}
