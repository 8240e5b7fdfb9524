import type { ScoutTemplateType } from '@kakehashi/contracts'
import { Tag } from '../../components/tag'
import { useTranslation } from '../../lib/i18n'

/** A template's type in words: normal for a first scout, reminder for a resend. */
export function TemplateTypeTag({ type }: { type: ScoutTemplateType }) {
  const { t } = useTranslation('client')
  return (
    <Tag
      colour={type === 'remind' ? 'default' : 'primary'}
      variant={type === 'remind' ? 'filled' : 'outlined'}
      data-testid="scout-template-type"
      data-type={type}
    >
      {t(`scoutTemplates.types.${type}`)}
    </Tag>
  )
}
