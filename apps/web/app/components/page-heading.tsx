import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

/** The heading of a catalogue list page: its one h1 and a line on what the page lists. */
export function PageHeading({ title, description }: { title: string; description: string }) {
  return (
    <Box>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: 24, md: 32 } }}
      >
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {description}
      </Typography>
    </Box>
  )
}
