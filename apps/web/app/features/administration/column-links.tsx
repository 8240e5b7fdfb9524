import { COLUMN_RELATED_JOBS_MAX } from '@kakehashi/contracts'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import FormHelperText from '@mui/material/FormHelperText'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { BoundForm } from '../../components/form-fields'
import { SuggestField } from '../../components/suggest-field'
import { getBrowserApi } from '../../lib/api'
import { useTranslation } from '../../lib/i18n'
import { type AgentChoice, type JobChoice, suggestAgents, suggestPublicJobs } from './api'

// What a column links to: the agent firm credited with it, and the public jobs shown beneath it.
// The form keeps the picked records (for their names); the body sends their ids.

/** A related job as the editor shows it: picked now, or attached before (perhaps since closed). */
export interface RelatedJob extends JobChoice {
  isPublic: boolean
}

/** The agent firm that wrote the column, picked by name; cleared, the platform wrote it. */
export function AgentAuthorInput({ form, path }: { form: BoundForm; path: string }) {
  const { t } = useTranslation('admin')
  const problem = form.problem('agent_id')
  return (
    <SuggestField<AgentChoice>
      value={(form.get(path) as AgentChoice | null) ?? null}
      fetchSuggestions={(keyword, signal) => suggestAgents(getBrowserApi(), keyword, signal)}
      getLabel={(agent) => agent.name}
      getKey={(agent) => agent.id}
      onPick={(agent) => form.set(path, agent)}
      label={t('columns.fields.agent')}
      error={Boolean(problem)}
      helperText={problem ?? t('columns.fields.agentHint')}
      fullWidth
    />
  )
}

/** Public jobs beneath the column: found by the job search, in an order the editor sets. */
export function RelatedJobsInput({ form, path }: { form: BoundForm; path: string }) {
  const { t } = useTranslation('admin')
  const jobs = (form.get(path) as RelatedJob[] | undefined) ?? []
  // The search field empties after each pick, ready for the next job.
  const [round, setRound] = useState(0)
  const problem = form.problem('related_job_info_ids')
  const move = (from: number, to: number) => {
    const next = [...jobs]
    const [job] = next.splice(from, 1)
    if (job) next.splice(to, 0, job)
    form.set(path, next)
  }
  return (
    <Stack spacing={1} data-testid="related-jobs">
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('columns.fields.relatedJobs')}
      </Typography>
      {jobs.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('columns.relatedJobs.none')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {jobs.map((job, index) => (
            <Paper
              component="li"
              key={job.id}
              variant="outlined"
              sx={{ p: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
              data-testid="related-job"
            >
              <Stack sx={{ flex: 1, minWidth: 200 }}>
                <Typography sx={{ fontWeight: 700 }}>{job.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {job.organisationName}
                </Typography>
              </Stack>
              {job.isPublic ? null : (
                <Chip size="small" label={t('columns.relatedJobs.notPublic')} />
              )}
              <Button
                size="small"
                disabled={index === 0}
                aria-label={t('columns.relatedJobs.up', { title: job.title })}
                onClick={() => move(index, index - 1)}
              >
                ↑
              </Button>
              <Button
                size="small"
                disabled={index === jobs.length - 1}
                aria-label={t('columns.relatedJobs.down', { title: job.title })}
                onClick={() => move(index, index + 1)}
              >
                ↓
              </Button>
              <Button
                size="small"
                color="error"
                aria-label={t('columns.relatedJobs.remove', { title: job.title })}
                onClick={() =>
                  form.set(
                    path,
                    jobs.filter((each) => each.id !== job.id),
                  )
                }
              >
                {t('columns.relatedJobs.removeShort')}
              </Button>
            </Paper>
          ))}
        </Stack>
      )}
      {jobs.length < COLUMN_RELATED_JOBS_MAX ? (
        <SuggestField<JobChoice>
          key={round}
          value={null}
          fetchSuggestions={async (keyword, signal) =>
            (await suggestPublicJobs(getBrowserApi(), keyword, signal)).filter(
              (job) => !jobs.some((each) => each.id === job.id),
            )
          }
          getLabel={(job) => `${job.title} (${job.organisationName})`}
          getKey={(job) => job.id}
          onPick={(job) => {
            if (!job) return
            form.set(path, [...jobs, { ...job, isPublic: true }])
            setRound((count) => count + 1)
          }}
          label={t('columns.relatedJobs.add')}
          fullWidth
        />
      ) : null}
      {problem ? <FormHelperText error>{problem}</FormHelperText> : null}
    </Stack>
  )
}
