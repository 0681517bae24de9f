import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPackageRoot } from './package-root.ts';

const API = path.resolve(import.meta.dirname, '../..');

describe('apiPackageRoot', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'api-root-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('finds apps/api from the sources, at any depth below it', () => {
    expect(apiPackageRoot()).toBe(API);
    expect(apiPackageRoot(path.join(API, 'src/platform'))).toBe(API);
    expect(apiPackageRoot(path.join(API, 'build'))).toBe(API);
  });

  it('passes over package.json files of other packages on the way up', () => {
    const root = path.join(scratch, 'shop/apps/api');
    const nested = path.join(root, 'node_modules/some-package/dist');
    mkdirSync(nested, { recursive: true });
    writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: '@shop/api' }));
    writeFileSync(
      path.join(root, 'node_modules/some-package/package.json'),
      JSON.stringify({ name: 'some-package' }),
    );
    writeFileSync(path.join(nested, 'package.json'), '{ not json');
    expect(apiPackageRoot(nested)).toBe(root);
  });

  it('says so when there is no API package above', () => {
    const lone = path.join(scratch, 'elsewhere');
    mkdirSync(lone, { recursive: true });
    expect(() => apiPackageRoot(lone)).toThrow(/no @shop\/api package\.json at or above/);
  });
});
