import { SPECIAL_EVENT_ENTRY_REFUSALS, type SpecialEventEntryRefusal } from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { Link as RouterLink } from 'react-router'
import { Tag } from '../../components/tag'
import { getBrowserApi } from '../../lib/api'
import { isApiError } from '../../lib/api-client'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import { useMutation } from '../../lib/mutation'
import { enterSpecialEvent, leaveSpecialEvent, type SpecialEvent } from './api'

type EntryIntent = 'enter' | 'leave'

const INTENT_BUTTONS = {
  enter: {
    variant: 'contained',
    label: 'special.enter',
    ariaLabel: 'special.enterTo',
    testId: 'special-event-enter',
  },
  leave: {
    variant: 'outlined',
    label: 'special.leave',
    ariaLabel: 'special.leaveFrom',
    testId: 'special-event-leave',
  },
} as const

interface EntryControlProps {
  event: SpecialEvent
  signedIn: boolean
  /** Where an anonymous visitor signs in, coming back to this page. */
  loginHref: string
}

/** Why the API refused an entry (a field issue of its 422), when it said. */
function refusalOf(error: unknown): SpecialEventEntryRefusal | null {
  if (!isApiError(error)) return null
  const code = error.issues.find((issue) =>
    (SPECIAL_EVENT_ENTRY_REFUSALS as readonly string[]).includes(issue.code ?? ''),
  )?.code
  return (code as SpecialEventEntryRefusal | undefined) ?? null
}

/**
 * Enter or leave one special event. Anonymous visitors are sent to sign in first; a full or
 * closed event shows why it cannot be entered. The page's data is loaded again afterwards, so
 * it shows the entry the API now holds, not a guess.
 */
export function EntryControl({ event, signedIn, loginHref }: EntryControlProps) {
  const { t, locale } = useTranslation('events')
  const mutation = useMutation(
    async (intent: EntryIntent) => {
      const api = getBrowserApi()
      if (intent === 'leave' && event.entryId !== null) await leaveSpecialEvent(api, event.entryId)
      else await enterSpecialEvent(api, event.id)
    },
    { revalidate: true, fallbackMessage: t('special.errors.generic') },
  )
  const title = localised(locale, event.title, event.titleEn)
  const { pending, input: intent, failure } = mutation
  const refusal = failure ? refusalOf(failure.error) : null

  const intentButton = (next: EntryIntent) => {
    const button = INTENT_BUTTONS[next]
    return (
      <Button
        variant={button.variant}
        disabled={pending}
        onClick={() => void mutation.run(next)}
        aria-label={t(button.ariaLabel, { title })}
        data-testid={button.testId}
      >
        {t(button.label)}
      </Button>
    )
  }

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
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Tag size="medium" variant="filled" colour="success" data-testid="special-event-entered">
          {t('special.entered')}
        </Tag>
        {intentButton('leave')}
      </Stack>
    )
  } else if (event.isEntryClosed || event.isFull) {
    control = (
      <Button variant="contained" disabled>
        {event.isEntryClosed ? t('special.entryClosed') : t('special.full')}
      </Button>
    )
  } else {
    control = intentButton('enter')
  }

  return (
    <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
      {control}
      {intent !== undefined && !pending ? (
        <Alert
          severity={failure ? 'error' : 'success'}
          role={failure ? 'alert' : 'status'}
          data-testid="special-event-entry-message"
        >
          {failure
            ? refusal
              ? t(`special.errors.${refusal}`)
              : failure.message
            : t(intent === 'enter' ? 'special.enteredMessage' : 'special.leftMessage')}
        </Alert>
      ) : null}
    </Stack>
  )
}
