/** What a merge tells its page: it was sent (the page stops asking for the record that goes), done, refused. */
export interface MergeCallbacks<Request, Result> {
  onMerging?: (request: Request) => void;
  onMerged?: (result: Result, request: Request) => void;
  onMergeFailed?: (request: Request) => void;
}

/** A merge form's Cancel and its onMerged inside a dialog: both close the dialog first. */
export function closingMerge<Request, Result>(
  onOpenChange: (open: boolean) => void,
  onMerged?: (result: Result, request: Request) => void,
) {
  return {
    onCancel: () => onOpenChange(false),
    onMerged: (result: Result, request: Request) => {
      onOpenChange(false);
      onMerged?.(result, request);
    },
  };
}
