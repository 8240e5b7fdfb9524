import {
  PUBLICATION_STATES,
  type PublicationState,
  type PublicationStatus,
} from '@kakehashi/contracts'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { type RefObject, useRef } from 'react'
import { type BoundForm, TextInput } from '../../components/form-fields'
import { StateTabs } from '../../components/state-tabs'
import { Tag } from '../../components/tag'
import { useIsHydrated } from '../../lib/hydration'
import { useTranslation } from '../../lib/i18n'

// The one way administrators' editors publish what they write (columns, notices to recruiters):
// the state of each piece in lists, the state tabs, the publication time and the two buttons.

/** The `?state=` of a list page, when it names a state. */
export function publicationStateFrom(url: URL): PublicationState | undefined {
  const value = url.searchParams.get('state')
  return PUBLICATION_STATES.find((state) => state === value)
}

export function PublicationStateChip({ state }: { state: PublicationState }) {
  const { t } = useTranslation('admin')
  return (
    <Tag variant="filled" colour={state === 'published' ? 'success' : 'default'}>
      {t(`publication.states.${state}`)}
    </Tag>
  )
}

/** All, draft, scheduled, published: the tabs over a list of written pieces. */
export function PublicationStateTabs({
  label,
  current,
}: {
  label: string
  current: PublicationState | undefined
}) {
  const { t } = useTranslation('admin')
  return (
    <StateTabs
      label={label}
      param="state"
      current={current}
      tabs={[undefined, ...PUBLICATION_STATES].map((tab) => ({
        value: tab,
        label: t(`publication.states.${tab ?? 'all'}`),
      }))}
    />
  )
}

/** The status the next submit sends; the buttons set it before the form submits. */
export function usePublicationStatus(initial: PublicationStatus | undefined) {
  return useRef<PublicationStatus>(initial ?? 'draft')
}

/** When the piece appears: empty publishes it when it is published, a time to come schedules it. */
export function PublishedAtInput({ form }: { form: BoundForm }) {
  const { t } = useTranslation('admin')
  return (
    <TextInput
      form={form}
      path="published_at"
      type="datetime-local"
      label={t('publication.publishedAt')}
    />
  )
}

/** Save as a draft, or publish (at the time given, if any). */
export function PublicationActions({
  status,
  pending,
}: {
  status: RefObject<PublicationStatus>
  pending: boolean
}) {
  const { t } = useTranslation('admin')
  const isHydrated = useIsHydrated()
  const saveAs = (next: PublicationStatus) => () => {
    status.current = next
  }
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
      <Button
        type="submit"
        variant="outlined"
        disabled={!isHydrated || pending}
        onClick={saveAs('draft')}
      >
        {t('publication.saveDraft')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={!isHydrated || pending}
        onClick={saveAs('published')}
      >
        {t('publication.publish')}
      </Button>
    </Stack>
  )
}
