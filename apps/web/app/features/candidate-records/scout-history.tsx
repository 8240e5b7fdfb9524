import { fillJobSeekerName } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type Fact, FactList } from '../../components/fact-list'
import { Tag } from '../../components/tag'
import { visuallyHidden } from '../../components/visually-hidden'
import { formatDateTime } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import type { CandidateRecords } from './api'
import { DetailSection, type SectionLevel } from './detail-section'

/**
 * The organisation's scouts to the candidate, newest first: who of the co-workers sent each,
 * when, where the selection stands with them, and the candidate's reason when they declined.
 * A title keeps the job seeker's name as a variable; here it reads as "the candidate".
 */
export function ScoutHistory({
  records,
  level,
}: {
  records: CandidateRecords
  level: SectionLevel
}) {
  const { t, locale } = useTranslation('candidateRecords')
  return (
    <DetailSection title={t('scouts.title')} level={level} testId="scout-history">
      {records.scouts.length === 0 ? (
        <Typography color="text.secondary">{t('scouts.empty')}</Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {records.scouts.map((scout) => {
            const facts: Fact[] = [
              {
                label: t('scouts.sender'),
                value: scout.isSelfApply
                  ? t('scouts.selfApplied')
                  : (scout.sender?.displayName ?? t('scouts.senderUnknown')),
              },
              { label: t('scouts.sentAt'), value: formatDateTime(locale, scout.sentAt) },
              { label: t('scouts.sendState'), value: t(`scouts.sendStates.${scout.sendState}`) },
              {
                label: t('scouts.repliedAt'),
                value: scout.repliedAt
                  ? formatDateTime(locale, scout.repliedAt)
                  : t('scouts.notReplied'),
              },
            ]
            if (scout.declineReason) {
              facts.push({
                label: t('scouts.declined'),
                value: t(`scouts.declineReasons.${scout.declineReason}`),
              })
            }
            return (
              <Paper
                component="li"
                key={scout.id}
                variant="outlined"
                data-testid="scout-history-item"
                data-selection-status={scout.selectionStatus}
                sx={{ p: 1.5 }}
              >
                <Stack
                  direction="row"
                  sx={{ gap: 1, mb: 1, alignItems: 'center', justifyContent: 'space-between' }}
                >
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {fillJobSeekerName(scout.title, t('scouts.jobSeekerName'))}
                  </Typography>
                  <Tag>
                    <Box component="span" sx={visuallyHidden}>
                      {`${t('scouts.selectionStatus')}: `}
                    </Box>
                    {t(`selectionStatuses.${scout.selectionStatus}`)}
                  </Tag>
                </Stack>
                <FactList facts={facts} />
              </Paper>
            )
          })}
        </Stack>
      )}
    </DetailSection>
  )
}
