import Chip from '@mui/material/Chip'
import { Link as RouterLink } from 'react-router'
import { InlineList } from '../../components/inline-list'
import { useTranslation } from '../../lib/i18n'
import { localName } from '../../lib/localised'
import { tagPath } from '../../lib/paths'

interface TagChipItem {
  id: number
  name: string
  nameEn: string | null
  /** Shown after the name when given (tag lists show how many columns carry the tag). */
  columnCount?: number
}

interface TagChipsProps {
  tags: readonly TagChipItem[]
  size?: 'small' | 'medium'
  /** The list's accessible name; "Tags" unless a page says otherwise. */
  label?: string
  /** One sideways-scrolling row on a phone instead of many wrapped rows. */
  scrollOnPhone?: boolean
}

/** Tags as chips, each a link to the tag's page of columns. */
export function TagChips({ tags, size = 'medium', label, scrollOnPhone = false }: TagChipsProps) {
  const { t, locale } = useTranslation('columns')
  return (
    <InlineList
      label={label ?? t('tagsLabel')}
      gap={0.75}
      sx={{
        flexWrap: scrollOnPhone ? { xs: 'nowrap', sm: 'wrap' } : 'wrap',
        overflowX: scrollOnPhone ? { xs: 'auto', sm: 'visible' } : 'visible',
        // Room for the scrollbar under the chips.
        pb: scrollOnPhone ? { xs: 1, sm: 0 } : 0,
        '& > li': { flexShrink: 0 },
      }}
    >
      {tags.map((tag) => {
        const name = `#${localName(locale, tag)}`
        return (
          <li key={tag.id}>
            <Chip
              component={RouterLink}
              to={tagPath(tag.id)}
              clickable
              size={size}
              variant="outlined"
              color="primary"
              data-testid="tag-chip"
              label={
                tag.columnCount === undefined
                  ? name
                  : `${name} ${t('tags.count', { count: tag.columnCount })}`
              }
            />
          </li>
        )
      })}
    </InlineList>
  )
}
