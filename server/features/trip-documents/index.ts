// What other features may call of trip-documents.
export { createTripDocumentsService } from "./trip-documents.service";
