import { INVITATION_TTL_DAYS, LOCALES } from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { lazy, useState } from 'react'
import { Link } from 'react-router'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { FormAlert, SelectInput, TextInput } from '../../components/form-fields'
import { FormSection } from '../../components/form-section'
import { LoadedWhenOpened } from '../../components/loaded-when-opened'
import { PageHeading } from '../../components/page-heading'
import { Tag } from '../../components/tag'
import { NoticeToast } from '../../components/toast'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { formatDateTime } from '../../lib/format'
import { useIsHydrated } from '../../lib/hydration'
import { useTranslation } from '../../lib/i18n'
import { useMutation } from '../../lib/mutation'
import {
  type AdminOrganisationRecord,
  type AdminRecruiterRecord,
  inviteAdminRecruiter,
  reinstateAdminRecruiter,
  saveAdminContract,
  suspendAdminRecruiter,
  updateAdminOrganisation,
} from './api'
import {
  ContractFields,
  contractValues,
  type ProfileChoices,
  ProfileFields,
  profileValues,
} from './organisation-fields'
import { ADMIN_ORGANISATIONS_PATH } from './paths'
import { RecruiterFields, recruiterValues } from './recruiter-fields'

// Editing a recruiter is occasional: its dialog loads when opened.
const RecruiterDialog = lazy(() =>
  import('./recruiter-dialog').then((m) => ({ default: m.RecruiterDialog })),
)

export type OrganisationNotice = 'created' | null

function SubmitRow({ label, pending }: { label: string; pending: boolean }) {
  const isHydrated = useIsHydrated()
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Button type="submit" variant="contained" disabled={!isHydrated || pending}>
        {label}
      </Button>
    </Stack>
  )
}

/**
 * One customer (/admin/organisations/{id}): its public profile, its contract, and its
 * recruiters, who are invited, edited, suspended and reinstated here. Every change is in the
 * audit trail.
 */
export function OrganisationDetailPage({
  organisation,
  choices,
  today,
  initialNotice,
}: {
  organisation: AdminOrganisationRecord
  choices: ProfileChoices
  today: string
  initialNotice: OrganisationNotice
}) {
  const { t, locale } = useTranslation('admin')
  const client = useTranslation('client').t
  // The page's sections send their own forms; one toast says what the last one did.
  const [notice, setNotice] = useState<string | null>(
    initialNotice ? t('organisation.created') : null,
  )
  const api = getBrowserApi

  const profile = useForm({
    initialValues: profileValues(organisation),
    schema: (schemas) => schemas.adminOrganisationUpdateBodySchema,
    submit: (body) => updateAdminOrganisation(api(), organisation.id, body),
    fallbackMessage: t('organisation.saveFailed'),
    revalidate: true,
    onSuccess: () => setNotice(t('organisation.profileSaved')),
  })
  const contract = useForm({
    initialValues: contractValues(organisation.contract, today),
    schema: (schemas) => schemas.adminContractBodySchema,
    submit: (body) => saveAdminContract(api(), organisation.id, body),
    fallbackMessage: t('organisation.saveFailed'),
    revalidate: true,
    onSuccess: () => setNotice(t('organisation.contractSaved')),
  })
  const invite = useForm({
    initialValues: { email: '', ...recruiterValues(null), locale },
    schema: (schemas) => schemas.adminRecruiterInviteBodySchema,
    submit: (body) => inviteAdminRecruiter(api(), organisation.id, body),
    fallbackMessage: t('recruiters.inviteFailed'),
    revalidate: true,
    onSuccess: (invited) => {
      setNotice(t('recruiters.invited', { email: invited.email }))
      invite.set('email', '')
      invite.set('full_name', '')
      invite.set('full_name_kana', '')
    },
  })

  const [editing, setEditing] = useState<AdminRecruiterRecord | null>(null)
  const [suspending, setSuspending] = useState<AdminRecruiterRecord | null>(null)
  const suspension = useMutation(
    ({ recruiter, suspend }: { recruiter: AdminRecruiterRecord; suspend: boolean }) =>
      suspend
        ? suspendAdminRecruiter(api(), recruiter.id)
        : reinstateAdminRecruiter(api(), recruiter.id),
    {
      fallbackMessage: t('recruiters.actionFailed'),
      revalidate: true,
      onSuccess: (changed) => {
        setSuspending(null)
        setNotice(
          t(changed.state === 'suspended' ? 'recruiters.suspended' : 'recruiters.reinstated', {
            name: changed.fullName,
          }),
        )
      },
    },
  )

  const columns: DataTableColumn<AdminRecruiterRecord>[] = [
    {
      key: 'name',
      header: t('recruiters.columns.name'),
      phone: 'title',
      cell: (recruiter) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {recruiter.fullName}
          </Typography>
          {recruiter.trialRecruiter ? <Tag variant="filled">{t('recruiters.trial')}</Tag> : null}
        </Stack>
      ),
    },
    {
      key: 'email',
      header: t('recruiters.columns.email'),
      cell: (recruiter) => (
        <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {recruiter.email}
        </Typography>
      ),
    },
    {
      key: 'accountType',
      header: t('recruiters.columns.accountType'),
      cell: (recruiter) => client(`accountTypes.${recruiter.accountType}`),
    },
    {
      key: 'state',
      header: t('recruiters.columns.state'),
      cell: (recruiter) => (
        <Tag
          variant="filled"
          colour={
            recruiter.state === 'suspended'
              ? 'error'
              : recruiter.state === 'active'
                ? 'success'
                : 'default'
          }
          data-testid="recruiter-state"
        >
          {t(`recruiters.states.${recruiter.state}`)}
        </Tag>
      ),
    },
    {
      key: 'lastLogin',
      header: t('recruiters.columns.lastLogin'),
      cell: (recruiter) =>
        recruiter.lastLoginAt
          ? formatDateTime(locale, recruiter.lastLoginAt)
          : t('recruiters.never'),
    },
    {
      key: 'actions',
      header: t('recruiters.edit'),
      align: 'right',
      phone: 'actions',
      cell: (recruiter) => (
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            aria-label={t('recruiters.editLabel', { name: recruiter.fullName })}
            onClick={() => setEditing(recruiter)}
          >
            {t('recruiters.edit')}
          </Button>
          {recruiter.state === 'suspended' ? (
            <Button
              size="small"
              variant="outlined"
              disabled={suspension.pending}
              aria-label={t('recruiters.reinstateLabel', { name: recruiter.fullName })}
              onClick={() => void suspension.run({ recruiter, suspend: false })}
            >
              {t('recruiters.reinstate')}
            </Button>
          ) : (
            <Button
              size="small"
              variant="outlined"
              color="error"
              aria-label={t('recruiters.suspendLabel', { name: recruiter.fullName })}
              onClick={() => {
                suspension.reset()
                setSuspending(recruiter)
              }}
            >
              {t('recruiters.suspend')}
            </Button>
          )}
        </Stack>
      ),
    },
  ]

  return (
    <Stack spacing={3}>
      <MuiLink component={Link} to={ADMIN_ORGANISATIONS_PATH}>
        {t('organisation.back')}
      </MuiLink>
      <PageHeading
        title={organisation.name}
        description={[t(`kinds.${organisation.kind}`), organisation.nameEn]
          .filter(Boolean)
          .join(' · ')}
      />
      {organisation.publicPath ? (
        <Typography color="text.secondary" data-testid="organisation-public-path">
          {t('organisation.publicPage', { path: organisation.publicPath })}
        </Typography>
      ) : null}
      {suspension.failure && !suspending ? (
        <Alert severity="error">{suspension.failure.message}</Alert>
      ) : null}

      <form noValidate onSubmit={profile.onSubmit} data-testid="admin-profile-form">
        <FormSection title={t('organisation.profileTitle')}>
          <FormAlert form={profile} />
          <ProfileFields form={profile} kind={organisation.kind} choices={choices} />
          <SubmitRow label={t('organisation.saveProfile')} pending={profile.pending} />
        </FormSection>
      </form>

      <form noValidate onSubmit={contract.onSubmit} data-testid="admin-contract-form">
        <FormSection title={t('organisation.contractTitle')}>
          <FormAlert form={contract} />
          {organisation.contract ? null : (
            <Typography color="text.secondary">{t('organisation.noContract')}</Typography>
          )}
          <ContractFields form={contract} />
          <SubmitRow label={t('organisation.saveContract')} pending={contract.pending} />
        </FormSection>
      </form>

      <FormSection title={t('recruiters.title')}>
        <DataTable
          label={t('recruiters.label')}
          columns={columns}
          rows={organisation.recruiters}
          getRowId={(recruiter) => recruiter.id}
          rowProps={(recruiter) => ({
            'data-testid': 'admin-recruiter',
            'data-recruiter-email': recruiter.email,
          })}
          emptyMessage={t('recruiters.empty')}
        />
      </FormSection>

      <form noValidate onSubmit={invite.onSubmit} data-testid="admin-invite-form">
        <FormSection title={t('recruiters.inviteTitle')}>
          <Typography color="text.secondary">
            {t('recruiters.inviteHint', { days: INVITATION_TTL_DAYS })}
          </Typography>
          <FormAlert form={invite} />
          <TextInput
            form={invite}
            path="email"
            label={t('recruiters.fields.email')}
            type="email"
            required
          />
          <RecruiterFields form={invite} />
          <SelectInput
            form={invite}
            path="locale"
            label={t('recruiters.fields.locale')}
            placeholder={t('organisation.fields.choose')}
            options={LOCALES.map((value) => ({
              value,
              label: t(`recruiters.fields.locales.${value}`),
            }))}
          />
          <SubmitRow label={t('recruiters.invite')} pending={invite.pending} />
        </FormSection>
      </form>

      <LoadedWhenOpened open={editing !== null} whileOpen>
        {editing ? (
          <RecruiterDialog
            recruiter={editing}
            onClose={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null)
              setNotice(t('recruiters.updated', { name: saved.fullName }))
            }}
          />
        ) : null}
      </LoadedWhenOpened>
      <ConfirmDialog
        open={suspending !== null}
        title={t('recruiters.suspendLabel', { name: suspending?.fullName ?? '' })}
        body={t('recruiters.suspendConfirm', { name: suspending?.fullName ?? '' })}
        confirmLabel={t('recruiters.suspend')}
        cancelLabel={t('recruiters.cancel')}
        pending={suspension.pending}
        failure={suspending ? (suspension.failure?.message ?? null) : null}
        onConfirm={() => {
          if (suspending) void suspension.run({ recruiter: suspending, suspend: true })
        }}
        onCancel={() => setSuspending(null)}
      />
      <NoticeToast message={notice} onClose={() => setNotice(null)} />
    </Stack>
  )
}
