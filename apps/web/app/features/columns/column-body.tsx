import Box from '@mui/material/Box'

/**
 * The article body. It is the one text on the site rendered as HTML, and only because the API
 * sanitised it (headings, paragraphs, lists, links, emphasis, images, tables, quotations). The
 * styles give editor HTML a readable rhythm: larger type, generous line height, and tables that
 * wrap rather than overflow on a phone.
 */
export function ColumnBody({ html }: { html: string }) {
  return (
    <Box
      data-testid="column-body"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises column bodies before they leave it.
      dangerouslySetInnerHTML={{ __html: html }}
      sx={{
        fontSize: { xs: 16, md: 17 },
        lineHeight: 1.9,
        letterSpacing: '0.02em',
        color: 'text.primary',
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& p': { my: 2 },
        '& h2': {
          fontSize: { xs: 20, md: 24 },
          fontWeight: 700,
          lineHeight: 1.5,
          mt: 5,
          mb: 2,
          pb: 1,
          borderBottom: 2,
          borderColor: 'primary.main',
        },
        '& h3': {
          fontSize: { xs: 18, md: 20 },
          fontWeight: 700,
          lineHeight: 1.5,
          mt: 4,
          mb: 1.5,
          pl: 1.5,
          borderLeft: 4,
          borderColor: 'accent.main',
        },
        '& h4, & h5, & h6': { fontSize: 17, fontWeight: 700, mt: 3, mb: 1 },
        '& ul, & ol': { pl: 3, my: 2 },
        '& li': { my: 0.5 },
        '& a': { color: 'link.main', textDecoration: 'underline', textUnderlineOffset: '2px' },
        '& a:hover': { color: 'link.dark' },
        '& strong, & b': { fontWeight: 700 },
        '& img': { maxWidth: '100%', height: 'auto', display: 'block', my: 3, borderRadius: 1 },
        '& blockquote': {
          mx: 0,
          my: 3,
          px: 2,
          py: 1,
          borderLeft: 4,
          borderColor: 'line.dark',
          bgcolor: 'background.default',
          color: 'text.secondary',
        },
        // Tables keep their semantics (no display: block) and fit a phone by wrapping cells.
        '& table': {
          width: '100%',
          borderCollapse: 'collapse',
          my: 3,
          fontSize: 15,
          lineHeight: 1.6,
        },
        '& th, & td': { border: 1, borderColor: 'line.main', px: 1.5, py: 1, textAlign: 'left' },
        '& th': { bgcolor: 'background.default', fontWeight: 700 },
        '& caption': { captionSide: 'bottom', fontSize: 13, color: 'text.secondary', mt: 1 },
      }}
    />
  )
}
