import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { Form } from 'react-router'
import { TextField } from '../../components/text-field'
import { useTranslation } from '../../lib/i18n'

/**
 * Keyword search over columns. A plain GET form to /columns, so it works before hydration and
 * every search has an address of its own.
 */
export function ColumnSearchForm({ keyword }: { keyword: string }) {
  const { t } = useTranslation('columns')
  return (
    <Box
      component={Form}
      method="get"
      action="/columns"
      role="search"
      aria-label={t('search.formName')}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}
    >
      <TextField
        name="keyword"
        type="search"
        // Remounts when the searched keyword changes, so the field shows the current search.
        key={keyword}
        defaultValue={keyword}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 255 } }}
      />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
        {t('search.submit')}
      </Button>
    </Box>
  )
}
