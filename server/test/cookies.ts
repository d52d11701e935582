/** The cookies a response sets, as the Cookie header a browser would send next (cleared ones left out). */
export function cookieOf(res: { cookies: { name: string; value: string }[] }): string {
  return res.cookies
    .filter((c) => c.value)
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
}
