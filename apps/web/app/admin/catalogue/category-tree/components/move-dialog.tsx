import type { AdminCategory } from '@shop/contracts/admin/catalogue';
import { useId, useState } from 'react';
import { Modal } from '../../../../console/common/dialog.tsx';
import { SelectInputField } from '../../../../console/common/form-fields.tsx';
import { notify } from '../../../../console/common/notify.ts';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { Button } from '../../../../ui/button.tsx';
import { useMoveCategory } from '../../api.ts';
import { categoryOptions } from './category-options.ts';

/** Moves a category (`?move=<id>`) with its subcategories under another parent or to the top level. */
export function MoveDialog({
  category,
  all,
  onClose,
}: {
  category: AdminCategory | null;
  all: AdminCategory[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={category !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={category ? t('catalogue.moveTitle', { name: category.name }) : ''}
      description={t('catalogue.moveDescription')}
    >
      {category ? <MoveForm key={category.id} category={category} all={all} onDone={onClose} /> : null}
    </Modal>
  );
}

function MoveForm({
  category,
  all,
  onDone,
}: {
  category: AdminCategory;
  all: AdminCategory[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const move = useMoveCategory();
  const [parent, setParent] = useState(category.parentId === null ? '' : String(category.parentId));
  const [error, setError] = useState<string | undefined>();
  const formId = useId();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const moved = await move.mutateAsync({
        id: category.id,
        parentId: parent === '' ? null : Number(parent),
      });
      notify.success(t('catalogue.moved', { name: moved.name }));
      onDone();
    } catch (failure) {
      const { message, errors } = failure as { message: string; errors?: Record<string, string[]> };
      if (errors?.parentId?.[0]) setError(message);
      else notify.error(message);
    }
  };
  return (
    <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <SelectInputField
        label={t('catalogue.newParent')}
        placeholder={t('catalogue.topLevel')}
        options={categoryOptions(all, category.id)}
        value={parent}
        error={error}
        onChange={(event) => {
          setParent(event.target.value);
          setError(undefined);
        }}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={move.isPending}>
          {t('catalogue.moveConfirm')}
        </Button>
      </div>
    </form>
  );
}
