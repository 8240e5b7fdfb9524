import { RECRUITER_SELF_PR_MAX_LENGTH, STRING_MAX_LENGTH } from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useRef, useState } from 'react'
import { CheckList } from '../../components/check-list-field'
import { FormAlert, TextInput } from '../../components/form-fields'
import { PageHeading } from '../../components/page-heading'
import { SuggestField } from '../../components/suggest-field'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { localName } from '../../lib/localised'
import {
  type AgentTag,
  formValuesOf,
  type ProfileFormValues,
  type RecruiterProfile,
  saveProfile,
  suggestUniversities,
  type UniversitySuggestion,
} from './api'
import { IconField } from './icon-field'

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The recruiter's profile (spec section 3, Client profile): what candidates read about them,
 * their icon and the address they sign in with. A new address is taken only once the link
 * mailed to it is followed; until then the form says which address awaits confirmation.
 */
export function ProfilePage({
  profile: initial,
  agentTags,
}: {
  profile: RecruiterProfile
  /** The agent-tag choices; null for company recruiters, who have none. */
  agentTags: AgentTag[] | null
}) {
  const { t, locale } = useTranslation('recruiterProfile')
  const [profile, setProfile] = useState(initial)
  const [notice, setNotice] = useState<{ emailChangeSent: boolean } | null>(null)
  const requestedEmail = useRef('')
  const form = useForm<ProfileFormValues, RecruiterProfile>({
    initialValues: formValuesOf(initial, agentTags !== null),
    schema: (schemas) => schemas.recruiterProfileBodySchema,
    submit: (_body, values) => {
      setNotice(null)
      requestedEmail.current = values.email
      return saveProfile(getBrowserApi(), values)
    },
    fallbackMessage: t('updateFailed'),
    onSuccess: (saved) => {
      const requested = requestedEmail.current
      setNotice({
        emailChangeSent:
          !sameAddress(requested, saved.email) &&
          saved.pendingEmail !== null &&
          sameAddress(requested, saved.pendingEmail),
      })
      setProfile(saved)
      // The sign-in address stays until the link is followed; the icon is saved now.
      form.set('email', saved.email)
      form.set('icon', undefined)
      form.set('remove_icon', false)
    },
  })
  const selfPrLength = [...String(form.get('self_pr') ?? '')].length
  const universityProblem = form.problem('university_text')

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeading title={t('title')} description={t('description')} />
      <Box component="form" noValidate onSubmit={form.onSubmit}>
        <Stack spacing={2.5}>
          <FormAlert form={form} />
          {notice && !form.failure ? (
            <Alert severity="success" role="status" data-testid="profile-saved">
              <div>{t('updated')}</div>
              {notice.emailChangeSent ? <div>{t('emailChangeSent')}</div> : null}
            </Alert>
          ) : null}
          <IconField form={form} savedUrl={profile.iconUrl} />
          <TextInput
            form={form}
            path="display_name"
            label={t('fields.displayName')}
            hint={t('fields.displayNameHint')}
            slotProps={{ htmlInput: { maxLength: STRING_MAX_LENGTH } }}
          />
          <SuggestField<UniversitySuggestion>
            freeText
            defaultInputValue={initial.universityText}
            fetchSuggestions={(keyword, signal) =>
              suggestUniversities(getBrowserApi(), keyword, signal)
            }
            getLabel={(university) => localName(locale, university)}
            getKey={(university) => university.id}
            onPick={(university) => {
              if (university) form.set('university_text', localName(locale, university))
            }}
            onTextChange={(text) => form.set('university_text', text)}
            name="university_text"
            label={t('fields.university')}
            error={Boolean(universityProblem)}
            helperText={universityProblem ?? t('fields.universityHint')}
            maxLength={STRING_MAX_LENGTH}
            fullWidth
          />
          <TextInput
            form={form}
            path="former_job"
            label={t('fields.formerJob')}
            slotProps={{ htmlInput: { maxLength: STRING_MAX_LENGTH } }}
          />
          <TextInput
            form={form}
            path="self_pr"
            label={t('fields.selfPr')}
            multiline
            minRows={6}
            hint={t('fields.selfPrCount', {
              count: selfPrLength,
              max: RECRUITER_SELF_PR_MAX_LENGTH,
            })}
          />
          {agentTags ? (
            <CheckList
              form={form}
              path="agent_tag_ids"
              label={t('fields.agentTags')}
              options={agentTags.map((tag) => ({ value: tag.id, label: localName(locale, tag) }))}
            />
          ) : null}
          <Box>
            <TextInput
              form={form}
              path="email"
              type="email"
              autoComplete="email"
              label={t('fields.email')}
              hint={t('fields.emailHint')}
            />
            {profile.pendingEmail ? (
              <Typography
                variant="body2"
                color="warning.dark"
                data-testid="pending-email"
                sx={{ mt: 1, overflowWrap: 'anywhere' }}
              >
                {t('fields.pendingEmail', { email: profile.pendingEmail })}
              </Typography>
            ) : null}
          </Box>
          <Box>
            <Button type="submit" variant="contained" disabled={form.pending}>
              {t('submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Stack>
  )
}
