import type { Passenger } from "#domain/passengers/passenger.schema";

export const anna: Passenger = {
  id: "0f8fad5b-d9cb-469f-a165-70867728950e",
  title: "Mrs",
  firstName: "Anna Lena",
  surname: "Müller",
  gender: "F",
  dateOfBirth: "1987-03-05",
  nationality: "DEU",
  countryOfIssue: "DEU",
  documentType: "P",
  passportNumber: "C01X00T47",
  documentExpiry: "2031-08-14",
  passportDocsLine: null,
  status: "active",
  method: "online",
  remarks: null,
  clientId: null,
  clientName: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  version: 1,
  updatedAt: "2026-01-01T00:00:00.000Z",
};
