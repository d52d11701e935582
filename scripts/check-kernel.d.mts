export interface KernelViolation {
  file: string;
  line: number;
  rule: string;
}
export type KernelDebt = Record<string, string[]>;
export declare const DEBT_FILE: string;
export declare const RULES: Record<string, { pattern: RegExp; why: string; allowed: string[] }>;
export function violationsIn(text: string, file: string): { rule: string; offset: number }[];
export function kernelViolations(root: string): KernelViolation[];
export function checkKernel(root: string, debt: KernelDebt): { fresh: KernelViolation[]; paid: string[] };
export function readDebt(root: string): KernelDebt;
