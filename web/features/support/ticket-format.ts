export const createdDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
});
export const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
