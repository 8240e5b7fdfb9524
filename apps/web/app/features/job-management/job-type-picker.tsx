import { JOB_TYPES_PER_JOB_MAX } from '@kakehashi/contracts'
import FormControl from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { type BoundForm, SelectInput } from '../../components/form-fields'
import { getBrowserApi } from '../../lib/api'
import type { Form } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { localName } from '../../lib/localised'
import { fetchJobTypeChildren, type JobTypeChoice } from './api'
import type { JobTypeSlot } from './form-values'

function groupByParent(children: readonly JobTypeChoice[]): Record<number, JobTypeChoice[]> {
  const groups: Record<number, JobTypeChoice[]> = {}
  for (const child of children) {
    if (child.parentId === null) continue
    groups[child.parentId] = [...(groups[child.parentId] ?? []), child]
  }
  return groups
}

/**
 * Up to three job types, each a category (GET /client/job_types) and optionally a specialty
 * within it (GET /client/job_types/children, fetched when a category is chosen).
 */
export function JobTypePicker({
  form,
  parents,
  initialChildren,
}: {
  form: Form
  parents: JobTypeChoice[]
  initialChildren: JobTypeChoice[]
}) {
  const { t, locale } = useTranslation('jobManagement')
  const [childrenOf, setChildrenOf] = useState(() => groupByParent(initialChildren))
  const slots = form.get('job_type_slots') as JobTypeSlot[]
  const problem = form.problem('job_type_ids')

  const loadChildren = (parentId: number) => {
    if (childrenOf[parentId]) return
    // The specialties are a refinement: without them the category alone is saved.
    fetchJobTypeChildren(getBrowserApi(), [parentId])
      .then((children) => setChildrenOf((known) => ({ ...known, [parentId]: children })))
      .catch(() => undefined)
  }

  // Choosing another category clears the specialty of the one before.
  const parentField = (index: number): BoundForm => ({
    get: form.get,
    problem: () => undefined,
    set: (path, value) => {
      form.set(path, value)
      form.set(`job_type_slots.${index}.child_id`, null)
      if (typeof value === 'number') loadChildren(value)
    },
  })
  const options = (items: readonly JobTypeChoice[]) =>
    items.map((item) => ({ value: item.id, label: localName(locale, item) }))

  return (
    <FormControl component="fieldset" error={Boolean(problem)} data-testid="job-type-picker">
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('fields.jobTypes')}
      </FormLabel>
      <Stack spacing={2}>
        {Array.from({ length: JOB_TYPES_PER_JOB_MAX }, (_, index) => {
          const number = index + 1
          const parentId = slots[index]?.parent_id ?? null
          const children = parentId === null ? [] : (childrenOf[parentId] ?? [])
          return (
            <Stack key={number} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <SelectInput
                form={parentField(index)}
                path={`job_type_slots.${index}.parent_id`}
                label={t('fields.jobTypeParent', { number })}
                placeholder={t('fields.choose')}
                options={options(parents)}
                numeric
              />
              {children.length > 0 ? (
                <SelectInput
                  form={form}
                  path={`job_type_slots.${index}.child_id`}
                  label={t('fields.jobTypeChild', { number })}
                  placeholder={t('fields.anyChild')}
                  options={options(children)}
                  numeric
                />
              ) : null}
            </Stack>
          )
        })}
      </Stack>
      {problem ? <FormHelperText>{problem}</FormHelperText> : null}
    </FormControl>
  )
}
