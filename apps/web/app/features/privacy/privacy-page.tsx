import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { lazy, type ReactNode, useState } from 'react'
import { type Fact, FactList } from '../../components/fact-list'
import { LoadedWhenOpened } from '../../components/loaded-when-opened'
import { SuggestField } from '../../components/suggest-field'
import { getBrowserApi } from '../../lib/api'
import { formatManYen } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import { useMutation } from '../../lib/mutation'
import {
  type Block,
  blockCompany,
  type CompanyOption,
  deleteResume,
  type PrivacySettings,
  RESUME_DOWNLOAD_HREF,
  type RecruiterView,
  type Resume,
  suggestCompanies,
  unblockCompany,
} from './api'
import { PersonalDataRequestsSection } from './personal-data-requests-section'

const AccountDeletionDialog = lazy(() =>
  import('./account-deletion-dialog').then((m) => ({ default: m.AccountDeletionDialog })),
)

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Paper>
  )
}

/** Text as written, line breaks kept. */
const preWrapped = (text: string) => (
  <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
    {text}
  </Box>
)

/** One recruiter view, exactly as the API gives it to recruiters. */
function ViewFacts({ view }: { view: RecruiterView }) {
  const { t, locale } = useTranslation('candidate')
  const hidden = (
    <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      {t('privacy.hidden')}
    </Box>
  )
  const careers = view.careers
    .map(
      (career) =>
        `${career.companyName} ${career.position} (${career.startedOn} – ${career.endedOn ?? ''})`,
    )
    .join('\n')
  const facts: Fact[] = [
    { label: t('privacy.contactName'), value: view.contact?.fullName ?? hidden },
    { label: t('privacy.contactEmail'), value: view.contact?.email ?? hidden },
    { label: t('privacy.contactPhone'), value: view.contact?.phone ?? hidden },
    {
      label: t('privacy.resumeVisible'),
      value: view.resumeAvailable ? t('privacy.resumeShown') : hidden,
    },
    {
      label: t('privacy.age'),
      value: view.age === null ? '—' : t('privacy.ageValue', { age: view.age }),
    },
    {
      label: t('privacy.income'),
      value:
        view.currentAnnualIncome === null ? '—' : formatManYen(locale, view.currentAnnualIncome),
    },
    { label: t('privacy.careers'), value: careers ? preWrapped(careers) : '—' },
    { label: t('privacy.selfPr'), value: view.selfPr ? preWrapped(view.selfPr) : '—' },
  ]
  return (
    <FactList facts={facts} testId={view.isMatched ? 'view-after-match' : 'view-before-match'} />
  )
}

function CompanyBlocks({ blocks }: { blocks: Block[] }) {
  const { t, locale } = useTranslation('candidate')
  const errors = useTranslation('errors').t
  const [chosen, setChosen] = useState<CompanyOption | null>(null)
  // The list shows what the API now holds, so both reload the page's data.
  const block = useMutation((companyId: number) => blockCompany(getBrowserApi(), companyId), {
    fallbackMessage: errors('retryLater'),
    revalidate: true,
    onSuccess: () => setChosen(null),
  })
  const unblock = useMutation((blockId: number) => unblockCompany(getBrowserApi(), blockId), {
    fallbackMessage: errors('retryLater'),
    revalidate: true,
  })
  const failure = block.failure ?? unblock.failure

  return (
    <>
      <Typography variant="body2">{t('privacy.blocksNote')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Box sx={{ flex: 1 }}>
          <SuggestField<CompanyOption>
            fetchSuggestions={(keyword, signal) =>
              suggestCompanies(getBrowserApi(), keyword, signal)
            }
            getLabel={(option) => localised(locale, option.name, option.nameEn)}
            getKey={(option) => option.id}
            value={chosen}
            onPick={setChosen}
            label={t('privacy.blockSearch')}
            fullWidth
          />
        </Box>
        <Button
          variant="contained"
          onClick={() => {
            if (!chosen) return
            unblock.reset()
            void block.run(chosen.id)
          }}
          disabled={!chosen || block.pending}
          data-testid="block-company"
        >
          {t('privacy.block')}
        </Button>
      </Stack>
      {failure ? <Alert severity="error">{failure.message}</Alert> : null}
      {blocks.length === 0 ? (
        <Typography color="text.secondary">{t('privacy.blocksEmpty')}</Typography>
      ) : null}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {blocks.map((item) => (
          <Stack
            component="li"
            key={item.id}
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center' }}
            data-testid="blocked-company"
          >
            <Typography sx={{ flex: 1 }}>
              {localised(locale, item.company.name, item.company.nameEn)}
            </Typography>
            <Button
              size="small"
              disabled={unblock.pending}
              onClick={() => {
                block.reset()
                void unblock.run(item.id)
              }}
            >
              {t('privacy.unblock')}
            </Button>
          </Stack>
        ))}
      </Stack>
    </>
  )
}

function ResumeSection({ resume }: { resume: Resume }) {
  const { t } = useTranslation('candidate')
  const errors = useTranslation('errors').t
  const remove = useMutation(() => deleteResume(getBrowserApi()), {
    fallbackMessage: errors('retryLater'),
    revalidate: true,
  })
  if (!resume) return <Typography color="text.secondary">{t('privacy.resumeNone')}</Typography>
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography>{resume.fileName}</Typography>
      <Link href={RESUME_DOWNLOAD_HREF} download>
        {t('privacy.resumeDownload')}
      </Link>
      <Button
        size="small"
        color="error"
        disabled={remove.pending}
        onClick={() => void remove.run(undefined)}
      >
        {t('privacy.resumeDelete')}
      </Button>
      {remove.failure ? <Alert severity="error">{remove.failure.message}</Alert> : null}
    </Stack>
  )
}

function DeleteAccount() {
  const { t } = useTranslation('candidate')
  const [open, setOpen] = useState(false)
  return (
    <>
      <Typography variant="body2">{t('privacy.deleteNote')}</Typography>
      <Button
        color="error"
        variant="outlined"
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="delete-account"
      >
        {t('privacy.deleteButton')}
      </Button>
      <LoadedWhenOpened open={open} whileOpen>
        <AccountDeletionDialog onClose={() => setOpen(false)} />
      </LoadedWhenOpened>
    </>
  )
}

export function PrivacyPage({ before, after, blocks, resume, requests }: PrivacySettings) {
  const { t } = useTranslation('candidate')
  const [tab, setTab] = useState(0)
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Stack spacing={2}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('privacy.title')}
        </Typography>
        <Section id="privacy-view" title={t('privacy.viewHeading')}>
          <Alert severity="info">{t('privacy.viewNote')}</Alert>
          <Tabs
            value={tab}
            onChange={(_, value: number) => setTab(value)}
            aria-label={t('privacy.viewHeading')}
          >
            <Tab label={t('privacy.beforeMatch')} id="view-tab-0" aria-controls="view-panel-0" />
            <Tab label={t('privacy.afterMatch')} id="view-tab-1" aria-controls="view-panel-1" />
          </Tabs>
          <div role="tabpanel" id={`view-panel-${tab}`} aria-labelledby={`view-tab-${tab}`}>
            <ViewFacts view={tab === 0 ? before : after} />
          </div>
        </Section>
        <Section id="privacy-blocks" title={t('privacy.blocksHeading')}>
          <CompanyBlocks blocks={blocks} />
        </Section>
        <Section id="privacy-resume" title={t('privacy.resumeHeading')}>
          <ResumeSection resume={resume} />
        </Section>
        <Section id="privacy-requests" title={t('privacy.requestsHeading')}>
          <PersonalDataRequestsSection requests={requests} />
        </Section>
        <Section id="privacy-delete" title={t('privacy.deleteHeading')}>
          <DeleteAccount />
        </Section>
      </Stack>
    </Container>
  )
}
