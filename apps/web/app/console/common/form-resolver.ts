import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The resolver of a form that holds `Values` and is checked by `schema`: submitting gives the
 * schema's output. The contracts' schemas coerce what clients send, so their input is wider than
 * what a form holds (`unknown` for an id the form keeps as a number, any value for a list that
 * also accepts one item); `Values extends Input` is the relation, checked where a form calls this.
 *
 * `zodResolver` types its resolver with the schema's input as the form's values. A resolver that
 * accepts the input also accepts `Values`, and its errors are keyed by the same field names, but
 * react-hook-form's generic field-path and error types cannot show that for a generic `Values`:
 * hence the one `as` below (the call sites stay checked: a form whose values the schema does not
 * accept, or whose submitted type is not the schema's output, does not compile).
 */
export function formResolver<Output, Input extends FieldValues, Values extends Input>(
  schema: z.ZodType<Output, Input>,
): Resolver<Values, unknown, Output> {
  return zodResolver<FieldValues, unknown, Output>(schema) as Resolver<Values, unknown, Output>;
}
