import { clsx } from 'clsx';
import { Image } from '../../ui/image.tsx';

/** The user's picture, or their initial on a tinted circle when they have none. */
export function UserAvatar({
  name,
  avatar,
  size = 32,
  className,
}: {
  name: string;
  avatar: string | null;
  size?: number;
  className?: string;
}) {
  if (avatar) {
    return (
      <Image
        src={avatar}
        alt=""
        width={size}
        height={size}
        className={clsx('shrink-0 rounded-full object-cover', className)}
        style={{ width: size, height: size }}
      />
    );
  }
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?';
  return (
    <span
      aria-hidden
      style={{ width: size, height: size, fontSize: size * 0.42 }}
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-700',
        className,
      )}
    >
      {initial}
    </span>
  );
}
