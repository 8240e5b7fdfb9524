import {
  SPECIAL_SCOUT_DEFAULT_VALID_DAYS,
  SPECIAL_SCOUT_INTERVIEWERS,
  SPECIAL_SCOUT_PITCH_MAX_LENGTH,
  SPECIAL_SCOUT_POSITIONS,
  SPECIAL_SCOUT_VALID_DAYS,
} from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { CheckInput } from '../../components/check-list-field'
import { type BoundForm, SelectInput, TextInput } from '../../components/form-fields'
import { Tag } from '../../components/tag'
import { formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'

/** A special scout's terms as the form edits them (wire spelling, numbers as typed). */
export interface SpecialScoutValues extends Record<string, unknown> {
  confirmed_salary: string
  confirmed_position: string
  confirmed_interviewer: string
  custom_attraction: string
  guaranteed_high_salary: boolean
  guaranteed_short_selection: boolean
  valid_days: number
}

export const SPECIAL_SCOUT_INITIAL_VALUES: SpecialScoutValues = {
  confirmed_salary: '',
  confirmed_position: '',
  confirmed_interviewer: '',
  custom_attraction: '',
  guaranteed_high_salary: true,
  guaranteed_short_selection: true,
  valid_days: SPECIAL_SCOUT_DEFAULT_VALID_DAYS,
}

/**
 * The choice to send a special scout and, when chosen, its terms (spec sections 3 and 9): the
 * confirmed salary, position and interviewer, the pitch and the guarantees, with the special
 * scouts the contract has left this month. With none left the choice is off: the API would skip
 * every candidate. A send to more candidates than are left reaches the first ones only, which
 * the form says before sending.
 */
export function SpecialScoutFields({
  form,
  remaining,
  candidateCount,
}: {
  form: BoundForm
  /** The contract's special scouts left this month; null without a contract. */
  remaining: number | null
  /** How many candidates the send names; null for a quick scout (the form asks how many). */
  candidateCount: number | null
}) {
  const { t, locale } = useTranslation('client')
  const candidate = useTranslation('candidate').t
  const special = form.get('special') as SpecialScoutValues | null
  const left = remaining ?? 0
  const salary = Number(special?.confirmed_salary)
  return (
    <Stack spacing={2} data-testid="special-scout">
      <div>
        <FormControlLabel
          label={t('scouting.special.choose')}
          control={
            <Checkbox
              name="is_special"
              checked={special !== null}
              disabled={special === null && left <= 0}
              onChange={(event) =>
                form.set('special', event.target.checked ? SPECIAL_SCOUT_INITIAL_VALUES : null)
              }
            />
          }
        />
        <FormHelperText data-testid="special-scouts-remaining">
          {t('scouting.special.remaining', { count: left })}
        </FormHelperText>
      </div>
      {special === null ? null : (
        <Stack spacing={2.5}>
          {candidateCount !== null && candidateCount > left ? (
            <Alert severity="warning" data-testid="special-scouts-short">
              {t('scouting.special.short', { count: left })}
            </Alert>
          ) : null}
          <TextInput
            form={form}
            path="special.confirmed_salary"
            label={t('scouting.special.salary')}
            hint={t('scouting.special.salaryHint')}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <SelectInput
            form={form}
            path="special.confirmed_position"
            label={t('scouting.special.position')}
            placeholder={t('scouting.special.notPromised')}
            options={SPECIAL_SCOUT_POSITIONS.map((value) => ({
              value,
              label: candidate(`scouts.positions.${value}`),
            }))}
          />
          <SelectInput
            form={form}
            path="special.confirmed_interviewer"
            label={t('scouting.special.interviewer')}
            placeholder={t('scouting.special.notPromised')}
            options={SPECIAL_SCOUT_INTERVIEWERS.map((value) => ({
              value,
              label: candidate(`scouts.interviewers.${value}`),
            }))}
          />
          <TextInput
            form={form}
            path="special.custom_attraction"
            label={t('scouting.special.pitch')}
            hint={t('scouting.special.pitchHint', { max: SPECIAL_SCOUT_PITCH_MAX_LENGTH })}
            required
            multiline
            minRows={3}
          />
          <div>
            <CheckInput
              form={form}
              path="special.guaranteed_high_salary"
              label={t('scouting.special.guaranteedHighSalary')}
            />
            <CheckInput
              form={form}
              path="special.guaranteed_short_selection"
              label={t('scouting.special.guaranteedShortSelection')}
            />
          </div>
          <SelectInput
            form={form}
            path="special.valid_days"
            numeric
            required
            label={t('scouting.special.validDays')}
            placeholder={t('scouting.fields.choose')}
            options={SPECIAL_SCOUT_VALID_DAYS.map((days) => ({
              value: days,
              label: t('scouting.special.validDaysOption', { count: days }),
            }))}
            hint={t('scouting.special.validDaysHint')}
          />
          {Number.isInteger(salary) && salary > 0 ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Tag tone="special">{candidate('scouts.special')}</Tag>
              <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="special-preview">
                {candidate('scouts.guarantee', { salary: formatNumber(locale, salary) })}
              </Typography>
            </Stack>
          ) : null}
        </Stack>
      )}
    </Stack>
  )
}
