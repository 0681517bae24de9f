import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { clsx } from 'clsx';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Minus,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
} from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';

/**
 * The consoles' rich text editor (a seller's product description, issue 17 §2; an operator's CMS
 * page, issue 18 §4): tiptap (a kept library, loaded only on the screens that use it) with a toolbar of named buttons (`aria-pressed` shows what is on at the cursor) and
 * the editing area labelled like a text field. It writes the HTML the API keeps (paragraphs,
 * headings 2–3, bold, italic, underline, strike, lists, quotes, rules, links); the API sanitises
 * whatever it receives.
 */
export function RichTextEditor({
  value,
  onChange,
  labelId,
  describedBy,
}: {
  value: string;
  onChange: (html: string) => void;
  /** the id of the visible label */
  labelId: string;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const linkId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const editor = useEditor({
    // the server renders no editor: the browser makes it after hydration
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class:
          'prose-description min-h-48 px-3 py-2 text-sm text-slate-900 focus:outline-none [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6 [&_blockquote]:border-s-4 [&_blockquote]:ps-3 [&_a]:text-primary-600 [&_a]:underline',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // a new product loaded into the form (reset) replaces the content
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            underline: e.isActive('underline'),
            strike: e.isActive('strike'),
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bullet: e.isActive('bulletList'),
            ordered: e.isActive('orderedList'),
            quote: e.isActive('blockquote'),
            link: e.isActive('link'),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });

  const chain = () => editor?.chain().focus();
  const tools: { key: string; icon: LucideIcon; active?: boolean; disabled?: boolean; run: () => void }[] = [
    { key: 'bold', icon: Bold, active: state?.bold, run: () => chain()?.toggleBold().run() },
    { key: 'italic', icon: Italic, active: state?.italic, run: () => chain()?.toggleItalic().run() },
    {
      key: 'underline',
      icon: Underline,
      active: state?.underline,
      run: () => chain()?.toggleUnderline().run(),
    },
    { key: 'strike', icon: Strikethrough, active: state?.strike, run: () => chain()?.toggleStrike().run() },
    {
      key: 'heading2',
      icon: Heading2,
      active: state?.h2,
      run: () => chain()?.toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'heading3',
      icon: Heading3,
      active: state?.h3,
      run: () => chain()?.toggleHeading({ level: 3 }).run(),
    },
    { key: 'bulletList', icon: List, active: state?.bullet, run: () => chain()?.toggleBulletList().run() },
    {
      key: 'orderedList',
      icon: ListOrdered,
      active: state?.ordered,
      run: () => chain()?.toggleOrderedList().run(),
    },
    { key: 'quote', icon: Quote, active: state?.quote, run: () => chain()?.toggleBlockquote().run() },
    { key: 'rule', icon: Minus, run: () => chain()?.setHorizontalRule().run() },
    {
      key: 'link',
      icon: Link2,
      active: state?.link,
      run: () => {
        setHref(editor?.getAttributes('link').href ?? 'https://');
        setLinkOpen((open) => !open);
      },
    },
    { key: 'undo', icon: Undo2, disabled: !state?.canUndo, run: () => chain()?.undo().run() },
    { key: 'redo', icon: Redo2, disabled: !state?.canRedo, run: () => chain()?.redo().run() },
  ];

  const applyLink = () => {
    const url = href.trim();
    if (!url || url === 'https://') chain()?.extendMarkRange('link').unsetLink().run();
    else chain()?.extendMarkRange('link').setLink({ href: url }).run();
    setLinkOpen(false);
  };

  return (
    <div className="overflow-hidden rounded-lg border border-slate-300 bg-white focus-within:border-primary-500 focus-within:ring-2 focus-within:ring-primary-100">
      <div
        role="toolbar"
        aria-label={t('common.editor.toolbar')}
        className="flex flex-wrap gap-0.5 border-b border-slate-200 bg-slate-50 p-1"
      >
        {tools.map((tool) => {
          const Icon = tool.icon;
          return (
            <button
              key={tool.key}
              type="button"
              onClick={tool.run}
              disabled={!editor || tool.disabled}
              aria-label={t(`common.editor.${tool.key}`)}
              title={t(`common.editor.${tool.key}`)}
              {...(tool.active === undefined ? {} : { 'aria-pressed': Boolean(tool.active) })}
              className={clsx(
                'inline-flex size-8 items-center justify-center rounded text-slate-700 hover:bg-slate-200 disabled:opacity-40',
                tool.active && 'bg-primary-100 text-primary-700',
              )}
            >
              <Icon aria-hidden className="size-4" />
            </button>
          );
        })}
      </div>
      {linkOpen ? (
        <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 p-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={linkId} className="text-xs font-medium text-slate-700">
              {t('common.editor.linkAddress')}
            </label>
            <input
              id={linkId}
              type="url"
              value={href}
              onChange={(event) => setHref(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                } else if (event.key === 'Escape') {
                  setLinkOpen(false);
                }
              }}
              className="h-9 w-full rounded border border-slate-300 px-2 text-sm"
            />
          </div>
          <button
            type="button"
            onClick={applyLink}
            className="h-9 rounded bg-slate-900 px-3 text-sm font-medium text-white hover:bg-slate-800"
          >
            {t('common.editor.applyLink')}
          </button>
          <button
            type="button"
            onClick={() => {
              chain()?.extendMarkRange('link').unsetLink().run();
              setLinkOpen(false);
            }}
            className="h-9 rounded border border-slate-300 px-3 text-sm hover:bg-slate-100"
          >
            {t('common.editor.removeLink')}
          </button>
        </div>
      ) : null}
      {editor ? <EditorContent editor={editor} /> : <div aria-hidden className="min-h-48" />}
    </div>
  );
}
