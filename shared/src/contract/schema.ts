/**
 * The wire's shapes are declared once, as valibot schemas: a shape's type is inferred from its
 * schema (`v.InferOutput<typeof BillSchema>`), the HTTP client checks every answer against it, and
 * the dev API's tests check its answers against the same schemas. Apps take valibot from here as
 * `v` (lint refuses it elsewhere): one copy of the functions, in the library every page already has.
 * A function not listed is one line here and a minor release of the library.
 */
export {
  array,
  boolean,
  integer,
  lazy,
  literal,
  minValue,
  nonEmpty,
  nullable,
  number,
  object,
  optional,
  picklist,
  pipe,
  record,
  string,
  union,
  unknown,
} from 'valibot';
export type { GenericSchema, InferOutput } from 'valibot';
