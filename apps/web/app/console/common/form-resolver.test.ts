import type { Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formResolver } from './form-resolver.ts';

// a coercing schema like the contracts' (`idInput`): its input (`id: unknown`) is wider than the form's values
const schema = z.object({
  id: z.coerce.number().int().min(1, { message: 'Invalid id' }),
  name: z.string().trim(),
});
interface Form {
  id: number;
  name: string;
}
const options = { fields: {}, shouldUseNativeValidation: false };
const resolve: Resolver<Form, unknown, z.output<typeof schema>> = formResolver(schema);

// the relation is checked where a form calls it: values the schema does not take do not compile
// @ts-expect-error `name` is a string in the schema
const wrongValues: Resolver<{ id: number; name: number }, unknown, Form> = formResolver(schema);
// @ts-expect-error the submitted type is the schema's output
const wrongOutput: Resolver<Form, unknown, { id: string }> = formResolver(schema);

describe('formResolver', () => {
  it('gives the schema output for valid values', async () => {
    expect(await resolve({ id: 3, name: ' Tee ' }, undefined, options)).toEqual({
      values: { id: 3, name: 'Tee' },
      errors: {},
    });
    expect([wrongValues, wrongOutput]).toHaveLength(2);
  });

  it('keys the errors by the form field names', async () => {
    const result = await resolve({ id: 0, name: 'Tee' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors.id?.message).toBe('Invalid id');
  });
});
