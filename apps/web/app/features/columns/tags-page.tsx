import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../lib/i18n'
import { localName } from '../../lib/localised'
import type { TagCategory } from './api'
import { ColumnSection, PageHeader } from './page-header'
import { TagChips } from './tag-chips'

/** /tags: every tag category with its tags and how many columns carry each. */
export function TagsPage({ categories }: { categories: readonly TagCategory[] }) {
  const { t, locale } = useTranslation('columns')
  return (
    <>
      <PageHeader title={t('tags.title')} lead={t('tags.description')} />
      {categories.map((category) => {
        const name = localName(locale, category)
        return (
          <ColumnSection key={category.id} id={`tag-category-${category.id}`} title={name}>
            <Box data-testid="tag-category">
              {category.tags.length > 0 ? (
                <TagChips tags={category.tags} label={name} />
              ) : (
                <Typography color="text.secondary">{t('tags.empty')}</Typography>
              )}
            </Box>
          </ColumnSection>
        )
      })}
    </>
  )
}
