// The trip and passenger the trip SSR request tests share.
export const TRIP = "0f8fad5b-d9cb-469f-a165-70867728950e";
export const anna = {
  id: "1f8fad5b-d9cb-469f-a165-70867728950e",
  title: "Mrs",
  firstName: "Anna",
  surname: "Müller",
};
