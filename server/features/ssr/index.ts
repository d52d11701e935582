// What other features may call of ssr.
export { catalogueEntriesOf } from "./ssr-catalogue.service";
