import { useLocation } from 'react-router'
import { fetchAdminColumn } from '../../../features/administration/api'
import { ColumnEditorPage } from '../../../features/administration/column-editor-page'
import { fetchTagCategories } from '../../../features/columns/api'
import { ColumnBody } from '../../../features/columns/column-body'
import { createServerApi } from '../../../lib/api'
import { useTranslation } from '../../../lib/i18n'
import { localName } from '../../../lib/localised'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { orNotFound } from '../../../lib/route-data'
import type { Route } from './+types/editor'

export const handle = { analyticsName: 'admin_column_editor' }

/** A new column (/admin/columns/new) or an existing one (/admin/columns/{id}). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const [column, tagCategories] = await Promise.all([
    params.id ? orNotFound(fetchAdminColumn(api, Number(params.id))) : Promise.resolve(null),
    fetchTagCategories(api),
  ])
  return { column, tagCategories }
}

export function meta({ matches }: Route.MetaArgs) {
  const { admin } = messagesFromMatches(matches)
  return privatePageMeta(admin.columns.editTitle, admin.columns.description)
}

export default function AdminColumnEditor({ loaderData }: Route.ComponentProps) {
  const { locale } = useTranslation('admin')
  const location = useLocation()
  const { column, tagCategories } = loaderData
  const tagOptions = tagCategories.flatMap((category) =>
    category.tags.map((tag) => ({
      value: tag.id,
      label: `${localName(locale, tag)}（${localName(locale, category)}）`,
    })),
  )
  return (
    <ColumnEditorPage
      key={`${column?.id ?? 'new'}-${column?.updatedAt ?? ''}`}
      column={column}
      tagOptions={tagOptions}
      preview={column ? <ColumnBody html={column.body} /> : null}
      initialNotice={(location.state as { notice?: string } | null)?.notice === 'saved'}
    />
  )
}
