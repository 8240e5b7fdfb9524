import { candidateRecordEndpoints as endpoints, LABEL_COLOURS } from '@kakehashi/contracts'
import type { ApiClient, CallResult } from '../../lib/api-client'

// Every call of the organisation's label management (/client/labels), typed by the contracts.

export type LabelList = CallResult<typeof endpoints.listLabels>
export type Label = LabelList['labels'][number]

/** What the form edits, in the wire spelling the form's values keep. */
export interface LabelFormValues extends Record<string, unknown> {
  name: string
  colour: Label['colour']
}

/** The organisation's labels by name, each with the number of candidates carrying it. */
export function fetchLabels(api: ApiClient): Promise<LabelList> {
  return api.call(endpoints.listLabels)
}

/** A name the organisation already uses answers 422 on the name (validation.labelNameTaken). */
export function createLabel(api: ApiClient, values: LabelFormValues): Promise<Label> {
  return api.call(endpoints.createLabel, { body: { name: values.name, colour: values.colour } })
}

export function updateLabel(api: ApiClient, id: number, values: LabelFormValues): Promise<Label> {
  return api.call(endpoints.updateLabel, {
    params: { id },
    body: { name: values.name, colour: values.colour },
  })
}

/** Deleting a label takes it off every candidate. */
export async function deleteLabel(api: ApiClient, id: number): Promise<void> {
  await api.call(endpoints.deleteLabel, { params: { id } })
}

/** The form's values for a label, or for a new one (the palette's first colour). */
export function formValuesOf(label: Label | null): LabelFormValues {
  return { name: label?.name ?? '', colour: label?.colour ?? LABEL_COLOURS[0] }
}
