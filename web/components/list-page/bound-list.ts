/**
 * The part of a list's URL state (useListParams) that a filter control reads and writes: its own fields.
 * Passing the list itself keeps each page's filter bar to the control, its field and its words.
 */
export interface BoundList<K extends string, V> {
  state: { [P in K]?: V | undefined };
  update(patch: { [P in K]?: V | undefined }): void;
}
