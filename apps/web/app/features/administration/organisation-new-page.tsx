import { ORGANISATION_KINDS, type OrganisationKind } from '@kakehashi/contracts'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { FormAlert, SelectInput } from '../../components/form-fields'
import { FormSection } from '../../components/form-section'
import { PageHeading } from '../../components/page-heading'
import { getBrowserApi } from '../../lib/api'
import { newDraftId } from '../../lib/draft-id'
import { useForm } from '../../lib/form'
import { useIsHydrated } from '../../lib/hydration'
import { useTranslation } from '../../lib/i18n'
import { createAdminOrganisation } from './api'
import {
  ContractFields,
  contractValues,
  type ProfileChoices,
  ProfileFields,
  profileValues,
} from './organisation-fields'
import { ADMIN_ORGANISATIONS_PATH, adminOrganisationPath } from './paths'

/**
 * A new customer (/admin/organisations/new): its kind, public profile and contract in one form,
 * checked with the API's rules before sending. Its page opens next, to invite its recruiters.
 */
export function OrganisationNewPage({
  choices,
  today,
}: {
  choices: ProfileChoices
  today: string
}) {
  const { t } = useTranslation('admin')
  const navigate = useNavigate()
  const isHydrated = useIsHydrated()
  // The same request key for every send of this form: a retry gets the organisation the first
  // send created.
  const [draftId] = useState(newDraftId)
  const form = useForm({
    initialValues: {
      kind: 'company' as OrganisationKind,
      ...profileValues(null),
      contract: contractValues(null, today),
    },
    schema: (schemas) => schemas.adminOrganisationCreateBodySchema,
    toBody: (values) => ({ ...values, client_request_id: draftId }),
    submit: (body) => createAdminOrganisation(getBrowserApi(), body),
    fallbackMessage: t('organisation.createFailed'),
    onSuccess: (created) =>
      navigate(adminOrganisationPath(created.id), { state: { notice: 'created' } }),
  })
  const kind = form.get('kind') === 'agent' ? 'agent' : 'company'
  return (
    <Stack spacing={3}>
      <PageHeading
        title={t('organisation.newTitle')}
        description={t('organisation.newDescription')}
      />
      <form noValidate onSubmit={form.onSubmit} data-testid="admin-organisation-form">
        <Stack spacing={3}>
          <FormAlert form={form} />
          <FormSection title={t('organisation.profileTitle')}>
            <SelectInput
              form={form}
              path="kind"
              label={t('organisation.fields.kind')}
              placeholder={t('organisation.fields.choose')}
              options={ORGANISATION_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            />
            <ProfileFields form={form} kind={kind} choices={choices} />
          </FormSection>
          <FormSection title={t('organisation.contractTitle')}>
            <ContractFields form={form} prefix="contract." />
          </FormSection>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button component={Link} to={ADMIN_ORGANISATIONS_PATH}>
              {t('organisation.back')}
            </Button>
            <Button type="submit" variant="contained" disabled={!isHydrated || form.pending}>
              {t('organisation.create')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Stack>
  )
}
