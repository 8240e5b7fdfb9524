import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Stack from '@mui/material/Stack'
import { useEffect, useId, useRef, useState } from 'react'
import type { BoundForm } from '../../components/form-fields'
import { TextField } from '../../components/text-field'
import { useTranslation } from '../../lib/i18n'

// What the visual editor shows must not run anything in the administrator's page: HTML typed in
// the source view is stripped of scripts, frames and event handlers before it is displayed. The
// API cleans the body again, with the public page's rules, before storing it.
const DROPPED = 'script,style,iframe,object,embed,link,meta,form'

function displayable(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html')
  for (const element of document.body.querySelectorAll(DROPPED)) element.remove()
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const isHandler = attribute.name.toLowerCase().startsWith('on')
      const isScriptUrl = /^\s*javascript:/i.test(attribute.value)
      if (isHandler || isScriptUrl) element.removeAttribute(attribute.name)
    }
  }
  return document.body.innerHTML
}

type Command =
  | { kind: 'block'; tag: 'h2' | 'h3' | 'p' }
  | { kind: 'simple'; name: 'bold' | 'insertUnorderedList' | 'insertOrderedList' }
  | { kind: 'url'; name: 'createLink' | 'insertImage' }

/**
 * The column body's editor: formatting buttons over an editable area that writes HTML into the
 * form, and a source view to edit the HTML itself. Keyboard users reach every button; the area
 * is labelled and described like any other field.
 */
export function RichTextEditor({
  form,
  path,
  label,
}: {
  form: BoundForm
  path: string
  label: string
}) {
  const { t } = useTranslation('admin')
  const id = useId()
  const area = useRef<HTMLDivElement | null>(null)
  const [isSource, setIsSource] = useState(false)
  const value = String(form.get(path) ?? '')
  const problem = form.problem(path)

  // The editable area is filled from the form when it appears (first, and back from the source
  // view); afterwards it is the area that writes into the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on (re)appearing, not each keystroke
  useEffect(() => {
    if (!isSource && area.current) area.current.innerHTML = displayable(value)
  }, [isSource])

  const sync = () => {
    if (area.current) form.set(path, area.current.innerHTML)
  }
  const run = (command: Command) => {
    area.current?.focus()
    if (command.kind === 'block') document.execCommand('formatBlock', false, command.tag)
    else if (command.kind === 'simple') document.execCommand(command.name, false)
    else {
      const url = window.prompt(
        t(
          command.name === 'createLink'
            ? 'columns.editor.linkPrompt'
            : 'columns.editor.imagePrompt',
        ),
        'https://',
      )
      if (!url || !/^https?:\/\//i.test(url)) return
      document.execCommand(command.name, false, url)
    }
    sync()
  }
  const buttons: { label: string; command: Command }[] = [
    { label: t('columns.editor.heading'), command: { kind: 'block', tag: 'h2' } },
    { label: t('columns.editor.subheading'), command: { kind: 'block', tag: 'h3' } },
    { label: t('columns.editor.paragraph'), command: { kind: 'block', tag: 'p' } },
    { label: t('columns.editor.bold'), command: { kind: 'simple', name: 'bold' } },
    {
      label: t('columns.editor.bulletList'),
      command: { kind: 'simple', name: 'insertUnorderedList' },
    },
    {
      label: t('columns.editor.numberedList'),
      command: { kind: 'simple', name: 'insertOrderedList' },
    },
    { label: t('columns.editor.link'), command: { kind: 'url', name: 'createLink' } },
    { label: t('columns.editor.image'), command: { kind: 'url', name: 'insertImage' } },
  ]
  return (
    <Stack spacing={1}>
      <FormLabel id={`${id}-label`} error={Boolean(problem)} required>
        {label}
      </FormLabel>
      <Stack
        direction="row"
        role="toolbar"
        aria-label={t('columns.editor.toolbar')}
        sx={{ flexWrap: 'wrap', gap: 1 }}
      >
        {isSource
          ? null
          : buttons.map((button) => (
              <Button
                key={button.label}
                size="small"
                variant="outlined"
                // Keeps the selection in the editable area while the button is pressed.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => run(button.command)}
              >
                {button.label}
              </Button>
            ))}
        <Button size="small" onClick={() => setIsSource((current) => !current)}>
          {isSource ? t('columns.editor.visual') : t('columns.editor.source')}
        </Button>
      </Stack>
      {isSource ? (
        <TextField
          name={path}
          label={t('columns.editor.sourceLabel')}
          value={value}
          onChange={(event) => form.set(path, event.target.value)}
          multiline
          minRows={12}
          fullWidth
          error={Boolean(problem)}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
      ) : (
        <Box
          ref={area}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-problem` : undefined}
          tabIndex={0}
          data-testid="rich-text-area"
          onInput={sync}
          onBlur={sync}
          sx={{
            minHeight: 280,
            p: 2,
            border: 1,
            borderColor: problem ? 'error.main' : 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            lineHeight: 1.8,
            overflowWrap: 'anywhere',
            '&:focus': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            '& img': { maxWidth: '100%' },
          }}
        />
      )}
      {problem ? (
        <FormHelperText id={`${id}-problem`} error>
          {problem}
        </FormHelperText>
      ) : null}
    </Stack>
  )
}
