// What other features may call of agency-settings.
export { type AgencyLetterhead, createAgencySettingsService } from "./agency-settings.service";
