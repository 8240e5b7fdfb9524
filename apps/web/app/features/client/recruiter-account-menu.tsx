import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import SvgIcon from '@mui/material/SvgIcon'
import { lazy, useState } from 'react'
import { LoadedWhenOpened } from '../../components/loaded-when-opened'
import type { SessionUser } from '../../lib/access'

// The menu itself loads when first opened: only recruiters have it, so it stays out of every
// other visitor's first load. The button is part of the page, so a tap made before that code
// arrives still opens the menu once it has.
const RecruiterAccountMenuList = lazy(() =>
  import('./recruiter-account-menu-list').then((m) => ({ default: m.RecruiterAccountMenuList })),
)

/**
 * The recruiter's name in the header, opening the account's own pages. Sign-out stays beside it,
 * one click away.
 */
export function RecruiterAccountMenu({ user }: { user: SessionUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <>
      <Button
        color="inherit"
        size="small"
        id="recruiter-menu-button"
        data-testid="current-user-name"
        aria-controls={anchor ? 'recruiter-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        // The arrow tells that the name opens the account's pages (profile, password, support),
        // which have no other way in on a phone.
        endIcon={
          <SvgIcon aria-hidden>
            <path d="M7 10l5 5 5-5z" />
          </SvgIcon>
        }
        sx={{ textTransform: 'none', whiteSpace: 'nowrap', maxWidth: { xs: 160, sm: 'none' } }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {user.profile.fullName}
        </Box>
      </Button>
      <LoadedWhenOpened open={anchor !== null}>
        <RecruiterAccountMenuList user={user} anchor={anchor} onClose={() => setAnchor(null)} />
      </LoadedWhenOpened>
    </>
  )
}
