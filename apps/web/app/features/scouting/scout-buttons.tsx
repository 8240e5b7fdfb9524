import Button from '@mui/material/Button'
import { lazy, useState } from 'react'
import { LoadedWhenOpened } from '../../components/loaded-when-opened'
import { NoticeToast } from '../../components/toast'
import { useIsHydrated } from '../../lib/hydration'
import { useTranslation } from '../../lib/i18n'
import type { ScoutSender } from './scout-target'

// The three ways into the scout form: a candidate's page (or side panel), a selection of search
// results and a saved search. The form is fetched on the first opening, not with the page.

const ScoutSendDialog = lazy(() =>
  import('./scout-send-dialog').then((m) => ({ default: m.ScoutSendDialog })),
)

/**
 * "Send a scout" to one candidate. Once sent, the dialog closes, the toast says so and the
 * page's data (and `onSent`'s: a side panel's own) reloads, so the scout history shows it.
 */
export function ScoutCandidateButton({
  candidateId,
  candidateName,
  sender,
  onSent,
}: {
  candidateId: number
  /** How the page names the candidate: their number until matched. */
  candidateName: string
  sender: ScoutSender
  onSent?: () => void | Promise<void>
}) {
  const { t } = useTranslation('client')
  const isHydrated = useIsHydrated()
  const [isOpen, setIsOpen] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  return (
    <>
      <Button
        variant="contained"
        disabled={!isHydrated}
        onClick={() => {
          setNotice(null)
          setIsOpen(true)
        }}
        data-testid="scout-candidate"
      >
        {t('scouting.actions.scoutCandidate')}
      </Button>
      <LoadedWhenOpened open={isOpen} whileOpen>
        <ScoutSendDialog
          target={{ kind: 'candidate', candidateId, candidateName }}
          sender={sender}
          onClose={() => setIsOpen(false)}
          onSent={async () => {
            setIsOpen(false)
            setNotice(t('scouting.notices.sent'))
            await onSent?.()
          }}
        />
      </LoadedWhenOpened>
      <NoticeToast message={notice} onClose={() => setNotice(null)} />
    </>
  )
}

/**
 * "Scout the selected" beside the bulk label controls of the search results: the same scout to
 * every selected candidate (up to the selection's limit), then who got it and who did not.
 * Nothing shows until a row is selected.
 */
export function ScoutSelectedButton({
  selectedIds,
  sender,
}: {
  selectedIds: number[]
  sender: ScoutSender
}) {
  const { t } = useTranslation('client')
  const [isOpen, setIsOpen] = useState(false)
  // The ids the open form sends to, fixed when it opens.
  const [targetIds, setTargetIds] = useState<number[]>([])
  if (selectedIds.length === 0 && !isOpen) return null
  return (
    <>
      <Button
        variant="contained"
        size="small"
        disabled={selectedIds.length === 0}
        onClick={() => {
          setTargetIds(selectedIds)
          setIsOpen(true)
        }}
        data-testid="scout-selected"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('scouting.actions.scoutSelected')}
      </Button>
      <LoadedWhenOpened open={isOpen} whileOpen>
        <ScoutSendDialog
          target={{ kind: 'candidates', candidateIds: targetIds }}
          sender={sender}
          onClose={() => setIsOpen(false)}
        />
      </LoadedWhenOpened>
    </>
  )
}

/**
 * "Quick scout" from a saved search: the scout to the search's newest matches, as many as the
 * form says, then who got it and who did not.
 */
export function QuickScoutButton({
  searchConditionId,
  searchName,
  sender,
  size = 'medium',
}: {
  searchConditionId: number
  searchName: string
  sender: ScoutSender
  size?: 'small' | 'medium'
}) {
  const { t } = useTranslation('client')
  const isHydrated = useIsHydrated()
  const [isOpen, setIsOpen] = useState(false)
  return (
    <>
      <Button
        variant="outlined"
        size={size}
        disabled={!isHydrated}
        onClick={() => setIsOpen(true)}
        aria-label={t('scouting.actions.quickScoutLabel', { name: searchName })}
        data-testid="quick-scout"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('scouting.actions.quickScout')}
      </Button>
      <LoadedWhenOpened open={isOpen} whileOpen>
        <ScoutSendDialog
          target={{ kind: 'savedSearch', searchConditionId, searchName }}
          sender={sender}
          onClose={() => setIsOpen(false)}
        />
      </LoadedWhenOpened>
    </>
  )
}
