import Stack from '@mui/material/Stack'
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { FormAlert, SelectInput, TextInput } from '../../components/form-fields'
import { FieldRow, FormSection } from '../../components/form-section'
import { InlineFormActions, RowActions, useInlineEditing } from '../../components/inline-editing'
import { PageHeading } from '../../components/page-heading'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localName } from '../../lib/localised'
import {
  type AdminTagCategoryList,
  type AdminTagCategoryRecord,
  type AdminTagRecord,
  deleteAdminTag,
  deleteAdminTagCategory,
  saveAdminTag,
  saveAdminTagCategory,
} from './api'

type Done = (message: string) => void

function CategoryForm({
  category,
  onDone,
}: {
  category: AdminTagCategoryRecord | null
  onDone: Done
}) {
  const { t } = useTranslation('admin')
  const form = useForm({
    initialValues: {
      name: category?.name ?? '',
      name_en: category?.nameEn ?? '',
      position: category?.position ?? 0,
    },
    schema: (schemas) => schemas.adminTagCategoryBodySchema,
    submit: (body) => saveAdminTagCategory(getBrowserApi(), category?.id ?? null, body),
    fallbackMessage: t('tags.failed'),
    revalidate: true,
    onSuccess: (saved) =>
      onDone(t(category ? 'tags.categorySaved' : 'tags.categoryCreated', { name: saved.name })),
  })
  return (
    <form noValidate onSubmit={form.onSubmit} data-testid="admin-tag-category-form">
      <FormSection
        title={category ? t('tags.editCategory', { name: category.name }) : t('tags.newCategory')}
      >
        <FormAlert form={form} />
        <FieldRow>
          <TextInput form={form} path="name" label={t('tags.fields.name')} required />
          <TextInput form={form} path="name_en" label={t('tags.fields.nameEn')} required />
          <TextInput
            form={form}
            path="position"
            type="number"
            label={t('tags.fields.position')}
            required
            slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
          />
        </FieldRow>
        <InlineFormActions
          isEditing={category !== null}
          pending={form.pending}
          cancelLabel={t('tags.cancelEdit')}
          submitLabel={category ? t('tags.save') : t('tags.create')}
          onCancel={() => onDone('')}
        />
      </FormSection>
    </form>
  )
}

function TagForm({
  tag,
  categories,
  onDone,
}: {
  tag: AdminTagRecord | null
  categories: AdminTagCategoryRecord[]
  onDone: Done
}) {
  const { t, locale } = useTranslation('admin')
  const form = useForm({
    initialValues: {
      tag_category_id: tag?.tagCategoryId ?? null,
      name: tag?.name ?? '',
      name_en: tag?.nameEn ?? '',
      position: tag?.position ?? 0,
    },
    schema: (schemas) => schemas.adminTagBodySchema,
    submit: (body) => saveAdminTag(getBrowserApi(), tag?.id ?? null, body),
    fallbackMessage: t('tags.failed'),
    revalidate: true,
    onSuccess: (saved) =>
      onDone(t(tag ? 'tags.tagSaved' : 'tags.tagCreated', { name: saved.name })),
  })
  return (
    <form noValidate onSubmit={form.onSubmit} data-testid="admin-tag-form">
      <FormSection title={tag ? t('tags.editTag', { name: tag.name }) : t('tags.newTag')}>
        <FormAlert form={form} />
        <SelectInput
          form={form}
          path="tag_category_id"
          label={t('tags.fields.category')}
          placeholder={t('tags.categoryPlaceholder')}
          numeric
          options={categories.map((category) => ({
            value: category.id,
            label: localName(locale, category),
          }))}
        />
        <FieldRow>
          <TextInput form={form} path="name" label={t('tags.fields.name')} required />
          <TextInput form={form} path="name_en" label={t('tags.fields.nameEn')} required />
          <TextInput
            form={form}
            path="position"
            type="number"
            label={t('tags.fields.position')}
            required
            slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
          />
        </FieldRow>
        <InlineFormActions
          isEditing={tag !== null}
          pending={form.pending}
          cancelLabel={t('tags.cancelEdit')}
          submitLabel={tag ? t('tags.save') : t('tags.create')}
          onCancel={() => onDone('')}
        />
      </FormSection>
    </form>
  )
}

/**
 * Column tags and their categories (/admin/tags): each in a table with its counts, a form below
 * each table for a new record or the one being edited, and deletes asked about first.
 */
export function TagsPage({ list }: { list: AdminTagCategoryList }) {
  const { t, locale } = useTranslation('admin')
  const categories = list.tagCategories
  const tags = categories.flatMap((category) => category.tags.map((tag) => ({ ...tag, category })))
  const editingCategory = useInlineEditing<AdminTagCategoryRecord>()
  const editingTag = useInlineEditing<AdminTagRecord>()
  const categoryRemoval = useConfirmation(
    (category: AdminTagCategoryRecord) => deleteAdminTagCategory(getBrowserApi(), category.id),
    {
      fallbackMessage: t('tags.deleteFailed'),
      revalidate: true,
      onDone: (category) =>
        editingCategory.tell(t('tags.categoryDeleted', { name: category.name })),
    },
  )
  const tagRemoval = useConfirmation(
    (tag: AdminTagRecord) => deleteAdminTag(getBrowserApi(), tag.id),
    {
      fallbackMessage: t('tags.deleteFailed'),
      revalidate: true,
      onDone: (tag) => editingTag.tell(t('tags.tagDeleted', { name: tag.name })),
    },
  )

  const categoryColumns: DataTableColumn<AdminTagCategoryRecord>[] = [
    { key: 'name', header: t('tags.columns.name'), phone: 'title', cell: (row) => row.name },
    { key: 'nameEn', header: t('tags.columns.nameEn'), cell: (row) => row.nameEn },
    {
      key: 'position',
      header: t('tags.columns.position'),
      align: 'right',
      cell: (row) => formatNumber(locale, row.position),
    },
    {
      key: 'tagCount',
      header: t('tags.columns.tagCount'),
      align: 'right',
      cell: (row) => formatNumber(locale, row.tags.length),
    },
    {
      key: 'actions',
      header: t('tags.columns.actions'),
      align: 'right',
      phone: 'actions',
      cell: (row) => (
        <RowActions
          editText={t('tags.edit')}
          editLabel={t('tags.editCategoryLabel', { name: row.name })}
          onEdit={() => editingCategory.edit(row)}
          remove={{
            text: t('tags.delete'),
            label: t('tags.deleteCategoryLabel', { name: row.name }),
            onClick: () => categoryRemoval.ask(row),
          }}
        />
      ),
    },
  ]
  const tagColumns: DataTableColumn<(typeof tags)[number]>[] = [
    { key: 'name', header: t('tags.columns.name'), phone: 'title', cell: (row) => row.name },
    { key: 'nameEn', header: t('tags.columns.nameEn'), cell: (row) => row.nameEn },
    {
      key: 'category',
      header: t('tags.columns.category'),
      cell: (row) => localName(locale, row.category),
    },
    {
      key: 'position',
      header: t('tags.columns.position'),
      align: 'right',
      cell: (row) => formatNumber(locale, row.position),
    },
    {
      key: 'columnCount',
      header: t('tags.columns.columnCount'),
      align: 'right',
      cell: (row) => formatNumber(locale, row.columnCount),
    },
    {
      key: 'actions',
      header: t('tags.columns.actions'),
      align: 'right',
      phone: 'actions',
      cell: (row) => (
        <RowActions
          editText={t('tags.edit')}
          editLabel={t('tags.editTagLabel', { name: row.name })}
          onEdit={() => editingTag.edit(row)}
          remove={{
            text: t('tags.delete'),
            label: t('tags.deleteTagLabel', { name: row.name }),
            onClick: () => tagRemoval.ask(row),
          }}
        />
      ),
    },
  ]
  return (
    <Stack spacing={3}>
      <PageHeading title={t('tags.title')} description={t('tags.description')} />
      <DataTable
        label={t('tags.categoriesLabel')}
        columns={categoryColumns}
        rows={categories}
        getRowId={(row) => row.id}
        rowProps={() => ({ 'data-testid': 'admin-tag-category' })}
        emptyMessage={t('tags.emptyCategories')}
      />
      <CategoryForm
        key={editingCategory.formKey}
        category={editingCategory.editing}
        onDone={editingCategory.done}
      />
      <DataTable
        label={t('tags.tagsLabel')}
        columns={tagColumns}
        rows={tags}
        getRowId={(row) => row.id}
        rowProps={() => ({ 'data-testid': 'admin-tag' })}
        emptyMessage={t('tags.emptyTags')}
      />
      <TagForm
        key={editingTag.formKey}
        tag={editingTag.editing}
        categories={categories}
        onDone={editingTag.done}
      />
      <ConfirmDialog
        {...categoryRemoval.dialog}
        title={t('tags.confirmDeleteCategory', { name: categoryRemoval.record?.name ?? '' })}
        body={t('tags.confirmDeleteCategoryBody')}
        confirmLabel={t('tags.delete')}
        cancelLabel={t('tags.keep')}
      />
      <ConfirmDialog
        {...tagRemoval.dialog}
        title={t('tags.confirmDeleteTag', { name: tagRemoval.record?.name ?? '' })}
        body={t('tags.confirmDeleteTagBody', { count: tagRemoval.record?.columnCount ?? 0 })}
        confirmLabel={t('tags.delete')}
        cancelLabel={t('tags.keep')}
      />
      {editingCategory.toast}
      {editingTag.toast}
    </Stack>
  )
}
