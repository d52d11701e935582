import { sql } from "drizzle-orm";
import { notFound } from "#domain/errors";
import {
  type MergePassengerSummary,
  type PassengerDuplicateList,
  type PassengerDuplicateReason,
  passengerDuplicateReasons,
} from "#domain/passenger-merge/passenger-merge.schema";
import type { DbOrTx } from "../../db/client";
import { firstRow, rows } from "../../kernel/rows";

/** Two folded names (passengers.sort_name) of one client at least this trigram-similar look like one person. */
export const PASSENGER_NAME_SIMILARITY = 0.6;
/** Enough for a person entered a few times; more would be a data problem to fix another way. */
const MAX_DUPLICATES = 20;

/** A passenger's summary as one JSON value, for the passenger row aliased `p`. */
const SUMMARY = `json_build_object(
  'id', p.id, 'title', p.title, 'firstName', p.first_name, 'surname', p.surname,
  'dateOfBirth', p.date_of_birth::text, 'nationality', p.nationality, 'passportNumber', p.passport_number,
  'countryOfIssue', p.country_of_issue, 'documentExpiry', p.document_expiry::text,
  'clientId', p.client_id, 'clientName', (select c.name from clients c where c.id = p.client_id),
  'tripsCount', (select count(*) from trip_passengers tp where tp.passenger_id = p.id),
  'bookingsCount', (select count(*) from booking_participants bp where bp.passenger_id = p.id),
  'connectionsCount', (select count(*) from passenger_associations a
    where a.passenger_id = p.id or a.associated_passenger_id = p.id))`;

export async function passengerSummary(tx: DbOrTx, id: string): Promise<MergePassengerSummary> {
  const row = await firstRow<{ summary: MergePassengerSummary }>(
    tx,
    sql`select ${sql.raw(SUMMARY)} as summary from passengers p where p.id = ${id}`,
  );
  if (!row) throw notFound("Passenger");
  return row.summary;
}

/**
 * Likely duplicates of one passenger, strongest first: the same passport (number and issuing country,
 * through their index), the same folded name and date of birth (the name index), or a similar name among
 * the same client's passengers (the client index; a client has few).
 */
export async function passengerDuplicates(tx: DbOrTx, id: string): Promise<PassengerDuplicateList> {
  const passenger = await passengerSummary(tx, id);
  const found = await rows<{
    passport: number;
    nameBirth: number;
    similarName: number;
    summary: MergePassengerSummary;
  }>(
    tx,
    sql`
    with me as (select * from passengers where id = ${id}),
    candidates(id, passport, name_birth, similar_name) as (
      select p.id, 1, 0, 0 from me join passengers p
        on p.passport_number = me.passport_number and p.country_of_issue = me.country_of_issue and p.id <> me.id
      union all
      select p.id, 0, 1, 0 from me join passengers p
        on p.sort_name = me.sort_name and p.date_of_birth = me.date_of_birth and p.id <> me.id
      union all
      select p.id, 0, 0, 1 from me join passengers p on p.client_id = me.client_id and p.id <> me.id
      where similarity(p.sort_name, me.sort_name) >= ${PASSENGER_NAME_SIMILARITY}
    ),
    found as (
      select id, max(passport) as passport, max(name_birth) as name_birth, max(similar_name) as similar_name
      from candidates group by id
    )
    select f.passport, f.name_birth as "nameBirth", f.similar_name as "similarName", ${sql.raw(SUMMARY)} as summary
    from found f join passengers p on p.id = f.id
    order by f.passport + f.name_birth + f.similar_name desc, f.passport desc, f.name_birth desc, p.sort_name, p.id
    limit ${MAX_DUPLICATES}`,
  );
  return {
    passenger,
    items: found.map((row) => {
      const flags: Record<PassengerDuplicateReason, boolean> = {
        passport: Number(row.passport) > 0,
        nameAndBirth: Number(row.nameBirth) > 0,
        similarName: Number(row.similarName) > 0,
      };
      return {
        passenger: row.summary,
        reasons: passengerDuplicateReasons.filter((reason) => flags[reason]),
      };
    }),
  };
}
