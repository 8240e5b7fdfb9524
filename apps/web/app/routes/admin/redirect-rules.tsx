import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormAlert, TextInput } from '../../components/form-fields'
import {
  createRedirectRule,
  deleteRedirectRule,
  fetchRedirectRules,
} from '../../features/redirect-rules/api'
import { RedirectRuleTable } from '../../features/redirect-rules/redirect-rule-table'
import { createServerApi, getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { messagesFromMatches } from '../../lib/meta'
import { useMutation } from '../../lib/mutation'
import type { Route } from './+types/redirect-rules'

export const handle = { analyticsName: 'admin_redirect_rules' }

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.redirectRulesTitle }]
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return { redirectRules: await fetchRedirectRules(createServerApi(context, request)) }
}

export default function RedirectRules({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const auth = useTranslation('auth').t
  const [notice, setNotice] = useState<'saved' | 'deleted' | null>(null)
  const form = useForm({
    initialValues: { current_path: '', redirect_to: '' },
    schema: (schemas) => schemas.redirectRuleBodySchema,
    submit: (_body, values) =>
      createRedirectRule(getBrowserApi(), {
        currentPath: values.current_path,
        redirectTo: values.redirect_to,
      }),
    fallbackMessage: auth('errors.failed'),
    revalidate: true,
    onSuccess: () => {
      form.set('current_path', '')
      form.set('redirect_to', '')
      setNotice('saved')
    },
  })
  const remove = useMutation(
    (id: number) => {
      setNotice(null)
      return deleteRedirectRule(getBrowserApi(), id)
    },
    {
      fallbackMessage: auth('errors.failed'),
      revalidate: true,
      onSuccess: () => setNotice('deleted'),
    },
  )
  return (
    <Stack spacing={3}>
      <Typography variant="overline" component="p">
        {t('title')}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('redirectRulesTitle')}
      </Typography>
      <Typography color="text.secondary">{t('redirectRulesDescription')}</Typography>
      {notice ? <Alert severity="success">{t(notice)}</Alert> : null}
      <FormAlert form={{ failure: remove.failure?.message ?? form.failure }} />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <form
          method="post"
          onSubmit={(event) => {
            // What is on screen answers this submit, not an earlier one.
            setNotice(null)
            remove.reset()
            form.onSubmit(event)
          }}
        >
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'start' }}>
            <TextInput
              form={form}
              path="current_path"
              label={t('currentPath')}
              placeholder="/client/dashboard"
              required
            />
            <TextInput
              form={form}
              path="redirect_to"
              label={t('redirectTo')}
              placeholder="/privacy"
              required
            />
            <Button type="submit" variant="contained" disabled={form.pending}>
              {t('add')}
            </Button>
          </Stack>
        </form>
      </Paper>
      <RedirectRuleTable
        rules={loaderData.redirectRules}
        isDeleting={remove.pending}
        onDelete={(id) => void remove.run(id)}
      />
    </Stack>
  )
}
