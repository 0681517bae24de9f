import { type AdminUnit, unitBody } from '@shop/contracts/admin/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { unitsQuery, useDeleteUnit, useSaveUnit } from '../api.ts';
import { OfferedNameForm } from '../common/edit-form.tsx';
import { productsColumn, stateColumn, VocabularyScreen } from '../common/list-screen.tsx';
import { TranslationLine } from '../common/translation-line.tsx';

/**
 * /admin/catalogue/units (issue 18 §3): the sales units sellers pick for a product ("pc", "kg"),
 * with translations; hidden ones are no longer offered. A unit products use cannot be deleted.
 */
export default function UnitListRoute() {
  const { t } = useTranslation();
  const list = useQuery(unitsQuery());
  const save = useSaveUnit();
  return (
    <VocabularyScreen<AdminUnit>
      list={list}
      rows={list.data}
      remove={useDeleteUnit()}
      columns={[
        {
          key: 'name',
          header: t('catalogue.name'),
          cell: (u) => (
            <div className="min-w-0">
              <p dir="auto" className="font-medium text-slate-900">
                {u.name}
              </p>
              <TranslationLine translations={u.translations} />
            </div>
          ),
        },
        productsColumn(t),
        stateColumn(t),
      ]}
      texts={{
        description: t('catalogue.unitsSubtitle'),
        add: t('catalogue.addUnit'),
        table: t('catalogue.unitsTable'),
        empty: t('catalogue.noUnits'),
      }}
      form={(unit, close) => (
        <OfferedNameForm
          key={unit?.id ?? 'new'}
          row={unit}
          schema={unitBody}
          save={(body) => save.mutateAsync({ id: unit?.id ?? null, body })}
          onDone={close}
        />
      )}
    />
  );
}
