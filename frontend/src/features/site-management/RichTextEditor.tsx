import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Strikethrough,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { toast } from '../../shared/toast';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, uploadImage } from '../../shared/api';
import { SITE_TEXT } from './model';
import styles from './SiteManagement.module.css';

export interface RichTextEditorProps {
  /** HTML; the server sanitizes it with the same allow-list the toolbar stays within. */
  value: string;
  onChange: (html: string) => void;
  /** The visible label's id, for the editable area's name. */
  labelledBy: string;
  invalid?: boolean;
}

interface ToolButton {
  label: string;
  icon: LucideIcon;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
}

const T = SITE_TEXT.toolbar;

/** A button toggling a mark or a block on the focused editor, pressed while the selection has it. */
const toggle = (
  label: string,
  icon: LucideIcon,
  command: (chain: ChainedCommands) => ChainedCommands,
  name: string,
  attributes?: Record<string, unknown>,
): ToolButton => ({
  label,
  icon,
  run: (e) => command(e.chain().focus()).run(),
  active: (e) => e.isActive(name, attributes),
});

const TOOLS: readonly ToolButton[] = [
  toggle(T.bold, Bold, (c) => c.toggleBold(), 'bold'),
  toggle(T.italic, Italic, (c) => c.toggleItalic(), 'italic'),
  toggle(T.strike, Strikethrough, (c) => c.toggleStrike(), 'strike'),
  toggle(T.h2, Heading2, (c) => c.toggleHeading({ level: 2 }), 'heading', { level: 2 }),
  toggle(T.h3, Heading3, (c) => c.toggleHeading({ level: 3 }), 'heading', { level: 3 }),
  toggle(T.bullet, List, (c) => c.toggleBulletList(), 'bulletList'),
  toggle(T.ordered, ListOrdered, (c) => c.toggleOrderedList(), 'orderedList'),
  toggle(T.quote, Quote, (c) => c.toggleBlockquote(), 'blockquote'),
  {
    label: T.link,
    icon: Link2,
    run: (e) => {
      const current = (e.getAttributes('link').href as string | undefined) ?? '';
      const href = window.prompt(T.linkPrompt, current);
      if (href === null) return;
      if (href.trim() === '') e.chain().focus().extendMarkRange('link').unsetLink().run();
      else e.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    },
    active: (e) => e.isActive('link'),
  },
  { label: T.undo, icon: Undo2, run: (e) => e.chain().focus().undo().run() },
  { label: T.redo, icon: Redo2, run: (e) => e.chain().focus().redo().run() },
];

/** A rich-text editor (TipTap) with the toolbar of what a news text needs, and image upload. */
export default function RichTextEditor({ value, onChange, labelledBy, invalid }: RichTextEditorProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true } }),
      Image,
    ],
    content: value,
    editorProps: {
      attributes: {
        'aria-labelledby': labelledBy,
        'aria-multiline': 'true',
        role: 'textbox',
        class: styles.editable ?? '',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // Which buttons are pressed, recomputed on every change of the selection or the text.
  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      TOOLS.map((tool) => (current && tool.active ? tool.active(current) : false)),
  });

  // A value replaced from outside (another item opened) is loaded into the editor.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editor.getHTML() && !(value === '' && editor.isEmpty))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const onPicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !editor) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type) || file.size > IMAGE_MAX_BYTES) {
      toast.error(SITE_TEXT.editor.imageHint);
      return;
    }
    const src = await uploadImage(file).catch(() => null);
    if (src) editor.chain().focus().setImage({ src, alt: '' }).run();
  };

  return (
    <div className={styles.richText} data-invalid={invalid || undefined}>
      <div className={styles.toolbar} role="toolbar" aria-label={T.label}>
        {TOOLS.map((tool, index) => (
          <button
            key={tool.label}
            type="button"
            className={styles.tool}
            title={tool.label}
            aria-label={tool.label}
            aria-pressed={tool.active ? Boolean(pressed?.[index]) : undefined}
            disabled={!editor}
            onClick={() => editor && tool.run(editor)}
          >
            <tool.icon size={16} aria-hidden="true" />
          </button>
        ))}
        <button
          type="button"
          className={styles.tool}
          title={T.image}
          aria-label={T.image}
          disabled={!editor}
          onClick={() => fileInput.current?.click()}
        >
          <ImagePlus size={16} aria-hidden="true" />
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          hidden
          onChange={(event) => void onPicture(event)}
        />
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
