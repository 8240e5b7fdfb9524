import {
  ACCOUNT_TYPES,
  type AccountType,
  MASTER_PERMISSIONS,
  NORMAL_PERMISSIONS,
  RECRUITER_PERMISSION_NAMES,
  type RecruiterPermission,
  TRIAL_PERMISSIONS,
} from '@kakehashi/contracts'
import { CheckInput, CheckList } from '../../components/check-list-field'
import { type BoundForm, SelectInput, TextInput } from '../../components/form-fields'
import { FieldRow } from '../../components/form-section'
import { useTranslation } from '../../lib/i18n'
import type { AdminRecruiterRecord } from './api'

/** The permissions an account usually holds: its type's, narrowed for a trial account. */
export function presetPermissions(
  accountType: AccountType,
  isTrial: boolean,
): RecruiterPermission[] {
  const base = accountType === 'normal' ? NORMAL_PERMISSIONS : MASTER_PERMISSIONS
  return isTrial ? base.filter((name) => TRIAL_PERMISSIONS.includes(name)) : [...base]
}

/** A recruiter's editable fields in the form's spelling, from a record or for an invitation. */
export function recruiterValues(record: AdminRecruiterRecord | null) {
  return {
    full_name: record?.fullName ?? '',
    full_name_kana: record?.fullNameKana ?? '',
    account_type: (record?.accountType ?? 'master') as AccountType,
    permissions: record?.permissions ?? presetPermissions('master', false),
    trial_recruiter: record?.trialRecruiter ?? false,
  }
}

/**
 * Name, account type, permissions and the trial flag. Choosing a type or the trial flag selects
 * the usual permissions, which can then be changed one by one.
 */
export function RecruiterFields({ form }: { form: BoundForm }) {
  const { t } = useTranslation('admin')
  const client = useTranslation('client').t
  const preset = (accountType: unknown, isTrial: unknown) => {
    if (
      typeof accountType !== 'string' ||
      !(ACCOUNT_TYPES as readonly string[]).includes(accountType)
    )
      return
    form.set('permissions', presetPermissions(accountType as AccountType, isTrial === true))
  }
  const presetting: BoundForm = {
    ...form,
    set(path, value) {
      form.set(path, value)
      if (path === 'account_type') preset(value, form.get('trial_recruiter'))
      if (path === 'trial_recruiter') preset(form.get('account_type'), value)
    },
  }
  return (
    <>
      <FieldRow>
        <TextInput form={form} path="full_name" label={t('recruiters.fields.fullName')} required />
        <TextInput form={form} path="full_name_kana" label={t('recruiters.fields.fullNameKana')} />
      </FieldRow>
      <SelectInput
        form={presetting}
        path="account_type"
        label={t('recruiters.fields.accountType')}
        placeholder={t('organisation.fields.choose')}
        options={ACCOUNT_TYPES.map((value) => ({ value, label: client(`accountTypes.${value}`) }))}
      />
      <CheckInput form={presetting} path="trial_recruiter" label={t('recruiters.fields.trial')} />
      <CheckList
        form={form}
        path="permissions"
        label={t('recruiters.fields.permissions')}
        options={RECRUITER_PERMISSION_NAMES.map((value) => ({
          value,
          label: client(`permissions.${value}`),
        }))}
      />
    </>
  )
}
