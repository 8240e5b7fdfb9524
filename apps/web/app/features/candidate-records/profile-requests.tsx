import { PROFILE_REQUEST_SECTIONS, type ProfileRequestSection } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { ChoiceField } from '../../components/choice-field'
import { FormAlert } from '../../components/form-fields'
import { getBrowserApi } from '../../lib/api'
import { formatDateTime } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { type CandidateRecords, requestProfileSection, withdrawProfileRequest } from './api'
import { DetailSection, type SectionLevel } from './detail-section'
import { useRecordChange } from './use-record-change'

/**
 * Asking the candidate to complete a section of their profile (they see it in their account and
 * get a mail), and the organisation's open requests, each of which may be withdrawn.
 */
export function ProfileRequests({
  records,
  level,
}: {
  records: CandidateRecords
  level: SectionLevel
}) {
  const { t, locale } = useTranslation('candidateRecords')
  const own = useTranslation('candidateDetail').t
  const candidateId = records.candidateId
  const open = new Set(records.profileRequests.map((request) => request.section))
  const choices = PROFILE_REQUEST_SECTIONS.filter((section) => !open.has(section))
  const [chosen, setChosen] = useState<ProfileRequestSection | ''>('')
  const [notice, setNotice] = useState<
    'profileRequests.requested' | 'profileRequests.withdrawn' | null
  >(null)

  const request = useRecordChange(
    (section: ProfileRequestSection) =>
      requestProfileSection(getBrowserApi(), candidateId, section),
    {
      fallbackMessage: t('profileRequests.failed'),
      onSuccess: () => {
        setChosen('')
        setNotice('profileRequests.requested')
      },
    },
  )
  const withdraw = useRecordChange(
    (requestId: number) => withdrawProfileRequest(getBrowserApi(), requestId),
    { onSuccess: () => setNotice('profileRequests.withdrawn') },
  )
  const isBusy = request.pending || withdraw.pending
  const failure = request.failure ?? withdraw.failure
  const clear = () => {
    setNotice(null)
    request.reset()
    withdraw.reset()
  }

  return (
    <DetailSection title={t('profileRequests.title')} level={level} testId="profile-requests">
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {t('profileRequests.description')}
        </Typography>
        {records.profileRequests.length === 0 ? (
          <Typography color="text.secondary">{t('profileRequests.empty')}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {records.profileRequests.map((item) => {
              const section = t(`profileRequests.sections.${item.section}`)
              return (
                <Stack
                  component="li"
                  key={item.id}
                  direction="row"
                  data-testid="profile-request"
                  sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700 }}>{section}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('profileRequests.requestedBy', {
                        requester: item.requester?.displayName ?? t('notes.authorUnknown'),
                        time: formatDateTime(locale, item.createdAt),
                      })}
                    </Typography>
                  </Box>
                  <Button
                    size="small"
                    color="error"
                    disabled={isBusy}
                    aria-label={t('profileRequests.withdrawLabel', { section })}
                    onClick={() => {
                      clear()
                      void withdraw.run(item.id)
                    }}
                    sx={{ flexShrink: 0 }}
                  >
                    {t('profileRequests.withdraw')}
                  </Button>
                </Stack>
              )
            })}
          </Stack>
        )}
        {choices.length > 0 ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
            <ChoiceField
              size="small"
              label={t('profileRequests.section')}
              value={chosen}
              onChange={(event) => setChosen(event.target.value as ProfileRequestSection | '')}
              sx={{ minWidth: 200, flex: { xs: 1, sm: '0 1 360px' } }}
            >
              <option value="">{own('records.requestSectionPlaceholder')}</option>
              {choices.map((section) => (
                <option key={section} value={section}>
                  {t(`profileRequests.sections.${section}`)}
                </option>
              ))}
            </ChoiceField>
            <Button
              variant="outlined"
              disabled={isBusy || chosen === ''}
              onClick={() => {
                if (chosen === '') return
                clear()
                void request.run(chosen)
              }}
            >
              {t('profileRequests.request')}
            </Button>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {own('records.allRequested')}
          </Typography>
        )}
        <Box role="status" sx={{ color: 'success.dark' }}>
          {notice ? t(notice) : ''}
        </Box>
        <FormAlert form={{ failure: failure?.message ?? null }} />
      </Stack>
    </DetailSection>
  )
}
