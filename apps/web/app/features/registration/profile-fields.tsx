import { JOB_CHANGE_TIMINGS } from '@kakehashi/contracts'
import type { Messages } from '@kakehashi/i18n'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Fragment, type ReactNode } from 'react'
import { CheckList } from '../../components/check-list-field'
import { type Option, SelectInput, TextInput } from '../../components/form-fields'
import type { TextFieldProps } from '../../components/text-field'
import { type Form, getAt } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'

// The profile forms (the registration steps and the partner-site form) are lists of field
// descriptions rendered by one loop, so every field of a kind looks and behaves the same.

/** A field's label: a key of `registration.fields` in the candidate catalogue. */
export type FieldLabel = keyof Messages['candidate']['registration']['fields']

type TextProps = Pick<
  TextFieldProps,
  'type' | 'autoComplete' | 'inputMode' | 'multiline' | 'minRows' | 'onFocus' | 'onBlur'
>

/**
 * One part of a profile form. `name` is the wire name, under the row's path inside a list;
 * `hint` is already worded. A select always offers "please choose" first; a check list without
 * a label is a lone checkbox whose option says it all.
 */
export type FieldSpec =
  | ({ kind: 'text'; name: string; label: FieldLabel; hint?: string } & TextProps)
  | { kind: 'select'; name: string; label: FieldLabel; options: Option[]; numeric?: boolean }
  | { kind: 'checks'; name: string; label?: FieldLabel; options: Option[] }
  /** Side by side from `sm` up. */
  | { kind: 'row'; fields: FieldSpec[] }
  | { kind: 'section'; title: string; fields: FieldSpec[] }
  /** Records edited in place; `blank` is the record "add" appends. */
  | {
      kind: 'list'
      name: string
      label: FieldLabel
      blank: Record<string, unknown>
      fields: FieldSpec[]
    }
  /** Anything else, given the path of the row it stands in ('' at the top). */
  | { kind: 'custom'; id: string; render: (prefix: string) => ReactNode }

/** Asked by the registration steps and again by the form for a partner site's candidates. */
export const CURRENT_ANNUAL_INCOME_FIELD: FieldSpec = {
  kind: 'text',
  name: 'current_annual_income',
  inputMode: 'numeric',
  label: 'currentAnnualIncome',
}

/** The company and the post, of a job held or of an offer. */
export const COMPANY_AND_POSITION_FIELDS: FieldSpec[] = [
  { kind: 'text', name: 'company_name', label: 'companyName' },
  { kind: 'text', name: 'position', label: 'position' },
]

/**
 * Options from reference records, in the visitor's language, and from catalogued values; with
 * the job-change timing, asked in the same two places as the current income.
 */
export function useOptions() {
  const { t, locale } = useTranslation('candidate')
  const named = (records: { id: number; name: string; nameEn: string | null }[]): Option[] =>
    records.map((record) => ({
      value: record.id,
      label: localised(locale, record.name, record.nameEn),
    }))
  const labelled = <T extends string>(values: readonly T[], prefix: string): Option[] =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}` as never) }))
  const jobChangeTimingField: FieldSpec = {
    kind: 'select',
    name: 'job_change_timing',
    label: 'jobChangeTiming',
    options: labelled(JOB_CHANGE_TIMINGS, 'registration.timings'),
  }
  return { t, named, labelled, jobChangeTimingField }
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  )
}

/** A list of records edited in place: each row removable, one more added at the end. */
function ListEditor({
  form,
  path,
  title,
  blank,
  row,
}: {
  form: Form
  path: string
  title: string
  blank: Record<string, unknown>
  row: (prefix: string) => ReactNode
}) {
  const { t } = useTranslation('candidate')
  const items = (getAt(form.values, path) as unknown[] | undefined) ?? []
  const problem = form.problem(path)
  return (
    <Section title={title}>
      {items.map((_, index) => (
        // Rows have no id of their own until saved; their position is their identity here.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Stack key={index} spacing={1.5} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
          {row(`${path}.${index}`)}
          <Button
            size="small"
            color="inherit"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() =>
              form.set(
                path,
                items.filter((__, other) => other !== index),
              )
            }
          >
            {t('registration.remove')}
          </Button>
        </Stack>
      ))}
      {problem ? (
        <Typography color="error" variant="body2">
          {problem}
        </Typography>
      ) : null}
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => form.set(path, [...items, blank])}
      >
        {t('registration.add')}
      </Button>
    </Section>
  )
}

const keyOf = (spec: FieldSpec): string => {
  switch (spec.kind) {
    case 'row':
      return spec.fields.map(keyOf).join('+')
    case 'section':
      return spec.title
    case 'custom':
      return spec.id
    default:
      return spec.name
  }
}

/** Renders field descriptions bound to the form, under `prefix` inside a list's row. */
export function ProfileFields({
  form,
  fields,
  prefix = '',
}: {
  form: Form
  fields: readonly FieldSpec[]
  prefix?: string
}) {
  const { t } = useTranslation('candidate')
  const labelOf = (label: FieldLabel) => t(`registration.fields.${label}`)
  const pathOf = (name: string) => (prefix ? `${prefix}.${name}` : name)
  return fields.map((spec) => {
    const key = keyOf(spec)
    switch (spec.kind) {
      case 'text': {
        const { kind: _kind, name, label, ...props } = spec
        return (
          <TextInput key={key} form={form} path={pathOf(name)} label={labelOf(label)} {...props} />
        )
      }
      case 'select':
        return (
          <SelectInput
            key={key}
            form={form}
            path={pathOf(spec.name)}
            numeric={spec.numeric}
            label={labelOf(spec.label)}
            placeholder={labelOf('none')}
            options={spec.options}
          />
        )
      case 'checks':
        return (
          <CheckList
            key={key}
            form={form}
            path={pathOf(spec.name)}
            label={spec.label ? labelOf(spec.label) : ''}
            options={spec.options}
          />
        )
      case 'row':
        return (
          <Stack key={key} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <ProfileFields form={form} fields={spec.fields} prefix={prefix} />
          </Stack>
        )
      case 'section':
        return (
          <Section key={key} title={spec.title}>
            <ProfileFields form={form} fields={spec.fields} prefix={prefix} />
          </Section>
        )
      case 'list':
        return (
          <ListEditor
            key={key}
            form={form}
            path={pathOf(spec.name)}
            title={labelOf(spec.label)}
            blank={spec.blank}
            row={(rowPath) => <ProfileFields form={form} fields={spec.fields} prefix={rowPath} />}
          />
        )
      default:
        return <Fragment key={key}>{spec.render(prefix)}</Fragment>
    }
  })
}
