import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from '../../lib/i18n'
import { AGENT_TABS, type AgentTab, agentTabPath } from './agent-tab-paths'
import type { AgentDetail } from './api'

/** The tab an address shows: the last segment under /agents/{id}, the overview otherwise. */
export function tabOfPath(pathname: string): AgentTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop()
  return AGENT_TABS.find((tab) => tab !== 'overview' && tab === last) ?? 'overview'
}

const tabId = (tab: AgentTab) => `agent-tab-${tab}`

/**
 * The agent's tabs. Each tab is a link to its own address, rendered on the server like any
 * page, so every tab can be shared, bookmarked and found by search engines.
 */
export function AgentTabs({
  agent,
  current,
  children,
}: {
  agent: AgentDetail
  current: AgentTab
  children: ReactNode
}) {
  const { t, locale } = useTranslation('agents')
  const counts: Partial<Record<AgentTab, number>> = {
    evaluations: agent.evaluationCount,
    jobs: agent.publicJobCount,
    columns: agent.columnCount,
  }
  const name = locale === 'en' && agent.nameEn ? agent.nameEn : agent.name
  return (
    <Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Tabs
          value={current}
          variant="scrollable"
          // An arrow at each edge with more tabs, on phones too: a tab cut at the screen's edge
          // would otherwise give no sign that the row scrolls.
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('detail.tabsLabel', { name })}
        >
          {AGENT_TABS.map((tab) => {
            const label = t(`detail.tabs.${tab}`)
            const count = counts[tab]
            return (
              <Tab
                key={tab}
                value={tab}
                id={tabId(tab)}
                component={RouterLink}
                to={agentTabPath(agent.id, tab)}
                aria-current={tab === current ? 'page' : undefined}
                data-testid={`agent-tab-${tab}`}
                label={count === undefined ? label : t('detail.tabCount', { label, count })}
                sx={{ fontWeight: 700, minWidth: { xs: 88, md: 120 } }}
              />
            )
          })}
        </Tabs>
      </Box>
      <Box role="tabpanel" aria-labelledby={tabId(current)} sx={{ pt: 3 }}>
        {children}
      </Box>
    </Box>
  )
}
