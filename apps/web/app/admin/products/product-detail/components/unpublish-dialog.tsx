import { zodResolver } from '@hookform/resolvers/zod';
import { type ProductUnpublishBody, productUnpublishBody } from '@shop/contracts/admin/products';
import { useForm } from 'react-hook-form';
import { Modal } from '../../../../console/common/dialog.tsx';
import { fieldError, TextAreaField } from '../../../../console/common/form-fields.tsx';
import { showFailure } from '../../../../console/common/form-pieces.tsx';
import { notify } from '../../../../console/common/notify.ts';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { Button } from '../../../../ui/button.tsx';
import { useProductHold } from '../../api.ts';

/** Asks why (the seller reads it) and unpublishes the product. */
export function UnpublishDialog({
  productId,
  name,
  open,
  onClose,
}: {
  productId: number;
  name: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('products.unpublishTitle', { name })}
      description={t('products.unpublishDescription')}
    >
      {open ? <UnpublishForm productId={productId} onDone={onClose} /> : null}
    </Modal>
  );
}

function UnpublishForm({ productId, onDone }: { productId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const hold = useProductHold(productId);
  const form = useForm<ProductUnpublishBody>({
    resolver: zodResolver(productUnpublishBody),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await hold.mutateAsync(reason);
      notify.success(t('products.unpublished'));
      onDone();
    } catch (error) {
      showFailure(error as Error, form.setError, t);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextAreaField
        label={t('products.reason')}
        hint={t('products.reasonHint')}
        rows={4}
        maxLength={500}
        dir="auto"
        error={fieldError(t, errors.reason)}
        {...form.register('reason')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          className="bg-red-600 text-white hover:bg-red-700"
          variant="dark"
          disabled={isSubmitting}
        >
          {t('products.unpublishConfirm')}
        </Button>
      </div>
    </form>
  );
}
