// What other features may call of client-merge.
export type { ClientRowsMove } from "./client-rows-move";
