import { type NotificationIcon as Icon, NOTIFICATION_ICON_COLOURS } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import SvgIcon from '@mui/material/SvgIcon'

// Material icon shapes, one per notification icon; the colour comes from the icon (spec section 3).
const PATHS: Record<Icon, string> = {
  job_expiring:
    'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8zm.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z',
  message:
    'M20 2H4c-1.1 0-1.99.9-1.99 2L2 22l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2zM6 9h12v2H6V9zm8 5H6v-2h8v2zm4-6H6V6h12v2z',
  self_apply:
    'M15 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4zm-9-2V7H4v3H1v2h3v3h2v-3h3v-2H6zm9 4c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z',
  download: 'M19 9h-4V3H9v6H5l7 7 7-7zM5 18v2h14v-2H5z',
  saved_search:
    'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z',
  scout: 'M2.01 21 23 12 2.01 3 2 10l15 2-15 2z',
  notice:
    'M20 2H4c-1.1 0-1.99.9-1.99 2L2 22l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2zm-7 9h-2V5h2v6zm0 4h-2v-2h2v2z',
  account:
    'M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4zm0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z',
}

/**
 * A notification's icon in its colour. Decorative: the text beside it says what happened, so
 * screen readers skip it.
 */
export function NotificationIcon({ icon, size = 40 }: { icon: Icon; size?: number }) {
  return (
    <Box
      aria-hidden="true"
      data-icon={icon}
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: NOTIFICATION_ICON_COLOURS[icon],
        color: '#fff',
      }}
    >
      <SvgIcon sx={{ fontSize: size * 0.55 }}>
        <path d={PATHS[icon]} />
      </SvgIcon>
    </Box>
  )
}
