import { useMutation, useQueryClient } from "@tanstack/react-query";
import { topics } from "#domain/realtime/topics";
import type { Segment, SegmentFormValues } from "#domain/segments/segment.schema";
import { api } from "../../../lib/api-client";
import { tripsBaseKey } from "./list-trips";

const base = (tripId: string) => `/api/trips/${encodeURIComponent(tripId)}/segments`;

export function createSegment(tripId: string, input: SegmentFormValues): Promise<Segment> {
  return api<Segment>(base(tripId), { method: "POST", body: input });
}

export function updateSegment(
  tripId: string,
  segmentId: string,
  input: SegmentFormValues,
  version: number,
): Promise<Segment> {
  return api<Segment>(`${base(tripId)}/${encodeURIComponent(segmentId)}`, {
    method: "PUT",
    body: input,
    version,
  });
}

export function deleteSegment(tripId: string, segmentId: string, version: number): Promise<void> {
  return api<void>(`${base(tripId)}/${encodeURIComponent(segmentId)}`, { method: "DELETE", version });
}

/** Segments change the trip's counts and the Flights screen too. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tripsBaseKey }),
      queryClient.invalidateQueries({ queryKey: [topics.flights] }),
    ]);
}

export function useCreateSegment(tripId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: SegmentFormValues) => createSegment(tripId, input),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to add segment",
      success: { title: "Segment added successfully!" },
    },
    onSuccess: invalidate,
  });
}

export function useUpdateSegment(tripId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input, version }: { id: string; input: SegmentFormValues; version: number }) =>
      updateSegment(tripId, id, input, version),
    meta: {
      conflictShownInForm: true,
      errorTitle: "Error",
      errorFallback: "Failed to update segment",
      success: { title: "Segment updated successfully!" },
    },
    onSuccess: invalidate,
  });
}

export function useDeleteSegment(tripId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => deleteSegment(tripId, id, version),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to delete segment",
      success: { title: "Segment deleted successfully!" },
    },
    onSuccess: invalidate,
  });
}
