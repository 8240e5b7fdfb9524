import { SPECIAL_EVENT_ENTRY_REFUSALS, type SpecialEventEntryRefusal } from '@kakehashi/contracts'
import { getBrowserApi } from '../../lib/api'
import { isApiError } from '../../lib/api-client'

export type EntryActionResult =
  | { ok: true; done: 'entered' | 'left'; specialEventId: number }
  | { ok: false; problem: SpecialEventEntryRefusal | 'generic'; specialEventId: number }

function refusalOf(error: unknown): SpecialEventEntryRefusal | 'generic' {
  if (!isApiError(error)) return 'generic'
  const code = error.issues.find((issue) =>
    (SPECIAL_EVENT_ENTRY_REFUSALS as readonly string[]).includes(issue.code ?? ''),
  )?.code
  return (code as SpecialEventEntryRefusal | undefined) ?? 'generic'
}

/**
 * Enters or leaves a special event from the browser with the visitor's own session. The route
 * reloads its data afterwards, so the page shows the new state from the API, not a guess.
 */
export async function runEntryAction(request: Request): Promise<EntryActionResult> {
  const form = await request.formData()
  const specialEventId = Number(form.get('special_event_id'))
  const api = getBrowserApi()
  try {
    if (form.get('intent') === 'leave') {
      await api.delete(`/api/v3/candidate/special_event_entries/${Number(form.get('entry_id'))}`)
      return { ok: true, done: 'left', specialEventId }
    }
    await api.post('/api/v3/candidate/special_event_entries', {
      special_event_id: specialEventId,
    })
    return { ok: true, done: 'entered', specialEventId }
  } catch (error) {
    return { ok: false, problem: refusalOf(error), specialEventId }
  }
}
