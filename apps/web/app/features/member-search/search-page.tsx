import type { CandidateSearchCriteria } from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { PageHeading } from '../../components/page-heading'
import { NoticeToast } from '../../components/toast'
import { useTranslation } from '../../lib/i18n'
import { candidateConditionsHref } from '../../lib/member-search-query'
import type { CandidateSearchResults, CriteriaProblem, OrganisationLabel } from './api'
import { BulkLabelControls } from './bulk-label-controls'
import { CandidatePanel } from './candidate-panel'
import { CandidateResults, useCandidateName } from './candidate-results'
import type { CriteriaChoices } from './choices'
import { SaveSearchDialog } from './save-search-dialog'
import { ConditionChips, KeywordBar, SortSelect } from './search-summary'

export interface CandidateSearchPageProps {
  criteria: CandidateSearchCriteria
  /** Null when the API refused the criteria (`problems` says why). */
  results: CandidateSearchResults | null
  problems: CriteriaProblem[]
  choices: CriteriaChoices
  /** The organisation's labels to put on a selection; bulk labelling is off without `canLabel`. */
  labels: OrganisationLabel[]
  canLabel: boolean
  canSave: boolean
  /** The candidate's detail for the side panel (the candidate page's own part). */
  renderDetail: (candidateId: number) => ReactNode
  /** Other actions on the selected candidates beside the labels (the route's scout button). */
  renderSelectionActions?: ((selectedIds: number[]) => ReactNode) | undefined
}

/**
 * The member search (/client/candidates): the keyword boxes, the filters as chips, the order,
 * and a page of candidates with their matched words; a candidate opens in a side panel, a
 * selection can be labelled (and acted on by `renderSelectionActions`) at once, and the search
 * can be saved.
 */
export function CandidateSearchPage({
  criteria,
  results,
  problems,
  choices,
  labels,
  canLabel,
  canSave,
  renderDetail,
  renderSelectionActions,
}: CandidateSearchPageProps) {
  const { t } = useTranslation('memberSearch')
  const saved = useTranslation('searchConditions').t
  const name = useCandidateName()
  const [openId, setOpenId] = useState<number | null>(null)
  const [isSaving, setIsSaving] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const opened = results?.candidates.find((result) => result.candidate.id === openId)

  return (
    <Stack spacing={3}>
      <PageHeading
        title={t('title')}
        description={t('description')}
        action={
          canSave ? (
            <Button
              variant="contained"
              onClick={() => setIsSaving(true)}
              sx={{ whiteSpace: 'nowrap' }}
              data-testid="save-search"
            >
              {saved('saveSearch')}
            </Button>
          ) : undefined
        }
      />
      <KeywordBar criteria={criteria} />
      <ConditionChips criteria={criteria} choices={choices} />
      {problems.length ? (
        <Alert severity="warning" data-testid="criteria-problems">
          <AlertTitle>{t('problems.title')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {problems.map((problem) => (
              <li key={`${problem.key}:${problem.message}`}>
                {problem.key ? `${t(`fields.${problem.key}`)}: ` : ''}
                {problem.message}
              </li>
            ))}
          </Box>
          <MuiLink component={Link} to={candidateConditionsHref(criteria)}>
            {t('problems.edit')}
          </MuiLink>
        </Alert>
      ) : null}
      {results ? (
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <SortSelect sort={criteria.sort} />
          </Box>
          <CandidateResults
            results={results}
            onOpen={setOpenId}
            renderToolbar={
              canLabel || renderSelectionActions
                ? ({ selectedIds }) => (
                    <>
                      {canLabel ? (
                        <BulkLabelControls labels={labels} selectedIds={selectedIds} />
                      ) : null}
                      {renderSelectionActions?.(selectedIds)}
                    </>
                  )
                : undefined
            }
          />
        </Stack>
      ) : null}
      <CandidatePanel
        candidateId={openId}
        label={opened ? name(opened) : t('panel.label')}
        onClose={() => setOpenId(null)}
      >
        {openId === null ? null : renderDetail(openId)}
      </CandidatePanel>
      {isSaving ? (
        <SaveSearchDialog
          criteria={criteria}
          onClose={() => setIsSaving(false)}
          onSaved={() => {
            setIsSaving(false)
            setNotice(saved('notices.saved'))
          }}
        />
      ) : null}
      <NoticeToast message={notice} onClose={() => setNotice(null)} testId="search-notice" />
    </Stack>
  )
}
