import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import SvgIcon from '@mui/material/SvgIcon'
import type { ReactNode } from 'react'
import { useTranslation } from '../../lib/i18n'

/**
 * A candidate beside the result list: a drawer at the right on wider screens, the whole screen on
 * phones. The detail inside is the candidate page's own part, passed in by the route.
 */
export function CandidatePanel({
  candidateId,
  label,
  onClose,
  children,
}: {
  /** The candidate shown; the panel is closed while null. */
  candidateId: number | null
  /** The panel's accessible name. */
  label: string
  onClose: () => void
  children: ReactNode
}) {
  const { t } = useTranslation('memberSearch')
  return (
    <Drawer
      anchor="right"
      open={candidateId !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-label': label,
          sx: { width: { xs: '100%', sm: 600, md: 760 }, maxWidth: '100%' },
        },
      }}
    >
      <Box
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          display: 'flex',
          justifyContent: 'flex-end',
          px: 1,
          py: 0.5,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <IconButton
          onClick={onClose}
          aria-label={t('panel.close')}
          data-testid="candidate-panel-close"
        >
          <SvgIcon aria-hidden>
            <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
          </SvgIcon>
        </IconButton>
      </Box>
      <Box sx={{ p: { xs: 2, md: 3 } }}>{children}</Box>
    </Drawer>
  )
}
