import { PROFILE_ICON_MAX_MB, PROFILE_ICON_TYPES } from '@kakehashi/contracts'
import Avatar from '@mui/material/Avatar'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import type { BoundForm } from '../../components/form-fields'
import { useTranslation } from '../../lib/i18n'

/** A local preview of a chosen file, released when the file changes or the field goes. */
function usePreview(file: File | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) {
      setUrl(null)
      return
    }
    const objectUrl = URL.createObjectURL(file)
    setUrl(objectUrl)
    return () => URL.revokeObjectURL(objectUrl)
  }, [file])
  return url
}

/**
 * The icon: what is saved, or a preview of the chosen file, which is sent with the form. The
 * API checks the file's content; the form checks its size before sending.
 */
export function IconField({ form, savedUrl }: { form: BoundForm; savedUrl: string | null }) {
  const { t } = useTranslation('recruiterProfile')
  const chosen = form.get('icon') as File | undefined
  const isRemoved = form.get('remove_icon') === true
  const preview = usePreview(chosen)
  const shown = preview ?? (isRemoved ? null : savedUrl)
  const problem = form.problem('icon')

  const status = chosen
    ? t('fields.iconChosen', { name: chosen.name })
    : isRemoved
      ? t('fields.iconWillBeRemoved')
      : shown
        ? null
        : t('fields.iconNone')

  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('fields.icon')}
      </FormLabel>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={shown ?? undefined}
          alt={shown ? t('fields.iconAlt') : undefined}
          sx={{ width: 88, height: 88, flexShrink: 0 }}
        />
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button component="label" variant="outlined" size="small">
              {t('fields.iconChoose')}
              <input
                hidden
                type="file"
                name="icon"
                accept={PROFILE_ICON_TYPES.join(',')}
                onChange={(event) => {
                  const file = event.target.files?.[0]
                  if (file) {
                    form.set('icon', file)
                    form.set('remove_icon', false)
                  }
                  // The same file chosen again must still count as a change.
                  event.target.value = ''
                }}
              />
            </Button>
            {chosen || (savedUrl && !isRemoved) ? (
              <Button
                variant="text"
                size="small"
                color="inherit"
                onClick={() => {
                  form.set('icon', undefined)
                  form.set('remove_icon', Boolean(savedUrl))
                }}
              >
                {t('fields.iconRemove')}
              </Button>
            ) : null}
          </Stack>
          {status ? (
            <Typography
              variant="body2"
              data-testid="profile-icon-status"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {status}
            </Typography>
          ) : null}
        </Stack>
      </Stack>
      <FormHelperText error={Boolean(problem)} sx={{ mx: 0 }}>
        {problem ?? t('fields.iconHint', { max: PROFILE_ICON_MAX_MB })}
      </FormHelperText>
    </Stack>
  )
}
