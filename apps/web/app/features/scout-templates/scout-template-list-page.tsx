import {
  SCOUT_TEMPLATE_TYPES,
  SCOUT_TEMPLATES_MAX,
  type ScoutTemplateType,
} from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MuiLink from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { PageHeading } from '../../components/page-heading'
import { StateTabs } from '../../components/state-tabs'
import { NoticeToast } from '../../components/toast'
import { formatDateTime } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import type { ScoutTemplate } from '../../lib/scout-templates'
import type { RemindSetting } from './api'
import {
  editScoutTemplatePath,
  NEW_SCOUT_TEMPLATE_PATH,
  SCOUT_TEMPLATES_PATH,
  scoutTemplatePath,
} from './paths'
import { RemindSettingForm } from './remind-setting-form'
import type { ScoutTemplateNotice } from './scout-template-form'
import { TemplateTypeTag } from './template-type-tag'

/** The panel in place of the table when there is no template to list. */
function EmptyPanel({ children }: { children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      data-testid="scout-templates-empty"
      sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        {children}
      </Stack>
    </Paper>
  )
}

/**
 * The organisation's scout templates (/client/scout_templates), most recently saved first: name,
 * type, subject and last update, filtered by type through the address (`?template_type=`). An
 * organisation keeps at most SCOUT_TEMPLATES_MAX, so the list is not paged. With none yet, the
 * page says what templates are for and leads to the form.
 */
export function ScoutTemplateListPage({
  templates,
  templateType,
  remindSetting,
  initialNotice,
}: {
  templates: ScoutTemplate[]
  /** The organisation's business days before a reminder. */
  remindSetting: RemindSetting
  /** The type the list is filtered by, if any. */
  templateType: ScoutTemplateType | undefined
  initialNotice: ScoutTemplateNotice | null
}) {
  const { t, locale } = useTranslation('client')
  const common = useTranslation('common').t
  const [toast, setToast] = useState<string | null>(
    initialNotice ? t(`scoutTemplates.notices.${initialNotice}`) : null,
  )
  // Only the whole list tells whether the organisation has room for another.
  const isFull = templateType === undefined && templates.length >= SCOUT_TEMPLATES_MAX
  const hasNone = templateType === undefined && templates.length === 0

  const createButton = (variant: 'contained' | 'outlined') => (
    <Button
      component={Link}
      to={NEW_SCOUT_TEMPLATE_PATH}
      variant={variant}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('scoutTemplates.create')}
    </Button>
  )

  const columns: DataTableColumn<ScoutTemplate>[] = [
    {
      key: 'name',
      header: t('scoutTemplates.list.name'),
      phone: 'title',
      cell: (template) => (
        <MuiLink
          component={Link}
          to={scoutTemplatePath(template.id)}
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {template.name}
        </MuiLink>
      ),
    },
    {
      key: 'type',
      header: t('scoutTemplates.list.type'),
      cell: (template) => <TemplateTypeTag type={template.templateType} />,
    },
    {
      key: 'subject',
      header: t('scoutTemplates.list.subject'),
      cell: (template) => (
        <Box
          component="span"
          data-testid="scout-template-row-subject"
          sx={{ display: 'block', minWidth: { sm: 200 }, overflowWrap: 'anywhere' }}
        >
          {template.mailSubject}
        </Box>
      ),
    },
    {
      key: 'updatedAt',
      header: t('scoutTemplates.list.updatedAt'),
      cell: (template) => (
        <Box component="span" sx={{ whiteSpace: { sm: 'nowrap' } }}>
          {formatDateTime(locale, template.updatedAt)}
        </Box>
      ),
    },
    {
      key: 'actions',
      header: common('dataTable.actions'),
      align: 'right',
      phone: 'actions',
      cell: (template) => (
        <Button
          component={Link}
          to={editScoutTemplatePath(template.id)}
          size="small"
          variant="outlined"
          aria-label={t('scoutTemplates.list.editLabel', { name: template.name })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('scoutTemplates.list.edit')}
        </Button>
      ),
    },
  ]

  return (
    <Stack spacing={3}>
      <PageHeading
        title={t('scoutTemplates.title')}
        description={t('scoutTemplates.description')}
        // An empty list offers the same way in its own panel.
        action={hasNone || isFull ? null : createButton('contained')}
      />
      {hasNone ? (
        <EmptyPanel>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('scoutTemplates.empty.title')}
          </Typography>
          <Typography sx={{ maxWidth: 560 }}>{t('scoutTemplates.empty.body')}</Typography>
          {createButton('contained')}
        </EmptyPanel>
      ) : (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <StateTabs
              label={t('scoutTemplates.list.filter')}
              param="template_type"
              current={templateType}
              tabs={[undefined, ...SCOUT_TEMPLATE_TYPES].map((type) => ({
                value: type,
                label: type ? t(`scoutTemplates.types.${type}`) : t('scoutTemplates.list.all'),
                testId: `scout-template-tab-${type ?? 'all'}`,
              }))}
            />
            <Typography color="text.secondary" data-testid="scout-templates-count">
              {t('scoutTemplates.list.count', { count: templates.length })}
            </Typography>
          </Stack>
          {isFull ? (
            <Typography color="text.secondary" data-testid="scout-templates-full">
              {t('scoutTemplates.list.full', { max: SCOUT_TEMPLATES_MAX })}
            </Typography>
          ) : null}
          {templates.length === 0 && templateType ? (
            <EmptyPanel>
              <Typography>{t(`scoutTemplates.empty.${templateType}`)}</Typography>
              <MuiLink component={Link} to={SCOUT_TEMPLATES_PATH}>
                {t('scoutTemplates.empty.showAll')}
              </MuiLink>
            </EmptyPanel>
          ) : (
            <DataTable
              label={
                templateType
                  ? `${t('scoutTemplates.list.label')}: ${t(`scoutTemplates.types.${templateType}`)}`
                  : t('scoutTemplates.list.label')
              }
              columns={columns}
              rows={templates}
              getRowId={(template) => template.id}
              rowProps={(template) => ({
                'data-testid': 'scout-template-row',
                'data-template-id': template.id,
              })}
            />
          )}
        </>
      )}
      <RemindSettingForm setting={remindSetting} onSaved={setToast} />
      <NoticeToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  )
}
