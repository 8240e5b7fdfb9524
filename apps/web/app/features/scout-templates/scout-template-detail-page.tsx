import { fillScoutTemplate } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MuiLink from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog'
import { FactList, Prose } from '../../components/fact-list'
import { PageTitle } from '../../components/page-heading'
import { ScoutPreview } from '../../components/scout-preview'
import { NoticeToast } from '../../components/toast'
import { getBrowserApi } from '../../lib/api'
import { formatDateTime } from '../../lib/format'
import { useIsHydrated } from '../../lib/hydration'
import { useTranslation } from '../../lib/i18n'
import type { ScoutTemplate } from '../../lib/scout-templates'
import { deleteScoutTemplate } from './api'
import { editScoutTemplatePath, SCOUT_TEMPLATES_PATH } from './paths'
import type { ScoutTemplateNotice } from './scout-template-form'
import { TemplateTypeTag } from './template-type-tag'

/**
 * One of the organisation's scout templates (/client/scout_templates/{id}): its type, subject and
 * body as written, with their variables, and the preview filled for a sample candidate; edited on
 * its own page, deleted after a confirmation, which leads back to the list.
 */
export function ScoutTemplateDetailPage({
  template,
  initialNotice,
}: {
  template: ScoutTemplate
  initialNotice: ScoutTemplateNotice | null
}) {
  const { t, locale, messages } = useTranslation('client')
  const navigate = useNavigate()
  const isHydrated = useIsHydrated()
  const [toast, setToast] = useState<string | null>(
    initialNotice ? t(`scoutTemplates.notices.${initialNotice}`) : null,
  )
  const removal = useConfirmation(
    (record: ScoutTemplate) => deleteScoutTemplate(getBrowserApi(), record.id),
    {
      fallbackMessage: t('scoutTemplates.failures.delete'),
      onDone: () =>
        navigate(SCOUT_TEMPLATES_PATH, {
          state: { notice: 'deleted' satisfies ScoutTemplateNotice },
        }),
    },
  )

  return (
    <Stack spacing={3}>
      <MuiLink component={Link} to={SCOUT_TEMPLATES_PATH} sx={{ alignSelf: 'flex-start' }}>
        {t('scoutTemplates.backToList')}
      </MuiLink>
      <Stack spacing={1}>
        <PageTitle size="record" testId="scout-template-name">
          {template.name}
        </PageTitle>
        <Box>
          <TemplateTypeTag type={template.templateType} />
        </Box>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1.5, alignItems: { sm: 'center' } }}
          data-testid="scout-template-actions"
        >
          <Button component={Link} to={editScoutTemplatePath(template.id)} variant="contained">
            {t('scoutTemplates.actions.edit')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={removal.dialog.pending || !isHydrated}
            onClick={() => {
              setToast(null)
              removal.ask(template)
            }}
          >
            {t('scoutTemplates.actions.delete')}
          </Button>
        </Stack>
      </Paper>
      <FactList
        testId="scout-template-facts"
        facts={[
          {
            label: t('scoutTemplates.facts.type'),
            value: t(`scoutTemplates.types.${template.templateType}`),
          },
          {
            label: t('scoutTemplates.facts.subject'),
            value: <Prose value={template.mailSubject} testId="scout-template-subject" />,
          },
          {
            label: t('scoutTemplates.facts.body'),
            value: <Prose value={template.body} testId="scout-template-body" />,
          },
          {
            label: t('scoutTemplates.facts.createdAt'),
            value: formatDateTime(locale, template.createdAt),
          },
          {
            label: t('scoutTemplates.facts.updatedAt'),
            value: formatDateTime(locale, template.updatedAt),
          },
        ]}
      />
      <ScoutPreview
        subject={fillScoutTemplate(template.mailSubject, messages.scoutTemplates.preview.sample)}
        body={fillScoutTemplate(template.body, messages.scoutTemplates.preview.sample)}
        hint={t('scoutTemplates.preview.hint')}
        testId="scout-template-preview"
      />
      <ConfirmDialog
        {...removal.dialog}
        title={t('scoutTemplates.confirmDelete.title')}
        body={t('scoutTemplates.confirmDelete.body', { name: removal.record?.name ?? '' })}
        confirmLabel={t('scoutTemplates.confirmDelete.confirm')}
        cancelLabel={t('scoutTemplates.confirmDelete.cancel')}
      />
      <NoticeToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  )
}
