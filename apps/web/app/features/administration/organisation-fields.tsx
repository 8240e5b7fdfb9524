import type { AdminContractBody, OrganisationKind } from '@kakehashi/contracts'
import { CheckInput } from '../../components/check-list-field'
import { type BoundForm, SelectInput, TextInput } from '../../components/form-fields'
import { FieldRow } from '../../components/form-section'
import { useTranslation } from '../../lib/i18n'
import { localName } from '../../lib/localised'
import type { Industry, Prefecture } from '../../lib/reference'
import type { AdminOrganisationRecord } from './api'

/** What the profile fields choose from. */
export interface ProfileChoices {
  industries: Industry[]
  prefectures: Prefecture[]
}

/** The public profile's fields in the form's (wire) spelling, from a record or empty. */
export function profileValues(record: AdminOrganisationRecord | null) {
  return {
    name: record?.name ?? '',
    name_en: record?.nameEn ?? '',
    prefecture_id: record?.prefectureId ?? null,
    industry_id: record?.industryId ?? null,
    website_url: record?.websiteUrl ?? '',
    description: record?.description ?? '',
    is_foreign_affiliated: record?.isForeignAffiliated ?? false,
  }
}

/** A contract's fields in the form's spelling; a new contract runs a year from today. */
export function contractValues(
  contract: AdminOrganisationRecord['contract'] | null,
  today: string,
): Record<keyof AdminContractBody, unknown> {
  const nextYear = new Date(`${today}T00:00:00Z`)
  nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1)
  nextYear.setUTCDate(nextYear.getUTCDate() - 1)
  return {
    plan_name: contract?.planName ?? '',
    starts_on: contract?.startsOn ?? today,
    ends_on: contract?.endsOn ?? nextYear.toISOString().slice(0, 10),
    special_scout_monthly_quota: contract?.specialScoutMonthlyQuota ?? 0,
    special_scout_week_permitted: contract?.specialScoutWeekPermitted ?? false,
    download_permitted: contract?.downloadPermitted ?? true,
  }
}

/** The organisation's public profile: a company's industry and foreign affiliation included. */
export function ProfileFields({
  form,
  kind,
  choices,
  prefix = '',
}: {
  form: BoundForm
  kind: OrganisationKind
  choices: ProfileChoices
  prefix?: string
}) {
  const { t, locale } = useTranslation('admin')
  const named = (items: readonly { id: number; name: string; nameEn: string | null }[]) =>
    items.map((item) => ({ value: item.id, label: localName(locale, item) }))
  const path = (name: string) => `${prefix}${name}`
  return (
    <>
      <FieldRow>
        <TextInput form={form} path={path('name')} label={t('organisation.fields.name')} required />
        <TextInput form={form} path={path('name_en')} label={t('organisation.fields.nameEn')} />
      </FieldRow>
      <FieldRow>
        <SelectInput
          form={form}
          path={path('prefecture_id')}
          label={t('organisation.fields.prefecture')}
          placeholder={t('organisation.fields.choose')}
          options={named(choices.prefectures)}
          numeric
        />
        {kind === 'company' ? (
          <SelectInput
            form={form}
            path={path('industry_id')}
            label={t('organisation.fields.industry')}
            placeholder={t('organisation.fields.choose')}
            options={named(choices.industries)}
            numeric
          />
        ) : null}
      </FieldRow>
      <TextInput
        form={form}
        path={path('website_url')}
        label={t('organisation.fields.websiteUrl')}
        placeholder="https://"
        type="url"
      />
      <TextInput
        form={form}
        path={path('description')}
        label={t('organisation.fields.description')}
        multiline
        minRows={3}
      />
      {kind === 'company' ? (
        <CheckInput
          form={form}
          path={path('is_foreign_affiliated')}
          label={t('organisation.fields.isForeignAffiliated')}
        />
      ) : null}
    </>
  )
}

/** The contract's terms. */
export function ContractFields({ form, prefix = '' }: { form: BoundForm; prefix?: string }) {
  const { t } = useTranslation('admin')
  const path = (name: string) => `${prefix}${name}`
  return (
    <>
      <TextInput
        form={form}
        path={path('plan_name')}
        label={t('organisation.fields.planName')}
        required
      />
      <FieldRow>
        <TextInput
          form={form}
          path={path('starts_on')}
          label={t('organisation.fields.startsOn')}
          type="date"
          required
        />
        <TextInput
          form={form}
          path={path('ends_on')}
          label={t('organisation.fields.endsOn')}
          type="date"
          required
        />
        <TextInput
          form={form}
          path={path('special_scout_monthly_quota')}
          label={t('organisation.fields.quota')}
          type="number"
          slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
        />
      </FieldRow>
      <CheckInput
        form={form}
        path={path('special_scout_week_permitted')}
        label={t('organisation.fields.scoutWeekPermitted')}
      />
      <CheckInput
        form={form}
        path={path('download_permitted')}
        label={t('organisation.fields.downloadPermitted')}
      />
    </>
  )
}
