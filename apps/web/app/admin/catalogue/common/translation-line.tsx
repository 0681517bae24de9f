import { Fragment } from 'react';

/** A row's translations under its name, when it has any (each isolated: Arabic stays whole). */
export function TranslationLine({ translations }: { translations: { 'es-ES': string; 'ar-SA': string } }) {
  const parts = [translations['es-ES'], translations['ar-SA']].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p className="text-xs text-slate-500">
      {parts.map((p, i) => (
        <Fragment key={p}>
          {i > 0 ? ' · ' : ''}
          <bdi>{p}</bdi>
        </Fragment>
      ))}
    </p>
  );
}
