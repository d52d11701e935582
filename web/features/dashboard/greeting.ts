/** SPEC §2: before 12 'Good Morning', before 18 'Good Afternoon', otherwise 'Good Evening'. */
export function greetingFor(hour: number): string {
  if (hour < 12) return "Good Morning";
  if (hour < 18) return "Good Afternoon";
  return "Good Evening";
}
