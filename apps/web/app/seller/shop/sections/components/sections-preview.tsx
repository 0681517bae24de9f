import type { SectionProduct } from '@shop/contracts/seller/shop';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../../../lib/shop-context.tsx';
import { Image } from '../../../../ui/image.tsx';
import type { SectionDraft } from './section-drafts.ts';

/**
 * The shop page as shoppers will see it, drawn from the editor's values: the storefront's layout
 * for each section type (two boxed banners side by side at 2:1, a full-width banner at 4:1, a titled
 * grid of product cards), the first banner of each rotating group, and only published products.
 * The storefront's own components need its cart and wishlist, so this is a faithful stand-in.
 */
export function SectionsPreview({
  sections,
  products,
}: {
  sections: readonly SectionDraft[];
  products: ReadonlyMap<number, SectionProduct>;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  if (sections.length === 0) {
    return <p className="py-8 text-center text-sm text-slate-500">{t('shop.previewEmpty')}</p>;
  }
  return (
    <div className="flex flex-col gap-6">
      {sections.map((section, index) => {
        const key = `${section.type}-${index}`;
        switch (section.type) {
          case 'boxed-width-banner': {
            const boxes = [section.box1Banners, section.box2Banners].filter((b) => b.length > 0);
            return boxes.length === 0 ? (
              <EmptyBlock key={key} text={t('shop.previewNoBanner')} />
            ) : (
              <div key={key} className="grid gap-3 sm:grid-cols-2">
                {boxes.map((banners, box) => (
                  <Image
                    // biome-ignore lint/suspicious/noArrayIndexKey: the two boxes are fixed
                    key={box}
                    src={banners[0]}
                    alt=""
                    width={640}
                    height={320}
                    className="aspect-[2/1] h-auto w-full rounded-2xl bg-slate-100 object-cover"
                  />
                ))}
              </div>
            );
          }
          case 'full-width-banner':
            return section.banners.length === 0 ? (
              <EmptyBlock key={key} text={t('shop.previewNoBanner')} />
            ) : (
              <Image
                key={key}
                src={section.banners[0]}
                alt=""
                width={1280}
                height={320}
                className="aspect-[4/1] h-auto w-full rounded-2xl bg-slate-100 object-cover"
              />
            );
          case 'products': {
            const shown = section.products
              .map((id) => products.get(id))
              .filter((p): p is SectionProduct => p?.isPublished === true);
            const hidden = section.products.length - shown.length;
            return (
              <div key={key} className="flex flex-col gap-3">
                <p className="text-base font-bold text-slate-900">
                  {section.title || t('shop.previewProducts')}
                </p>
                {shown.length === 0 ? (
                  <EmptyBlock text={t('shop.previewNoProducts')} />
                ) : (
                  <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
                    {shown.map((product) => (
                      <li
                        key={product.id}
                        className="flex flex-col gap-1.5 rounded-xl border border-slate-200 bg-white p-2"
                      >
                        <Image
                          src={product.thumbnail}
                          alt=""
                          width={200}
                          height={200}
                          className="aspect-square h-auto w-full rounded-lg bg-slate-50 object-cover"
                        />
                        <span className="line-clamp-2 text-xs text-slate-800">{product.name}</span>
                        <span className="text-sm font-semibold text-slate-900">
                          {formatMoney(product.price)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
                {hidden > 0 ? (
                  <p className="text-xs text-amber-700">{t('shop.previewHidden', { count: hidden })}</p>
                ) : null}
              </div>
            );
          }
          default:
            return null;
        }
      })}
    </div>
  );
}

function EmptyBlock({ text }: { text: string }) {
  return (
    <div className="flex h-24 items-center justify-center rounded-2xl border-2 border-dashed border-slate-200 text-sm text-slate-500">
      {text}
    </div>
  );
}
