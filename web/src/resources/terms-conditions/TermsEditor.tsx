import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import TitleIcon from '@mui/icons-material/Title';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ReactNode } from 'react';
import { t, type MessageKey } from '../../app/i18n/messages';

/**
 * What the editor writes is what the server keeps (terms-html.ts): headings, paragraphs, lists, emphasis, links.
 * Code, code blocks and rules are left out, as the server would drop them.
 */
const EXTENSIONS = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    heading: { levels: [2, 3] },
    link: { openOnClick: false },
  }),
];

interface Tool {
  readonly label: MessageKey;
  readonly icon: ReactNode;
  readonly run: (e: Editor) => void;
}

const TOOLS: readonly Tool[] = [
  { label: 'terms.tool.bold', icon: <FormatBoldIcon />, run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'terms.tool.italic', icon: <FormatItalicIcon />, run: (e) => e.chain().focus().toggleItalic().run() },
  {
    label: 'terms.tool.heading',
    icon: <TitleIcon />,
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'terms.tool.bulletList',
    icon: <FormatListBulletedIcon />,
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'terms.tool.orderedList',
    icon: <FormatListNumberedIcon />,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { label: 'terms.tool.undo', icon: <UndoIcon />, run: (e) => e.chain().focus().undo().run() },
  { label: 'terms.tool.redo', icon: <RedoIcon />, run: (e) => e.chain().focus().redo().run() },
];

/**
 * The terms' rich text editor (TipTap on ProseMirror, docs/decisions.md): `initial` is read once, so its parent
 * keys it by the record it edits; every change is handed up as HTML.
 */
const TermsEditor = ({ initial, onChange }: { initial: string; onChange: (html: string) => void }) => {
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initial,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': t('terms.editor'),
        dir: 'auto',
      },
    },
  });
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Stack
        direction="row"
        role="toolbar"
        aria-label={t('terms.toolbar')}
        sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5 }}
      >
        {TOOLS.map((tool) => (
          <Tooltip key={tool.label} title={t(tool.label)}>
            <IconButton size="small" aria-label={t(tool.label)} onClick={() => editor && tool.run(editor)}>
              {tool.icon}
            </IconButton>
          </Tooltip>
        ))}
      </Stack>
      <Box
        sx={{
          px: 2,
          '& .ProseMirror': { minHeight: 280, outline: 'none', py: 1 },
          '& .ProseMirror p': { my: 0.75 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
};

export default TermsEditor;
