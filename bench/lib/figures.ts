// Small pieces every bench prints or loads with.

/** Milliseconds as the benches print them: "12.3 ms". */
export const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

/** The middle value (the upper one of an even count); NaN for none. */
export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** A text[] literal for generate_series loads: values quoted as SQL strings (bench data, never user input). */
export const sqlArray = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}]`;
