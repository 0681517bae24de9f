import { describe, expect, it } from 'vitest';
import {
  documentBytes,
  type LighthouseResult,
  type PageLoad,
  summarizeLoads,
  toPageLoad,
} from './page-metrics.ts';

const URL = 'http://127.0.0.1:4100/';

/** The parts of a Lighthouse 12 result the bench reads, as Lighthouse writes them. */
function lhr(overrides: Partial<LighthouseResult> = {}): LighthouseResult {
  return {
    categories: { performance: { score: 0.934 }, accessibility: { score: 1 }, seo: { score: 1 } },
    audits: {
      'largest-contentful-paint': { numericValue: 1372.4 },
      'total-blocking-time': { numericValue: 91.5 },
      'cumulative-layout-shift': { numericValue: 0.00234 },
      'dom-size': { numericValue: 1848 },
      'network-requests': {
        details: {
          type: 'table',
          items: [
            {
              url: 'http://127.0.0.1:4100/old',
              resourceType: 'Document',
              transferSize: 300,
              resourceSize: 0,
            },
            { url: URL, resourceType: 'Document', transferSize: 40_000, resourceSize: 261_120 },
            {
              url: `${URL}assets/a.js`,
              resourceType: 'Script',
              transferSize: 100_000,
              resourceSize: 300_000,
            },
            { url: `${URL}assets/b.js`, resourceType: 'Script', transferSize: 37_000 },
            { url: `${URL}assets/a.css`, resourceType: 'Stylesheet', transferSize: 11_000 },
            { url: `${URL}logo.png`, resourceType: 'Image', transferSize: 9_000 },
          ],
        },
      },
    },
    mainDocumentUrl: URL,
    finalDisplayedUrl: URL,
    environment: { benchmarkIndex: 1523.6 },
    configSettings: { throttling: { cpuSlowdownMultiplier: 4 } },
    ...overrides,
  };
}

describe('toPageLoad', () => {
  it('reads the scores, metrics, elements, first HTML response and the benchmark index of one load', () => {
    expect(toPageLoad(lhr())).toEqual({
      performance: 93,
      accessibility: 100,
      seo: 100,
      lcpMs: 1372,
      tbtMs: 92,
      cls: 0.002,
      jsTransferBytes: 137_000,
      cssTransferBytes: 11_000,
      domElements: 1848,
      htmlBytes: 261_120,
      htmlTransferBytes: 40_000,
      benchmarkIndex: 1524,
    });
  });

  it('fails a load Lighthouse could not measure', () => {
    expect(() => toPageLoad(lhr({ runtimeError: { code: 'NO_FCP', message: 'no paint' } }))).toThrow(
      'NO_FCP: no paint',
    );
    expect(() => toPageLoad(lhr({ categories: { performance: { score: null } } }))).toThrow(
      'Lighthouse gave no performance score',
    );
    expect(() => toPageLoad(lhr({ environment: {} }))).toThrow('Lighthouse gave no benchmark index');
    const noDom = lhr();
    delete noDom.audits['dom-size'];
    expect(() => toPageLoad(noDom)).toThrow('Lighthouse gave no dom-size value');
  });
});

describe('documentBytes', () => {
  it('is the main document’s request, else the first document request', () => {
    expect(documentBytes(lhr())).toEqual({ decoded: 261_120, transferred: 40_000 });
    expect(documentBytes(lhr({ mainDocumentUrl: undefined, finalDisplayedUrl: undefined }))).toEqual({
      decoded: 0,
      transferred: 300,
    });
    expect(() => documentBytes(lhr({ audits: {} }))).toThrow('Lighthouse saw no document request');
  });
});

describe('summarizeLoads', () => {
  const base = toPageLoad(lhr());
  const loads: PageLoad[] = [12, 13, 31, 35, 44, 240, 251, 20, 92, 76].map((tbtMs, i) => ({
    ...base,
    tbtMs,
    performance: 100 - i,
    benchmarkIndex: 1000 + 100 * i,
  }));

  it('takes each metric’s median and its 90th percentile on its worse side', () => {
    const { median, p90 } = summarizeLoads(loads);
    expect(median?.tbtMs).toBe(39.5);
    expect(p90?.tbtMs).toBe(240);
    // scores and the benchmark index are worse when lower
    expect(median?.performance).toBe(95.5);
    expect(p90?.performance).toBe(92);
    expect(p90?.benchmarkIndex).toBe(1100);
    expect(median?.domElements).toBe(1848);
    expect(p90?.htmlBytes).toBe(261_120);
  });

  it('is nothing for no loads, and the load itself for one', () => {
    expect(summarizeLoads([])).toEqual({ median: null, p90: null });
    expect(summarizeLoads([base])).toEqual({ median: base, p90: base });
  });
});
