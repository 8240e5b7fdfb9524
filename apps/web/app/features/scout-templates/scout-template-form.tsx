import {
  fillScoutTemplate,
  SCOUT_TEMPLATE_BODY_MAX_LENGTH,
  SCOUT_TEMPLATE_TYPES,
  SCOUT_TEMPLATE_VARIABLES,
  type ScoutTemplateType,
} from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MuiLink from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { FormAlert, SelectInput, TextInput } from '../../components/form-fields'
import { FormSection } from '../../components/form-section'
import { PageTitle } from '../../components/page-heading'
import { ScoutPreview } from '../../components/scout-preview'
import { getBrowserApi } from '../../lib/api'
import { newDraftId } from '../../lib/draft-id'
import { useForm } from '../../lib/form'
import { useIsHydrated } from '../../lib/hydration'
import { useTranslation } from '../../lib/i18n'
import type { ScoutTemplate } from '../../lib/scout-templates'
import { createScoutTemplate, updateScoutTemplate } from './api'
import { SCOUT_TEMPLATES_PATH, scoutTemplatePath } from './paths'

/** What the scout template pages tell the visitor after a change, carried by the history state. */
export type ScoutTemplateNotice = 'created' | 'updated' | 'deleted'

/** The fields a variable can be inserted into. */
type VariableField = 'mail_subject' | 'body'

interface ScoutTemplateValues extends Record<string, unknown> {
  template_type: ScoutTemplateType | ''
  name: string
  mail_subject: string
  body: string
}

const valuesOf = (template: ScoutTemplate | null): ScoutTemplateValues => ({
  template_type: template?.templateType ?? 'normal',
  name: template?.name ?? '',
  mail_subject: template?.mailSubject ?? '',
  body: template?.body ?? '',
})

/**
 * The form of a new template and of an edit alike (/client/scout_templates/new and
 * /client/scout_templates/{id}/edit): type, name, mail subject and body, checked with the API's
 * own rules before sending, with a picker that writes a variable at the cursor of the subject or
 * body, whichever had the focus last, and a preview filled for a sample candidate as it is typed.
 * On success the template's page opens with the saved message.
 */
export function ScoutTemplateForm({ template }: { template: ScoutTemplate | null }) {
  const { t, messages } = useTranslation('client')
  const navigate = useNavigate()
  // Before the page's scripts run, a click would send the form as a plain GET of the page.
  const isHydrated = useIsHydrated()
  // A new template's request key, the same for every send of this draft: a second click or a
  // retry after a lost answer gets the template the first send created.
  const [draftId] = useState(newDraftId)
  const form = useForm({
    initialValues: valuesOf(template),
    schema: (schemas) => schemas.scoutTemplateBodySchema,
    toBody: (values) => ({
      ...values,
      ...(template ? {} : { client_request_id: draftId }),
    }),
    submit: (body) =>
      template
        ? updateScoutTemplate(getBrowserApi(), template.id, body)
        : createScoutTemplate(getBrowserApi(), body),
    fallbackMessage: t('scoutTemplates.failures.save'),
    onSuccess: (saved) =>
      navigate(scoutTemplatePath(saved.id), {
        state: { notice: (template ? 'updated' : 'created') satisfies ScoutTemplateNotice },
      }),
  })
  const fieldNames: Record<VariableField, string> = {
    mail_subject: t('scoutTemplates.fields.subject'),
    body: t('scoutTemplates.fields.body'),
  }

  return (
    <Stack spacing={3}>
      <MuiLink component={Link} to={SCOUT_TEMPLATES_PATH} sx={{ alignSelf: 'flex-start' }}>
        {t('scoutTemplates.backToList')}
      </MuiLink>
      <PageTitle>
        {template ? t('scoutTemplates.editTitle') : t('scoutTemplates.newTitle')}
      </PageTitle>
      <form noValidate method="post" onSubmit={form.onSubmit} data-testid="scout-template-form">
        <Stack spacing={3}>
          <FormAlert form={form} />
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
            }}
          >
            <Stack spacing={3}>
              <FormSection title={t('scoutTemplates.sections.basic')}>
                <Box>
                  <SelectInput
                    form={form}
                    path="template_type"
                    label={t('scoutTemplates.fields.type')}
                    placeholder={t('scoutTemplates.fields.choose')}
                    options={SCOUT_TEMPLATE_TYPES.map((type) => ({
                      value: type,
                      label: t(`scoutTemplates.types.${type}`),
                    }))}
                  />
                  <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
                    {SCOUT_TEMPLATE_TYPES.map((type) => (
                      <Typography key={type} component="li" variant="body2" color="text.secondary">
                        {t(`scoutTemplates.typeHints.${type}`)}
                      </Typography>
                    ))}
                  </Stack>
                </Box>
                <TextInput
                  form={form}
                  path="name"
                  label={t('scoutTemplates.fields.name')}
                  hint={t('scoutTemplates.fields.nameHint')}
                  required
                />
              </FormSection>
              <FormSection title={t('scoutTemplates.sections.content')}>
                <TemplateTextFields form={form} fieldNames={fieldNames} />
              </FormSection>
            </Stack>
            <ScoutPreview
              subject={fillScoutTemplate(
                form.values.mail_subject,
                messages.scoutTemplates.preview.sample,
              )}
              body={fillScoutTemplate(form.values.body, messages.scoutTemplates.preview.sample)}
              hint={t('scoutTemplates.preview.hint')}
              testId="scout-template-preview"
            />
          </Box>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack
              direction={{ xs: 'column-reverse', sm: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'flex-end' }}
            >
              <Button
                component={Link}
                to={template ? scoutTemplatePath(template.id) : SCOUT_TEMPLATES_PATH}
                color="inherit"
              >
                {t('scoutTemplates.actions.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={form.pending || !isHydrated}>
                {template ? t('scoutTemplates.actions.save') : t('scoutTemplates.actions.create')}
              </Button>
            </Stack>
          </Paper>
        </Stack>
      </form>
    </Stack>
  )
}

type TemplateForm = ReturnType<typeof useForm<ScoutTemplateValues, ScoutTemplate>>

/**
 * The subject and the body with the variable picker above them. A variable goes where the
 * cursor was (replacing a selection) in the field that last had the focus, the body until one
 * has; the field then takes the focus back with the cursor after the variable. A field never
 * focused gets the variable at its end.
 */
function TemplateTextFields({
  form,
  fieldNames,
}: {
  form: TemplateForm
  fieldNames: Record<VariableField, string>
}) {
  const { t } = useTranslation('client')
  const isHydrated = useIsHydrated()
  const pickerId = useId()
  const hintId = useId()
  const subjectRef = useRef<HTMLInputElement | null>(null)
  const bodyRef = useRef<HTMLTextAreaElement | null>(null)
  const elementOf = (field: VariableField) =>
    field === 'mail_subject' ? subjectRef.current : bodyRef.current
  const [target, setTarget] = useState<VariableField>('body')
  const focused = useRef<Set<VariableField>>(new Set())
  // Where the cursor goes once the inserted text is on screen.
  const caret = useRef<{ field: VariableField; position: number } | null>(null)
  useEffect(() => {
    const pending = caret.current
    if (!pending) return
    caret.current = null
    const element = elementOf(pending.field)
    element?.focus()
    element?.setSelectionRange(pending.position, pending.position)
  })

  const focusOn = (field: VariableField) => () => {
    focused.current.add(field)
    setTarget(field)
  }

  const insert = (variable: string) => {
    const current = String(form.get(target) ?? '')
    const element = elementOf(target)
    const isPlaced = element !== null && focused.current.has(target)
    const start = (isPlaced ? element.selectionStart : null) ?? current.length
    const end = (isPlaced ? element.selectionEnd : null) ?? start
    const token = `{{${variable}}}`
    form.set(target, `${current.slice(0, start)}${token}${current.slice(end)}`)
    caret.current = { field: target, position: start + token.length }
  }

  return (
    <>
      <Box
        role="group"
        aria-labelledby={pickerId}
        aria-describedby={hintId}
        data-testid="scout-template-variables"
      >
        <Typography id={pickerId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('scoutTemplates.variables.title')}
        </Typography>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {t('scoutTemplates.variables.hint')}
        </Typography>
        <Typography
          variant="body2"
          data-testid="scout-template-variable-target"
          sx={{ mt: 1, fontWeight: 700 }}
        >
          {t('scoutTemplates.variables.target', { field: fieldNames[target] })}
        </Typography>
        <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
          {SCOUT_TEMPLATE_VARIABLES.map((variable) => (
            <Button
              key={variable}
              size="small"
              variant="outlined"
              disabled={!isHydrated}
              onClick={() => insert(variable)}
              data-variable={variable}
              sx={{ flexDirection: 'column', alignItems: 'flex-start', textTransform: 'none' }}
            >
              <span>{t(`scoutTemplates.variables.names.${variable}`)}</span>{' '}
              <Box
                component="span"
                sx={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}
              >
                {`{{${variable}}}`}
              </Box>
            </Button>
          ))}
        </Stack>
      </Box>
      <TextInput
        form={form}
        path="mail_subject"
        label={fieldNames.mail_subject}
        hint={t('scoutTemplates.fields.subjectHint')}
        required
        inputRef={subjectRef}
        onFocus={focusOn('mail_subject')}
      />
      <TextInput
        form={form}
        path="body"
        label={fieldNames.body}
        hint={t('scoutTemplates.fields.bodyHint', { max: SCOUT_TEMPLATE_BODY_MAX_LENGTH })}
        required
        multiline
        minRows={10}
        inputRef={bodyRef}
        onFocus={focusOn('body')}
      />
    </>
  )
}
