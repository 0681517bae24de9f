import { Switch } from 'radix-ui';
import { notify } from '../../../../console/common/notify.ts';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { useSetPublished } from '../../api.ts';

/** A row's published switch: on the storefront (once the shop is approved) or a draft. */
export function PublishToggle({ id, name, published }: { id: number; name: string; published: boolean }) {
  const { t } = useTranslation();
  const mutation = useSetPublished();
  const pending = mutation.isPending;
  const shown = pending && mutation.variables ? mutation.variables.published : published;
  return (
    <div className="flex items-center gap-2">
      <Switch.Root
        checked={shown}
        disabled={pending}
        aria-label={t('products.list.publishedSwitch', { name })}
        onCheckedChange={async (checked) => {
          try {
            const saved = await mutation.mutateAsync({ id, published: checked });
            notify.success(saved.message || (checked ? t('products.published') : t('products.unpublished')));
          } catch (error) {
            notify.error(error instanceof Error ? error.message : t('products.form.failed'));
          }
        }}
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 disabled:opacity-60 data-[state=checked]:bg-green-600"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem] rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-[1.375rem]" />
      </Switch.Root>
      <span className="hidden text-xs text-slate-600 md:inline">
        {shown ? t('products.status.published') : t('products.status.draft')}
      </span>
    </div>
  );
}
