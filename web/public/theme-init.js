// Runs before first paint so a dark theme never flashes light; the key is the one the app writes.
try {
  if (localStorage.getItem("vite-ui-theme") === "dark") document.documentElement.classList.add("dark");
} catch {
  // Storage can be blocked; the light default then applies.
}
