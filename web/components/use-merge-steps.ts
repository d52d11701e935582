import { useState } from "react";
import type { MergeCallbacks } from "./merge-callbacks";

/**
 * A merge form's two steps: choose, then confirm (a merge cannot be undone). A refused merge goes back to
 * choosing; `refused` puts the server's message on the form.
 */
export function useMergeSteps<Request, Result>(
  merge: {
    mutate: (
      request: Request,
      options: { onSuccess: (result: Result) => void; onError: (error: unknown) => void },
    ) => void;
  },
  { onMerging, onMerged, onMergeFailed }: MergeCallbacks<Request, Result>,
  refused: (error: unknown) => void,
) {
  const [step, setStep] = useState<"choose" | "confirm">("choose");
  const confirm = (request: Request) => {
    onMerging?.(request);
    merge.mutate(request, {
      onSuccess: (result) => onMerged?.(result, request),
      onError: (error) => {
        refused(error);
        setStep("choose");
        onMergeFailed?.(request);
      },
    });
  };
  return { step, setStep, confirm };
}
