import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useRef, useState } from 'react'
import { getBrowserApi } from '../../lib/api'
import { isApiError } from '../../lib/api-client'
import { useTranslation } from '../../lib/i18n'

interface ResumeMetadata {
  fileName: string
}

/** Uploads the resume at once when a file is chosen; a refused file shows why, in words. */
export function ResumeUpload({ initial, hint }: { initial: ResumeMetadata | null; hint: string }) {
  const { t } = useTranslation('candidate')
  const errors = useTranslation('errors').t
  const input = useRef<HTMLInputElement>(null)
  const [resume, setResume] = useState(initial)
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function upload(file: File) {
    setSending(true)
    setProblem(null)
    try {
      setResume(await getBrowserApi().post<ResumeMetadata>('/api/v3/candidate/resume', { file }))
    } catch (error) {
      setProblem(
        isApiError(error) && error.issues[0] ? error.issues[0].message : errors('retryLater'),
      )
    } finally {
      setSending(false)
      if (input.current) input.current.value = ''
    }
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
        disabled={sending}
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
            if (file) void upload(file)
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
