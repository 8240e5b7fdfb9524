import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { FormAlert } from '../../components/form-fields'
import { Tag } from '../../components/tag'
import { getBrowserApi } from '../../lib/api'
import { useTranslation } from '../../lib/i18n'
import {
  type CandidateRecords,
  hideCandidate,
  stockCandidate,
  unhideCandidate,
  unstockCandidate,
} from './api'
import { useRecordChange } from './use-record-change'

type Notice = 'stock.added' | 'stock.removed' | 'hidden.added' | 'hidden.removed'

/**
 * Stock and hide: each a button that says what it will do, with the state it is in beside it.
 * Hiding leaves the candidate out of the organisation's searches; the page stays reachable.
 */
export function RecordControls({ records }: { records: CandidateRecords }) {
  const { t } = useTranslation('candidateRecords')
  const [notice, setNotice] = useState<Notice | null>(null)
  const candidateId = records.candidateId
  const stockId = records.stockId
  const hiddenId = records.hiddenCandidateId

  const stock = useRecordChange(
    () =>
      stockId === null
        ? stockCandidate(getBrowserApi(), candidateId)
        : unstockCandidate(getBrowserApi(), stockId),
    { onSuccess: () => setNotice(stockId === null ? 'stock.added' : 'stock.removed') },
  )
  const hide = useRecordChange(
    () =>
      hiddenId === null
        ? hideCandidate(getBrowserApi(), candidateId)
        : unhideCandidate(getBrowserApi(), hiddenId),
    { onSuccess: () => setNotice(hiddenId === null ? 'hidden.added' : 'hidden.removed') },
  )
  const failure = stock.failure ?? hide.failure
  const isBusy = stock.pending || hide.pending

  return (
    <Stack spacing={1.5} data-testid="record-controls">
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant={stockId === null ? 'contained' : 'outlined'}
          disabled={isBusy}
          onClick={() => {
            setNotice(null)
            hide.reset()
            void stock.run()
          }}
          data-testid="stock-toggle"
        >
          {stockId === null ? t('stock.add') : t('stock.remove')}
        </Button>
        <Button
          variant="outlined"
          color={hiddenId === null ? 'inherit' : 'primary'}
          disabled={isBusy}
          onClick={() => {
            setNotice(null)
            stock.reset()
            void hide.run()
          }}
          data-testid="hide-toggle"
        >
          {hiddenId === null ? t('hidden.add') : t('hidden.remove')}
        </Button>
        <Stack direction="row" sx={{ gap: 1 }} data-testid="record-states">
          {stockId === null ? null : <Tag>{t('stock.stocked')}</Tag>}
          {hiddenId === null ? null : <Tag>{t('hidden.hidden')}</Tag>}
        </Stack>
      </Stack>
      <Box role="status" data-testid="record-notice" sx={{ color: 'success.dark', minHeight: 0 }}>
        {notice ? t(notice) : ''}
      </Box>
      <FormAlert form={{ failure: failure?.message ?? null }} />
    </Stack>
  )
}
