import Button from '@mui/material/Button'
import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { Link } from 'react-router'
import { ChoiceField } from '../../components/choice-field'
import { ColourDot } from '../../components/label-colour'
import { NoticeToast } from '../../components/toast'
import { getBrowserApi } from '../../lib/api'
import { useTranslation } from '../../lib/i18n'
import { useMutation } from '../../lib/mutation'
import { changeLabelOfCandidates, type OrganisationLabel } from './api'

const LABELS_PATH = '/client/labels'

/**
 * Puts one of the organisation's labels on the selected candidates, or takes it off, in one
 * request; says how many it applied to and how many it left alone. The list reloads after, so
 * the rows show their labels.
 */
export function BulkLabelControls({
  labels,
  selectedIds,
}: {
  labels: OrganisationLabel[]
  selectedIds: number[]
}) {
  const { t } = useTranslation('candidateRecords')
  const own = useTranslation('memberSearch').t
  const [labelId, setLabelId] = useState('')
  const [toast, setToast] = useState<{ message: string; colour: 'success' | 'error' } | null>(null)
  const change = useMutation(
    (isRemoval: boolean) =>
      changeLabelOfCandidates(getBrowserApi(), {
        labelId: Number(labelId),
        candidateIds: selectedIds,
        isRemoval,
      }),
    {
      fallbackMessage: t('actionFailed'),
      revalidate: true,
      onSuccess: (result) => {
        const skipped = result.skippedIds.length
        setToast({
          colour: 'success',
          message: [
            t('labels.bulkApplied', { count: result.applied }),
            skipped ? t('labels.bulkSkipped', { count: skipped }) : null,
          ]
            .filter(Boolean)
            .join(' '),
        })
      },
    },
  )
  const run = async (isRemoval: boolean) => {
    const outcome = await change.run(isRemoval)
    if (outcome && !outcome.ok) setToast({ colour: 'error', message: outcome.message })
  }

  // Nothing to act on yet: the row checkboxes and the count say how to start.
  if (selectedIds.length === 0 && !toast) return null
  if (labels.length === 0) {
    return (
      <MuiLink component={Link} to={LABELS_PATH} variant="body2">
        {own('bulk.createLabel')}
      </MuiLink>
    )
  }
  const chosenLabel = labels.find((label) => String(label.id) === labelId)
  const isReady = labelId !== '' && selectedIds.length > 0 && !change.pending
  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }} data-testid="bulk-label">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 1, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <ChoiceField
          size="small"
          label={own('bulk.label')}
          value={labelId}
          onChange={(event) => setLabelId(event.target.value)}
          slotProps={{
            // A native option shows text only: the chosen label's colour stands beside it.
            input: chosenLabel ? { startAdornment: <ColourDot colour={chosenLabel.colour} /> } : {},
          }}
          sx={{ minWidth: 200, '& .MuiInputBase-root': { gap: 1 } }}
        >
          <option value="">{own('bulk.choose')}</option>
          {labels.map((label) => (
            <option key={label.id} value={String(label.id)}>
              {label.name}
            </option>
          ))}
        </ChoiceField>
        <Button
          variant="contained"
          size="small"
          disabled={!isReady}
          onClick={() => void run(false)}
        >
          {t('labels.bulkAttach')}
        </Button>
        <Button variant="outlined" size="small" disabled={!isReady} onClick={() => void run(true)}>
          {t('labels.bulkDetach')}
        </Button>
      </Stack>
      <NoticeToast
        message={toast?.message ?? null}
        colour={toast?.colour}
        onClose={() => setToast(null)}
        testId="bulk-label-outcome"
      />
    </Stack>
  )
}
