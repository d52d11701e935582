import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestRecord, RequestUpdate } from "#domain/requests/request.schema";
import { api } from "../../../lib/api-client";
import { requestsBaseKey } from "./list-requests";

export function updateRequest(
  id: string,
  input: RequestUpdate,
  version: number | undefined,
): Promise<RequestRecord> {
  return api<RequestRecord>(`/api/requests/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: input,
    version,
  });
}

export function useUpdateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: { id: string; input: RequestUpdate; version: number | undefined }) =>
      updateRequest(id, input, version),
    meta: {
      conflictShownInForm: true,
      errorTitle: "Error",
      errorFallback: "Failed to update request",
      success: { title: "Request updated" },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsBaseKey }),
  });
}
