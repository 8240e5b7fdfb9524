import type { CompanyBlock, RecruiterCandidateView } from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type ReactNode, useEffect, useState } from 'react'
import { getBrowserApi } from '../../lib/api'
import { isApiError } from '../../lib/api-client'
import type { CamelCasedPropertiesDeep } from '../../lib/case-conversion'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'

export type RecruiterView = CamelCasedPropertiesDeep<RecruiterCandidateView>
export type Block = CamelCasedPropertiesDeep<CompanyBlock>

interface PrivacyPageProps {
  before: RecruiterView
  after: RecruiterView
  blocks: Block[]
  resume: { fileName: string } | null
}

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

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
      <Typography sx={{ minWidth: 160, color: 'text.secondary' }}>{label}</Typography>
      <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Stack>
  )
}

/** One recruiter view, exactly as the API gives it to recruiters. */
function ViewFacts({ view }: { view: RecruiterView }) {
  const { t } = useTranslation('candidate')
  const hidden = (
    <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      {t('privacy.hidden')}
    </Box>
  )
  return (
    <Stack spacing={1} data-testid={view.isMatched ? 'view-after-match' : 'view-before-match'}>
      <Fact label={t('privacy.contactName')} value={view.contact?.fullName ?? hidden} />
      <Fact label={t('privacy.contactEmail')} value={view.contact?.email ?? hidden} />
      <Fact label={t('privacy.contactPhone')} value={view.contact?.phone ?? hidden} />
      <Fact
        label={t('privacy.resumeVisible')}
        value={view.resumeAvailable ? t('privacy.resumeShown') : hidden}
      />
      <Fact
        label={t('privacy.age')}
        value={view.age === null ? '—' : t('privacy.ageValue', { age: view.age })}
      />
      <Fact
        label={t('privacy.income')}
        value={
          view.currentAnnualIncome === null
            ? '—'
            : t('privacy.incomeValue', { amount: view.currentAnnualIncome.toLocaleString() })
        }
      />
      <Fact
        label={t('privacy.careers')}
        value={
          view.careers
            .map(
              (career) =>
                `${career.companyName} ${career.position} (${career.startedOn} – ${career.endedOn ?? ''})`,
            )
            .join('\n') || '—'
        }
      />
      <Fact label={t('privacy.selfPr')} value={view.selfPr || '—'} />
    </Stack>
  )
}

interface CompanyOption {
  id: number
  name: string
  nameEn: string | null
}

function CompanyBlocks({ initial }: { initial: Block[] }) {
  const { t, locale } = useTranslation('candidate')
  const errors = useTranslation('errors').t
  const [blocks, setBlocks] = useState(initial)
  const [keyword, setKeyword] = useState('')
  const [options, setOptions] = useState<CompanyOption[]>([])
  const [chosen, setChosen] = useState<CompanyOption | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (keyword.trim() === '') return
    let cancelled = false
    const timer = setTimeout(() => {
      getBrowserApi()
        .get<{ companies: CompanyOption[] }>('/api/v3/companies/suggest', { query: { keyword } })
        .then((answer) => {
          if (!cancelled) setOptions(answer.companies)
        })
        .catch(() => undefined)
    }, 200)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [keyword])

  async function block() {
    if (!chosen) return
    setFailed(false)
    try {
      const added = await getBrowserApi().post<Block>('/api/v3/candidate/company_blocks', {
        companyId: chosen.id,
      })
      setBlocks((current) =>
        current.some((b) => b.id === added.id) ? current : [added, ...current],
      )
      setChosen(null)
    } catch {
      setFailed(true)
    }
  }

  async function unblock(id: number) {
    setFailed(false)
    try {
      await getBrowserApi().delete(`/api/v3/candidate/company_blocks/${id}`)
      setBlocks((current) => current.filter((b) => b.id !== id))
    } catch {
      setFailed(true)
    }
  }

  return (
    <>
      <Typography variant="body2">{t('privacy.blocksNote')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Autocomplete
          sx={{ flex: 1 }}
          options={options}
          value={chosen}
          filterOptions={(all) => all}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          getOptionLabel={(option) => localised(locale, option.name, option.nameEn)}
          onInputChange={(_, value) => setKeyword(value)}
          onChange={(_, value) => setChosen(value)}
          renderInput={(params) => <TextField {...params} label={t('privacy.blockSearch')} />}
        />
        <Button variant="contained" onClick={block} disabled={!chosen} data-testid="block-company">
          {t('privacy.block')}
        </Button>
      </Stack>
      {failed ? <Alert severity="error">{errors('retryLater')}</Alert> : null}
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
            <Button size="small" onClick={() => unblock(item.id)}>
              {t('privacy.unblock')}
            </Button>
          </Stack>
        ))}
      </Stack>
    </>
  )
}

function ResumeSection({ initial }: { initial: { fileName: string } | null }) {
  const { t } = useTranslation('candidate')
  const errors = useTranslation('errors').t
  const [resume, setResume] = useState(initial)
  const [failed, setFailed] = useState(false)
  if (!resume) return <Typography color="text.secondary">{t('privacy.resumeNone')}</Typography>
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography>{resume.fileName}</Typography>
      <Link href="/api/v3/candidate/resume" download>
        {t('privacy.resumeDownload')}
      </Link>
      <Button
        size="small"
        color="error"
        onClick={async () => {
          try {
            await getBrowserApi().delete('/api/v3/candidate/resume')
            setResume(null)
          } catch {
            setFailed(true)
          }
        }}
      >
        {t('privacy.resumeDelete')}
      </Button>
      {failed ? <Alert severity="error">{errors('retryLater')}</Alert> : null}
    </Stack>
  )
}

function DeleteAccount() {
  const { t } = useTranslation('candidate')
  const [open, setOpen] = useState(false)
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const errors = useTranslation('errors').t

  async function confirm() {
    setSending(true)
    setProblem(null)
    try {
      await getBrowserApi().delete('/api/v3/candidate', { body: { password } })
      // A full load: the session is gone, so every part of the page must forget the user.
      window.location.assign('/?account_deleted=1')
    } catch (error) {
      setProblem(
        isApiError(error) && error.issues[0] ? error.issues[0].message : errors('retryLater'),
      )
      setSending(false)
    }
  }

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
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{t('privacy.deleteConfirmTitle')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('privacy.deleteNote')}
          </Typography>
          <TextField
            type="password"
            label={t('privacy.deletePassword')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            fullWidth
            error={Boolean(problem)}
            helperText={problem}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('privacy.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={confirm}
            disabled={sending || password === ''}
            data-testid="delete-account-confirm"
          >
            {t('privacy.deleteConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}

export function PrivacyPage({ before, after, blocks, resume }: PrivacyPageProps) {
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
          <CompanyBlocks initial={blocks} />
        </Section>
        <Section id="privacy-resume" title={t('privacy.resumeHeading')}>
          <ResumeSection initial={resume} />
        </Section>
        <Section id="privacy-delete" title={t('privacy.deleteHeading')}>
          <DeleteAccount />
        </Section>
      </Stack>
    </Container>
  )
}
