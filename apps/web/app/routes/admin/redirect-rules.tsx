import type { RedirectRuleBody } from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Form, useNavigation } from 'react-router'
import { FormTextField } from '../../components/form-text-field'
import { createServerApi, getBrowserApi } from '../../lib/api'
import { checkFormBody, toFormFailure } from '../../lib/form-errors'
import { useTranslation } from '../../lib/i18n'
import { messagesFromMatches } from '../../lib/meta'
import type { Route } from './+types/redirect-rules'

export const handle = { analyticsName: 'admin_redirect_rules' }

interface RedirectRule {
  id: number
  currentPath: string
  redirectTo: string
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.redirectRulesTitle }]
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return createServerApi(context, request).get<{ redirectRules: RedirectRule[] }>(
    '/api/v3/admin/redirect_rules',
  )
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData()
  const api = getBrowserApi()
  try {
    if (form.get('intent') === 'delete') {
      await api.delete(`/api/v3/admin/redirect_rules/${Number(form.get('id'))}`)
      return { ok: true as const, done: 'deleted' as const }
    }
    const body: RedirectRuleBody = {
      current_path: String(form.get('current_path') ?? ''),
      redirect_to: String(form.get('redirect_to') ?? ''),
    }
    const problems = await checkFormBody((schemas) => schemas.redirectRuleBodySchema, body)
    if (problems) return problems
    await api.post('/api/v3/admin/redirect_rules', body)
    return { ok: true as const, done: 'saved' as const }
  } catch (error) {
    return toFormFailure(error)
  }
}

export default function RedirectRules({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const auth = useTranslation('auth').t
  const navigation = useNavigation()
  const failure = actionData && actionData.ok === false ? actionData : undefined
  return (
    <Stack spacing={3}>
      <Typography variant="overline" component="p">
        {t('title')}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('redirectRulesTitle')}
      </Typography>
      <Typography color="text.secondary">{t('redirectRulesDescription')}</Typography>
      {actionData?.ok ? <Alert severity="success">{t(actionData.done)}</Alert> : null}
      {failure ? (
        <Alert severity="error">
          {auth(failure.code === 'formInvalid' ? 'errors.formInvalid' : 'errors.failed')}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Form
          method="post"
          key={actionData?.ok ? `done-${loaderData.redirectRules.length}` : 'form'}
        >
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'start' }}>
            <FormTextField
              name="current_path"
              label={t('currentPath')}
              placeholder="/client/dashboard"
              required
              failure={failure}
            />
            <FormTextField
              name="redirect_to"
              label={t('redirectTo')}
              placeholder="/privacy"
              required
              failure={failure}
            />
            <Button type="submit" variant="contained" disabled={navigation.state !== 'idle'}>
              {t('add')}
            </Button>
          </Stack>
        </Form>
      </Paper>
      <Table aria-label={t('redirectRulesTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('currentPath')}</TableCell>
            <TableCell>{t('redirectTo')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {loaderData.redirectRules.length === 0 ? (
            <TableRow>
              <TableCell colSpan={3}>{t('empty')}</TableCell>
            </TableRow>
          ) : (
            loaderData.redirectRules.map((rule) => (
              <TableRow key={rule.id} data-testid="redirect-rule">
                <TableCell>{rule.currentPath}</TableCell>
                <TableCell>{rule.redirectTo}</TableCell>
                <TableCell align="right">
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={rule.id} />
                    <Button type="submit" color="error" size="small">
                      {t('delete')}
                    </Button>
                  </Form>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </Stack>
  )
}
