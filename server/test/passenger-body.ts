let counter = 100000;

/** A valid passenger body for the passengers API (John Smith, GBR), each with a passport number of its own. */
export function passengerBody(overrides: Record<string, unknown> = {}) {
  return {
    title: "Mr",
    firstName: "John",
    surname: "Smith",
    gender: "M",
    dateOfBirth: "1982-07-12",
    nationality: "GBR",
    countryOfIssue: "GBR",
    passportNumber: `TP${++counter}`,
    documentExpiry: "2030-01-15",
    ...overrides,
  };
}

/** The passport (DOCS) of the passenger `passengerBody` describes, as the DOCS route takes it. */
export const passengerDocsBody = {
  documentType: "P",
  issuingCountry: "GBR",
  documentNumber: "123456789",
  nationality: "GBR",
  dateOfBirth: "1982-07-12",
  gender: "M",
  expiryDate: "2030-01-15",
  surname: "Smith",
  givenNames: "John",
};
