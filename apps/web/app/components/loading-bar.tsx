import { LOADING_BAR, ROUTE_CHANGE_WAIT_MS } from '@kakehashi/contracts'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useNavigation } from 'react-router'
import { useTranslation } from '../lib/i18n'

// Only a navigation shows the bar, so it is not part of the page's first load: it is fetched
// once the page has hydrated, well before a visitor's first click.
const loadLinearProgress = () => import('@mui/material/LinearProgress')
const LinearProgress = lazy(loadLinearProgress)

/**
 * The thin bar of spec section 2 while a navigation loads. It waits ROUTE_CHANGE_WAIT_MS first,
 * so instant navigations do not flicker.
 */
export function LoadingBar() {
  const { t } = useTranslation('common')
  const navigation = useNavigation()
  const isNavigating = navigation.state !== 'idle'
  const [isVisible, setIsVisible] = useState(false)

  useEffect(() => {
    void loadLinearProgress()
  }, [])

  useEffect(() => {
    if (!isNavigating) {
      setIsVisible(false)
      return
    }
    const timer = setTimeout(() => setIsVisible(true), ROUTE_CHANGE_WAIT_MS)
    return () => clearTimeout(timer)
  }, [isNavigating])

  if (!isVisible) return null
  return (
    <Suspense fallback={null}>
      <LinearProgress
        aria-label={t('loading')}
        data-testid="loading-bar"
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          zIndex: (theme) => theme.zIndex.appBar + 1,
          height: LOADING_BAR.height,
          backgroundColor: 'transparent',
          '& .MuiLinearProgress-bar': { backgroundColor: LOADING_BAR.color },
        }}
      />
    </Suspense>
  )
}
