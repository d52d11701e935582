// What other features may call of client-merge.
export { type ClientRowsMove, moveClientRows, moveEditableClientRows } from "./client-rows-move";
