import { integer, nullable, number, pipe, string } from 'valibot';

/** Money on the wire: whole fen, never a float of yuan. */
export const MoneySchema = pipe(number(), integer());

/** Ids, counts, periods and days: whole numbers. */
export const WholeSchema = pipe(number(), integer());

/** A date or time (ISO 8601) that may not have happened yet. */
export const OptionalTimeSchema = nullable(string());
