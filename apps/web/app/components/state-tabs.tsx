import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { Link, useLocation } from 'react-router'
import { listHref } from './list-pagination'

export interface StateTab {
  /** The query value; undefined is the tab without the filter ("all"). */
  value: string | undefined
  label: string
  testId?: string
}

/**
 * A list's state filter as a row of links (`?<param>=<value>`), the current one pressed; choosing
 * one goes back to the first page. Job management, columns and reported listings use it.
 */
export function StateTabs({
  label,
  param,
  tabs,
  current,
}: {
  /** The navigation's accessible name. */
  label: string
  param: string
  tabs: readonly StateTab[]
  current: string | undefined
}) {
  const location = useLocation()
  return (
    <Box component="nav" aria-label={label}>
      <Stack
        component="ul"
        direction="row"
        sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', gap: 1 }}
      >
        {tabs.map((tab) => {
          const isCurrent = tab.value === current
          return (
            <li key={tab.value ?? 'all'}>
              <Button
                component={Link}
                to={listHref(location, { [param]: tab.value ?? null, page: null })}
                variant={isCurrent ? 'contained' : 'outlined'}
                size="small"
                aria-current={isCurrent ? 'page' : undefined}
                data-testid={tab.testId}
              >
                {tab.label}
              </Button>
            </li>
          )
        })}
      </Stack>
    </Box>
  )
}
