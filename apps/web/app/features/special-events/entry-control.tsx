import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import { Link as RouterLink, useFetcher } from 'react-router'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import type { EntryActionResult } from './entry-action'
import type { SpecialEvent } from './types'

interface EntryControlProps {
  event: SpecialEvent
  signedIn: boolean
  /** Where an anonymous visitor signs in, coming back to this page. */
  loginHref: string
}

/**
 * Enter or leave one special event. Anonymous visitors are sent to sign in first; a full or
 * closed event shows why it cannot be entered.
 */
export function EntryControl({ event, signedIn, loginHref }: EntryControlProps) {
  const { t, locale } = useTranslation('events')
  const fetcher = useFetcher<EntryActionResult>()
  const title = localised(locale, event.title, event.titleEn)
  const busy = fetcher.state !== 'idle'
  const result = fetcher.data

  let control: React.ReactNode
  if (!signedIn) {
    control = (
      <Button
        component={RouterLink}
        to={loginHref}
        variant="contained"
        aria-label={t('special.signInToEnterTo', { title })}
        data-testid="special-event-sign-in"
      >
        {t('special.signInToEnter')}
      </Button>
    )
  } else if (event.entryId !== null) {
    control = (
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="leave" />
        <input type="hidden" name="entry_id" value={event.entryId} />
        <input type="hidden" name="special_event_id" value={event.id} />
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip color="success" label={t('special.entered')} data-testid="special-event-entered" />
          <Button
            type="submit"
            variant="outlined"
            disabled={busy}
            aria-label={t('special.leaveFrom', { title })}
            data-testid="special-event-leave"
          >
            {t('special.leave')}
          </Button>
        </Stack>
      </fetcher.Form>
    )
  } else if (event.isEntryClosed || event.isFull) {
    control = (
      <Button variant="contained" disabled>
        {event.isEntryClosed ? t('special.entryClosed') : t('special.full')}
      </Button>
    )
  } else {
    control = (
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="enter" />
        <input type="hidden" name="special_event_id" value={event.id} />
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          aria-label={t('special.enterTo', { title })}
          data-testid="special-event-enter"
        >
          {t('special.enter')}
        </Button>
      </fetcher.Form>
    )
  }

  return (
    <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
      {control}
      {result && !busy ? (
        <Alert
          severity={result.ok ? 'success' : 'error'}
          role={result.ok ? 'status' : 'alert'}
          data-testid="special-event-entry-message"
        >
          {result.ok
            ? t(result.done === 'entered' ? 'special.enteredMessage' : 'special.leftMessage')
            : t(`special.errors.${result.problem}`)}
        </Alert>
      ) : null}
    </Stack>
  )
}
