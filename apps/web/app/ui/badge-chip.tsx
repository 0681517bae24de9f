import { clsx } from 'clsx';
import { readableBackground } from '../lib/contrast.ts';

/** A product's badge ("Eco", "New") in the operator's colours, its background darkened where the text would not read. */
export function BadgeChip({
  badge,
  className,
}: {
  badge: { name: string; bgColor: string; textColor: string };
  /** size classes: the card's chips are smaller than the product page's */
  className?: string;
}) {
  return (
    <li
      className={clsx('rounded-md px-2 py-0.5 font-semibold', className)}
      style={{ backgroundColor: readableBackground(badge.bgColor, badge.textColor), color: badge.textColor }}
    >
      {badge.name}
    </li>
  );
}
