import { describe, expect, it } from 'vitest';
import { named } from './prepared-client.ts';

describe('named prepared statements', () => {
  it('names a parameterised query by its text, the same name for the same text', () => {
    const a = named({ text: 'select $1::int', rowMode: 'array' }, [1]);
    const b = named('select $1::int', [2]);
    expect(a).toMatchObject({ text: 'select $1::int', rowMode: 'array', name: expect.stringMatching(/^q_/) });
    expect(b.name).toBe(a.name);
    expect(named('select $1::text', ['x']).name).not.toBe(a.name);
  });

  it('leaves queries without parameters (scripts of several statements), named ones and COPY streams alone', () => {
    expect(named('create table t (id int); insert into t values (1)', undefined)).toBe(
      'create table t (id int); insert into t values (1)',
    );
    const own = { text: 'select $1', name: 'mine' };
    expect(named(own, [1])).toBe(own);
    const copy = { text: 'copy t from stdin', submit: () => {} };
    expect(named(copy, [])).toBe(copy);
  });
});
