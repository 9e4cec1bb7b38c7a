import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  Link2Off,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { LinkEditor } from './link-editor.tsx';

interface Tool {
  key: string;
  icon: LucideIcon;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
}

const TOOLS: readonly Tool[] = [
  {
    key: 'bold',
    icon: Bold,
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    key: 'italic',
    icon: Italic,
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    key: 'heading2',
    icon: Heading2,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    key: 'heading3',
    icon: Heading3,
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    key: 'bulletList',
    icon: List,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    key: 'orderedList',
    icon: ListOrdered,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    key: 'quote',
    icon: Quote,
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  { key: 'undo', icon: Undo2, run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', icon: Redo2, run: (e) => e.chain().focus().redo().run() },
];

const toolClasses = (pressed: boolean) =>
  cn(
    'grid size-11 cursor-pointer place-items-center rounded-lg text-on-surface hover:bg-on-surface/8 ' +
      'focus-visible:outline-2 focus-visible:outline-primary',
    pressed && 'bg-primary/12 text-primary',
  );

/** Formatting buttons above the description (each says whether it is on), and the link editor. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('step2');
  const [editingLink, setEditingLink] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: Object.fromEntries(TOOLS.map((tool) => [tool.key, tool.active?.(e) ?? false])),
      link: e.isActive('link'),
    }),
  });

  return (
    <div className="border-outline-variant border-b">
      <div role="toolbar" aria-label={t('editor.toolbar')} className="flex flex-wrap gap-0.5 p-1">
        {TOOLS.map((tool) => (
          <button
            key={tool.key}
            type="button"
            aria-label={t(`editor.${tool.key}`)}
            title={t(`editor.${tool.key}`)}
            aria-pressed={tool.active ? state.active[tool.key] : undefined}
            onClick={() => tool.run(editor)}
            className={toolClasses(Boolean(state.active[tool.key]))}
          >
            <tool.icon aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </button>
        ))}
        <button
          type="button"
          aria-label={t('editor.link')}
          title={t('editor.link')}
          aria-expanded={editingLink}
          onClick={() => setEditingLink((open) => !open)}
          className={toolClasses(state.link)}
        >
          <Link2 aria-hidden="true" className="size-5" />
        </button>
        {state.link ? (
          <button
            type="button"
            aria-label={t('editor.unlink')}
            title={t('editor.unlink')}
            onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
            className={toolClasses(false)}
          >
            <Link2Off aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
      {editingLink ? <LinkEditor editor={editor} onDone={() => setEditingLink(false)} /> : null}
    </div>
  );
}
