// What other features may call of trip-ssr-requests.

export { moveSsrRequestsToPassenger } from "./ssr-request-passenger-move";
export { requestSsrs, type SsrRequestToMake } from "./trip-ssr-request-records.service";
