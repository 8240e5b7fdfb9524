import { LABEL_COLOURS } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { ChoiceField } from '../../components/choice-field'
import { FormAlert, TextInput } from '../../components/form-fields'
import { InlineList } from '../../components/inline-list'
import { LabelChip, LabelColourPicker } from '../../components/label-colour'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import {
  addCandidateLabel,
  type CandidateRecords,
  createLabelForCandidate,
  type LabelFormValues,
  type OrganisationLabel,
  removeCandidateLabel,
} from './api'
import { DetailSection, type SectionLevel } from './detail-section'
import { useRecordChange, useReloadCandidate } from './use-record-change'

const NEW_LABEL: LabelFormValues = { name: '', colour: LABEL_COLOURS[0] }

/** Creates a label of the organisation and puts it on the candidate in one go. */
function NewLabelForm({
  candidateId,
  onDone,
  onCancel,
}: {
  candidateId: number
  onDone: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('candidateRecords')
  const own = useTranslation('candidateDetail').t
  const reload = useReloadCandidate()
  const pickerName = useId()
  const form = useForm<LabelFormValues>({
    initialValues: NEW_LABEL,
    schema: (schemas) => schemas.labelBodySchema,
    submit: (_body, values) => createLabelForCandidate(getBrowserApi(), candidateId, values),
    fallbackMessage: t('labels.saveFailed'),
    revalidate: true,
    onSuccess: async () => {
      await reload()
      onDone()
    },
  })
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <form method="post" noValidate onSubmit={form.onSubmit} data-testid="new-label-form">
        <Stack spacing={2}>
          <FormAlert form={form} />
          <TextInput form={form} path="name" label={t('labels.name')} required size="small" />
          <LabelColourPicker
            name={pickerName}
            legend={t('labels.colour')}
            value={form.values.colour}
            onChange={(colour) => form.set('colour', colour)}
            problem={form.problem('colour')}
          />
          <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={onCancel} disabled={form.pending}>
              {t('labels.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={form.pending}>
              {own('records.createAndAttach')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  )
}

/**
 * The candidate's labels in the organisation: each chip takes its label off; a label of the
 * organisation is put on from a list, or created on the spot.
 */
export function CandidateLabels({
  records,
  labels,
  level,
}: {
  records: CandidateRecords
  labels: OrganisationLabel[]
  level: SectionLevel
}) {
  const { t } = useTranslation('candidateRecords')
  const own = useTranslation('candidateDetail').t
  const candidateId = records.candidateId
  const carried = new Set(records.labels.map((label) => label.id))
  const choices = labels.filter((label) => !carried.has(label.id))
  const [chosen, setChosen] = useState('')
  const [notice, setNotice] = useState<'labels.attached' | 'labels.detached' | null>(null)
  // Closed, the form unmounts: a second label starts from an empty name.
  const [isCreating, setIsCreating] = useState(false)

  const attach = useRecordChange(
    (labelId: number) => addCandidateLabel(getBrowserApi(), candidateId, labelId),
    {
      onSuccess: () => {
        setChosen('')
        setNotice('labels.attached')
      },
    },
  )
  const detach = useRecordChange(
    (labelId: number) => removeCandidateLabel(getBrowserApi(), candidateId, labelId),
    { onSuccess: () => setNotice('labels.detached') },
  )
  const isBusy = attach.pending || detach.pending
  const failure = attach.failure ?? detach.failure
  const clear = () => {
    setNotice(null)
    attach.reset()
    detach.reset()
  }

  return (
    <DetailSection title={own('records.labels')} level={level} testId="candidate-record-labels">
      <Stack spacing={1.5}>
        {records.labels.length === 0 ? (
          <Typography color="text.secondary">{t('labels.none')}</Typography>
        ) : (
          <InlineList label={own('records.labels')} gap={1}>
            {records.labels.map((label) => (
              <li key={label.id}>
                <LabelChip
                  label={label}
                  removeLabel={t('labels.detach', { name: label.name })}
                  disabled={isBusy}
                  onRemove={() => {
                    clear()
                    void detach.run(label.id)
                  }}
                />
              </li>
            ))}
          </InlineList>
        )}
        {choices.length > 0 ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
            <ChoiceField
              size="small"
              label={own('records.chooseLabel')}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              sx={{ minWidth: 200, flex: { xs: 1, sm: '0 1 360px' } }}
            >
              <option value="">{own('records.chooseLabelPlaceholder')}</option>
              {choices.map((label) => (
                <option key={label.id} value={label.id}>
                  {label.name}
                </option>
              ))}
            </ChoiceField>
            <Button
              variant="outlined"
              disabled={isBusy || chosen === ''}
              onClick={() => {
                clear()
                void attach.run(Number(chosen))
              }}
            >
              {t('labels.attach')}
            </Button>
          </Stack>
        ) : labels.length > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {own('records.noMoreLabels')}
          </Typography>
        ) : null}
        <Box role="status" sx={{ color: 'success.dark' }}>
          {notice ? t(notice) : ''}
        </Box>
        <FormAlert form={{ failure: failure?.message ?? null }} />
        {isCreating ? (
          <NewLabelForm
            candidateId={candidateId}
            onDone={() => {
              setIsCreating(false)
              setNotice('labels.attached')
            }}
            onCancel={() => setIsCreating(false)}
          />
        ) : (
          <Button
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => {
              clear()
              setIsCreating(true)
            }}
          >
            {own('records.newLabel')}
          </Button>
        )}
      </Stack>
    </DetailSection>
  )
}
