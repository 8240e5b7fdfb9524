import type { CandidateSearchCriteria } from '@kakehashi/contracts'
import { FormDialog } from '../../components/form-dialog'
import { SavedSearchFields } from '../../components/saved-search-fields'
import { getBrowserApi } from '../../lib/api'
import { newDraftId } from '../../lib/draft-id'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { cleanCriteria } from '../../lib/member-search-query'
import { type SavedSearch, type SaveSearchValues, saveSearch } from './api'

/**
 * Saves the search on screen under a name, with or without the new-member notification. Mounted
 * afresh for each opening, so each save is a new draft with its own `client_request_id`: a
 * double click or a retried request saves it once.
 */
export function SaveSearchDialog({
  criteria,
  onClose,
  onSaved,
}: {
  criteria: CandidateSearchCriteria
  onClose: () => void
  onSaved: (saved: SavedSearch) => void
}) {
  const { t } = useTranslation('searchConditions')
  const form = useForm<SaveSearchValues, SavedSearch>({
    initialValues: {
      name: '',
      notify_new_members: false,
      query: cleanCriteria(criteria),
      client_request_id: newDraftId(),
    },
    schema: (schemas) => schemas.searchConditionCreateBodySchema,
    submit: (_body, values) => saveSearch(getBrowserApi(), values),
    fallbackMessage: t('failures.save'),
    onSuccess: onSaved,
  })
  return (
    <FormDialog
      title={t('form.saveTitle')}
      form={form}
      submitLabel={t('form.save')}
      cancelLabel={t('form.cancel')}
      onClose={onClose}
      testId="save-search-form"
    >
      <SavedSearchFields form={form} />
    </FormDialog>
  )
}
