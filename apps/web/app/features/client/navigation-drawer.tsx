import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import type { ReactNode } from 'react'

/** The recruiter menu on small screens, from the left. */
export function NavigationDrawer({
  onClose,
  children,
}: {
  onClose: () => void
  children: ReactNode
}) {
  return (
    <Drawer open onClose={onClose}>
      <Box sx={{ width: 260, p: 1 }}>{children}</Box>
    </Drawer>
  )
}
