import { passengers } from "../../db/schema/passengers";

/** What a passenger's name is made of (`passengerName` formats it), for the selects that show one. */
export const passengerNameColumns = {
  title: passengers.title,
  firstName: passengers.firstName,
  surname: passengers.surname,
};
