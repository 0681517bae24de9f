import { PRODUCT_CSV_COLUMNS, STOCK_COLUMN_PREFIX } from '@shop/contracts/seller/product-csv';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CheckboxField } from '../../../console/common/form-fields.tsx';
import { notify } from '../../../console/common/notify.ts';
import { PageHeader, Panel } from '../../../console/common/page-header.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { downloadFile } from '../../lib/seller-api.ts';
import { catalogOptionsQuery, importBatch, productsQueryKeys } from '../api.ts';
import { BackToList } from '../common/back-to-list.tsx';
import { hasProblem, PreviewTable } from './components/preview-table.tsx';
import { ProgressBar } from './components/progress-bar.tsx';
import {
  type CsvPlan,
  type ImportSummary,
  MAX_IMPORT_ROWS,
  type PlannedRow,
  planCsv,
  runBatches,
  summarize,
} from './import-plan.ts';

type Step =
  | { kind: 'pick' }
  | { kind: 'checking'; done: number; total: number }
  | { kind: 'preview' }
  | { kind: 'importing'; done: number; total: number }
  | { kind: 'done'; summary: ImportSummary };

/**
 * /seller/products/import (issue 17 §3): choose a CSV → preview (every row checked here with the
 * contracts' schema, then by the API in a dry run: what each row creates or updates, its problems,
 * the stock change) → import the good rows in batches with a progress bar → summary.
 */
export default function ProductImportRoute() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const options = useQuery(catalogOptionsQuery());
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const [fileName, setFileName] = useState('');
  const [plan, setPlan] = useState<CsvPlan | null>(null);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const warehouses = options.data?.warehouses ?? [];

  const reset = () => {
    setStep({ kind: 'pick' });
    setPlan(null);
    setFileName('');
    setOnlyProblems(false);
  };

  const withResults = (rows: readonly PlannedRow[], results: Map<number, PlannedRow['preview']>) =>
    rows.map((row) => (results.has(row.line) ? { ...row, preview: results.get(row.line) } : row));

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    const next = planCsv(await file.text(), warehouses);
    setPlan(next);
    if (next.fileError) {
      setStep({ kind: 'pick' });
      return;
    }
    const sendable = next.rows.filter((row) => row.errors.length === 0);
    setStep({ kind: 'checking', done: 0, total: sendable.length });
    try {
      const results = await runBatches(sendable, true, importBatch, (done, total) =>
        setStep({ kind: 'checking', done, total }),
      );
      setPlan({ ...next, rows: withResults(next.rows, results) });
      setStep({ kind: 'preview' });
    } catch (error) {
      notify.error(error instanceof Error ? error.message : t('products.form.failed'));
      setStep({ kind: 'pick' });
    }
  };

  const runImport = async () => {
    if (!plan) return;
    const good = plan.rows.filter((row) => !hasProblem(row) && row.preview);
    setStep({ kind: 'importing', done: 0, total: good.length });
    try {
      const results = await runBatches(good, false, importBatch, (done, total) =>
        setStep({ kind: 'importing', done, total }),
      );
      const rows = withResults(plan.rows, results);
      setPlan({ ...plan, rows });
      const summary = summarize(rows);
      setStep({ kind: 'done', summary });
      notify.success(t('products.import.doneToast', { created: summary.created, updated: summary.updated }));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : t('products.form.failed'));
      setStep({ kind: 'preview' });
    } finally {
      await queryClient.invalidateQueries({ queryKey: productsQueryKeys.all });
    }
  };

  const preview = plan ? summarize(plan.rows) : null;
  const busy = step.kind === 'checking' || step.kind === 'importing';

  return (
    <>
      <BackToList />
      <PageHeader title={t('products.import.title')} description={t('products.import.subtitle')} />
      {options.isError ? (
        <LoadError message={options.error.message} onRetry={() => options.refetch()} />
      ) : !options.data ? (
        <Skeleton className="h-48 w-full rounded-xl" />
      ) : (
        <div className="flex flex-col gap-5">
          <Panel title={t('products.import.fileStep')}>
            <div className="flex flex-col gap-3 text-sm text-slate-700">
              <p>{t('products.import.howTo')}</p>
              <ul className="list-disc ps-5 text-slate-600">
                <li>{t('products.import.ruleSku', { column: PRODUCT_CSV_COLUMNS.sku })}</li>
                <li>{t('products.import.ruleNew')}</li>
                <li>{t('products.import.ruleEmpty')}</li>
                <li>
                  {t('products.import.ruleStock', {
                    column: `${STOCK_COLUMN_PREFIX}${warehouses[0]?.name ?? 'Main'}`,
                  })}
                </li>
                <li>{t('products.import.ruleLimit', { max: MAX_IMPORT_ROWS })}</li>
              </ul>
              <div className="flex flex-wrap items-center gap-3">
                <label
                  htmlFor={inputId}
                  className={buttonClasses(
                    'primary',
                    'md',
                    busy ? 'pointer-events-none opacity-60' : undefined,
                  )}
                >
                  <FileUp aria-hidden className="size-4" />
                  {t('products.import.chooseFile')}
                  <input
                    id={inputId}
                    type="file"
                    accept=".csv,text/csv"
                    className="sr-only"
                    disabled={busy}
                    onChange={(event) => {
                      readFile(event.target.files?.[0]);
                      event.target.value = '';
                    }}
                  />
                </label>
                <Button
                  variant="outline"
                  onClick={async () => {
                    const result = await downloadFile('/products/export.csv', 'products.csv');
                    if (!result.ok) notify.error(result.message);
                  }}
                >
                  {t('products.import.downloadCurrent')}
                </Button>
                {fileName ? <span className="text-slate-600">{fileName}</span> : null}
              </div>
              {plan?.fileError ? (
                <p role="alert" className="text-red-600">
                  {t(`products.import.fileErrors.${plan.fileError}`, {
                    column: PRODUCT_CSV_COLUMNS.sku,
                    max: MAX_IMPORT_ROWS,
                  })}
                </p>
              ) : null}
              {plan && plan.unknownColumns.length > 0 ? (
                <p role="status" className="text-amber-700">
                  {t('products.import.unknownColumns', { columns: plan.unknownColumns.join(', ') })}
                </p>
              ) : null}
            </div>
          </Panel>

          {step.kind === 'checking' ? (
            <Panel>
              <ProgressBar label={t('products.import.checking')} done={step.done} total={step.total} />
            </Panel>
          ) : null}

          {plan && !plan.fileError && step.kind !== 'checking' && preview ? (
            <Panel
              title={
                step.kind === 'done' ? t('products.import.summaryStep') : t('products.import.previewStep')
              }
            >
              <div className="flex flex-col gap-4">
                {step.kind === 'done' ? (
                  <p role="status" className="text-sm text-slate-800">
                    {t('products.import.summary', {
                      created: step.summary.created,
                      updated: step.summary.updated,
                      failed: step.summary.failed,
                    })}
                  </p>
                ) : (
                  <p className="text-sm text-slate-800">
                    {t('products.import.willDo', {
                      created: preview.created,
                      updated: preview.updated,
                      failed: preview.failed,
                    })}
                  </p>
                )}
                {step.kind === 'importing' ? (
                  <ProgressBar label={t('products.import.importing')} done={step.done} total={step.total} />
                ) : null}
                <div className="flex flex-wrap items-center gap-3">
                  {step.kind === 'preview' ? (
                    <Button onClick={runImport} disabled={preview.created + preview.updated === 0}>
                      {t('products.import.importRows', { count: preview.created + preview.updated })}
                    </Button>
                  ) : null}
                  {step.kind === 'done' ? (
                    <>
                      <Link to="/seller/products" className={buttonClasses('primary')}>
                        {t('products.backToList')}
                      </Link>
                      <Button variant="outline" onClick={reset}>
                        {t('products.import.another')}
                      </Button>
                    </>
                  ) : null}
                  {step.kind === 'preview' ? (
                    <Button variant="outline" onClick={reset}>
                      {t('common.cancel')}
                    </Button>
                  ) : null}
                  <CheckboxField
                    label={t('products.import.onlyProblems')}
                    checked={onlyProblems}
                    onChange={(event) => setOnlyProblems(event.target.checked)}
                  />
                </div>
                <PreviewTable rows={plan.rows} warehouses={warehouses} onlyProblems={onlyProblems} />
              </div>
            </Panel>
          ) : null}
        </div>
      )}
    </>
  );
}
