// What other features may call of packages.
export { lockPackageForBooking, packageEvent } from "./packages.service";
