import Box from '@mui/material/Box';

/**
 * A stored HTML body (a template's, sanitized on save) as a mail client shows it: in a sandboxed frame, so nothing
 * in it runs or reaches the console.
 */
export const HtmlPreview = ({ title, html }: { title: string; html: unknown }) => (
  <Box
    component="iframe"
    title={title}
    sandbox=""
    srcDoc={typeof html === 'string' ? html : ''}
    sx={{ width: '100%', minHeight: 320, mt: 2, border: 1, borderColor: 'divider' }}
  />
);
