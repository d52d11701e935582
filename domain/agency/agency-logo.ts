// The agency's logo on invoice PDFs: what an upload may be and the size it is stored at.

export const AGENCY_LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const AGENCY_LOGO_TOO_LARGE_MESSAGE = "The logo can be at most 5 MB";
export const AGENCY_LOGO_UNSUPPORTED_MESSAGE = "Upload the logo as a PNG, JPEG or WebP image";
/** The stored logo fits inside this box (kept in proportion, never enlarged): a PDF header's corner. */
export const AGENCY_LOGO_MAX_WIDTH = 400;
export const AGENCY_LOGO_MAX_HEIGHT = 160;

/** Where the logo is read; its token changes with every upload, so a browser may keep each for good. */
export function agencyLogoUrl(token: string): string {
  return `/api/agency-settings/logo?v=${token}`;
}
