import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useRef } from 'react'
import { getBrowserApi } from '../../lib/api'
import { isApiError } from '../../lib/api-client'
import { useTranslation } from '../../lib/i18n'
import { useMutation } from '../../lib/mutation'
import { type ResumeMetadata, uploadResume } from './api'

/** Uploads the resume at once when a file is chosen; a refused file shows why, in words. */
export function ResumeUpload({ initial, hint }: { initial: ResumeMetadata | null; hint: string }) {
  const { t } = useTranslation('candidate')
  const errors = useTranslation('errors').t
  const input = useRef<HTMLInputElement>(null)
  const upload = useMutation((file: File) => uploadResume(getBrowserApi(), file), {
    fallbackMessage: errors('retryLater'),
  })
  // A failed upload keeps the resume uploaded before.
  const resume = upload.result ?? initial
  const failure = upload.failure
  // A refused file says what is wrong with it (its size, its kind) rather than that the form is.
  const problem = failure
    ? (isApiError(failure.error) && failure.error.issues[0]?.message) || failure.message
    : null

  const send = async (file: File) => {
    await upload.run(file)
    // The same file chosen again must still count as a change.
    if (input.current) input.current.value = ''
  }

  return (
    <Stack spacing={1}>
      {resume ? (
        <Typography data-testid="resume-uploaded">
          {t('registration.fields.resumeUploaded', { name: resume.fileName })}
        </Typography>
      ) : null}
      <Button
        component="label"
        variant="outlined"
        disabled={upload.pending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('registration.fields.resumeUpload')}
        <input
          ref={input}
          hidden
          type="file"
          name="file"
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) void send(file)
          }}
        />
      </Button>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
      {problem ? (
        <Alert severity="error" data-testid="resume-problem">
          {problem}
        </Alert>
      ) : null}
    </Stack>
  )
}
