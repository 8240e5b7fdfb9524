import { CERTIFICATION_CATEGORIES } from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { FormAlert, SelectInput, TextInput } from '../../components/form-fields'
import { FieldRow, FormSection } from '../../components/form-section'
import { InlineFormActions, RowActions, useInlineEditing } from '../../components/inline-editing'
import { PageHeading } from '../../components/page-heading'
import { SearchPanel, SearchPanelActions } from '../../components/search-panel'
import { TextField } from '../../components/text-field'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import {
  type AdminCertificationList,
  type AdminCertificationRecord,
  type AdminUniversityList,
  type AdminUniversityRecord,
  saveAdminCertification,
  saveAdminUniversity,
} from './api'
import { ADMIN_UNIVERSITIES_PATH } from './paths'

// The reference lists candidates choose from (universities, certifications), as administrators
// keep them: a table with how many candidates name each entry, and one form below it.

type Done = (message: string) => void

function UniversityForm({
  university,
  onDone,
}: {
  university: AdminUniversityRecord | null
  onDone: Done
}) {
  const { t } = useTranslation('admin')
  const form = useForm({
    initialValues: {
      name: university?.name ?? '',
      name_kana: university?.nameKana ?? '',
      name_en: university?.nameEn ?? '',
    },
    schema: (schemas) => schemas.adminUniversityBodySchema,
    submit: (body) => saveAdminUniversity(getBrowserApi(), university?.id ?? null, body),
    fallbackMessage: t('reference.failed'),
    revalidate: true,
    onSuccess: (saved) =>
      onDone(t(university ? 'reference.saved' : 'reference.created', { name: saved.name })),
  })
  return (
    <form noValidate onSubmit={form.onSubmit} data-testid="admin-university-form">
      <FormSection
        title={
          university
            ? t('reference.editEntry', { name: university.name })
            : t('universities.newEntry')
        }
      >
        <FormAlert form={form} />
        {university && university.candidateCount > 0 ? (
          <Alert severity="info">
            {t('reference.renameNote', { count: university.candidateCount })}
          </Alert>
        ) : null}
        <FieldRow>
          <TextInput form={form} path="name" label={t('reference.fields.name')} required />
          <TextInput
            form={form}
            path="name_kana"
            label={t('universities.fields.nameKana')}
            required
          />
          <TextInput form={form} path="name_en" label={t('reference.fields.nameEn')} required />
        </FieldRow>
        <InlineFormActions
          isEditing={university !== null}
          pending={form.pending}
          cancelLabel={t('reference.cancelEdit')}
          submitLabel={university ? t('reference.save') : t('reference.create')}
          onCancel={() => onDone('')}
        />
      </FormSection>
    </form>
  )
}

/** The universities (/admin/universities): searched by name, reading or English name, paged. */
export function UniversitiesPage({
  list,
  keyword,
}: {
  list: AdminUniversityList
  keyword: string
}) {
  const { t, locale } = useTranslation('admin')
  const editing = useInlineEditing<AdminUniversityRecord>()
  const columns: DataTableColumn<AdminUniversityRecord>[] = [
    { key: 'name', header: t('reference.columns.name'), phone: 'title', cell: (row) => row.name },
    { key: 'nameKana', header: t('universities.columns.nameKana'), cell: (row) => row.nameKana },
    { key: 'nameEn', header: t('reference.columns.nameEn'), cell: (row) => row.nameEn },
    {
      key: 'candidates',
      header: t('reference.columns.candidates'),
      align: 'right',
      cell: (row) => formatNumber(locale, row.candidateCount),
    },
    {
      key: 'actions',
      header: t('reference.columns.actions'),
      align: 'right',
      phone: 'actions',
      cell: (row) => (
        <RowActions
          editText={t('reference.edit')}
          editLabel={t('reference.editEntry', { name: row.name })}
          onEdit={() => editing.edit(row)}
        />
      ),
    },
  ]
  return (
    <Stack spacing={3}>
      <PageHeading title={t('universities.title')} description={t('universities.description')} />
      <SearchPanel action={ADMIN_UNIVERSITIES_PATH} label={t('universities.label')} spacing={2}>
        <TextField
          key={keyword}
          name="keyword"
          type="search"
          label={t('universities.keyword')}
          defaultValue={keyword}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 100 }, inputLabel: { shrink: true } }}
        />
        <SearchPanelActions
          clearTo={ADMIN_UNIVERSITIES_PATH}
          clearLabel={t('reference.clear')}
          submitLabel={t('reference.search')}
        />
      </SearchPanel>
      <DataTable
        label={t('universities.label')}
        columns={columns}
        rows={list.universities}
        getRowId={(row) => row.id}
        pagination={list.pagination}
        rowProps={() => ({ 'data-testid': 'admin-university' })}
        emptyMessage={t('reference.empty')}
      />
      <UniversityForm key={editing.formKey} university={editing.editing} onDone={editing.done} />
      {editing.toast}
    </Stack>
  )
}

function CertificationForm({
  certification,
  onDone,
}: {
  certification: AdminCertificationRecord | null
  onDone: Done
}) {
  const { t } = useTranslation('admin')
  const form = useForm({
    initialValues: {
      name: certification?.name ?? '',
      name_en: certification?.nameEn ?? '',
      category: certification?.category ?? '',
      position: certification?.position ?? 0,
    },
    schema: (schemas) => schemas.adminCertificationBodySchema,
    submit: (body) => saveAdminCertification(getBrowserApi(), certification?.id ?? null, body),
    fallbackMessage: t('reference.failed'),
    revalidate: true,
    onSuccess: (saved) =>
      onDone(t(certification ? 'reference.saved' : 'reference.created', { name: saved.name })),
  })
  return (
    <form noValidate onSubmit={form.onSubmit} data-testid="admin-certification-form">
      <FormSection
        title={
          certification
            ? t('reference.editEntry', { name: certification.name })
            : t('certifications.newEntry')
        }
      >
        <FormAlert form={form} />
        {certification && certification.candidateCount > 0 ? (
          <Alert severity="info">
            {t('reference.renameNote', { count: certification.candidateCount })}
          </Alert>
        ) : null}
        <FieldRow>
          <TextInput form={form} path="name" label={t('reference.fields.name')} required />
          <TextInput form={form} path="name_en" label={t('reference.fields.nameEn')} required />
        </FieldRow>
        <FieldRow>
          <SelectInput
            form={form}
            path="category"
            label={t('certifications.fields.category')}
            placeholder={t('certifications.categoryPlaceholder')}
            options={CERTIFICATION_CATEGORIES.map((category) => ({
              value: category,
              label: t(`certifications.categories.${category}`),
            }))}
          />
          <TextInput
            form={form}
            path="position"
            type="number"
            label={t('certifications.fields.position')}
            required
            slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
          />
        </FieldRow>
        <InlineFormActions
          isEditing={certification !== null}
          pending={form.pending}
          cancelLabel={t('reference.cancelEdit')}
          submitLabel={certification ? t('reference.save') : t('reference.create')}
          onCancel={() => onDone('')}
        />
      </FormSection>
    </form>
  )
}

const isCategory = (value: string): value is (typeof CERTIFICATION_CATEGORIES)[number] =>
  (CERTIFICATION_CATEGORIES as readonly string[]).includes(value)

/** The certifications (/admin/certifications), in the order candidates see them. */
export function CertificationsPage({ list }: { list: AdminCertificationList }) {
  const { t, locale } = useTranslation('admin')
  const editing = useInlineEditing<AdminCertificationRecord>()
  const columns: DataTableColumn<AdminCertificationRecord>[] = [
    { key: 'name', header: t('reference.columns.name'), phone: 'title', cell: (row) => row.name },
    { key: 'nameEn', header: t('reference.columns.nameEn'), cell: (row) => row.nameEn },
    {
      key: 'category',
      header: t('certifications.columns.category'),
      cell: (row) =>
        isCategory(row.category) ? t(`certifications.categories.${row.category}`) : row.category,
    },
    {
      key: 'position',
      header: t('certifications.columns.position'),
      align: 'right',
      cell: (row) => formatNumber(locale, row.position),
    },
    {
      key: 'candidates',
      header: t('reference.columns.candidates'),
      align: 'right',
      cell: (row) => formatNumber(locale, row.candidateCount),
    },
    {
      key: 'actions',
      header: t('reference.columns.actions'),
      align: 'right',
      phone: 'actions',
      cell: (row) => (
        <RowActions
          editText={t('reference.edit')}
          editLabel={t('reference.editEntry', { name: row.name })}
          onEdit={() => editing.edit(row)}
        />
      ),
    },
  ]
  return (
    <Stack spacing={3}>
      <PageHeading
        title={t('certifications.title')}
        description={t('certifications.description')}
      />
      <DataTable
        label={t('certifications.label')}
        columns={columns}
        rows={list.certifications}
        getRowId={(row) => row.id}
        rowProps={() => ({ 'data-testid': 'admin-certification' })}
        emptyMessage={t('reference.empty')}
      />
      <CertificationForm
        key={editing.formKey}
        certification={editing.editing}
        onDone={editing.done}
      />
      {editing.toast}
    </Stack>
  )
}
