import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { cn } from '../../../lib/cn.ts';
import { EditorToolbar } from './editor-toolbar.tsx';

/** How the formatting reads while editing (headings, lists, quotes and links look like themselves). */
const PROSE =
  'min-h-48 px-4 py-3 text-on-surface focus-visible:outline-none [&_p]:my-2 ' +
  '[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:font-bold [&_h2]:text-xl [&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:font-semibold ' +
  '[&_h3]:text-lg [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:ps-6 [&_blockquote]:border-s-4 ' +
  '[&_blockquote]:border-outline [&_blockquote]:ps-4 [&_blockquote]:text-on-surface-variant ' +
  '[&_a]:text-primary [&_a]:underline';

export interface RichTextEditorProps {
  /** HTML */
  value: string;
  onChange: (html: string) => void;
  labelId: string;
  describedBy?: string | undefined;
  invalid: boolean;
}

/**
 * The description editor: paragraphs, headings, bold, italic, lists, quotes and links, out as HTML
 * (the server keeps only these tags). Its own chunk: it loads with step 2, not with the page.
 */
export default function RichTextEditor({
  value,
  onChange,
  labelId,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        dir: 'auto',
        class: PROSE,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const focused = useEditorState({ editor, selector: (state) => state.editor?.isFocused ?? false });

  return (
    <div
      className={cn(
        'overflow-hidden rounded-xl border bg-surface',
        invalid ? 'border-error' : 'border-outline',
        focused && 'outline-2 outline-primary outline-offset-1',
      )}
    >
      {editor ? <EditorToolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
