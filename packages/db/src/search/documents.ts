import { comparableWords, searchDocument } from './japanese-text.ts'

// What each searchable record is found by. Seeds, factories, the editors that save these
// records and the rebuild after a change of the rules (reindex.ts) all build the search columns
// here, so a record is always found the same way.

type Text = string | null | undefined

export interface JobSearchFields {
  title: string
  titleEn?: Text
  position?: Text
  division?: Text
  companyName?: Text
  companyNameEn?: Text
  industryName?: Text
  prefectureName?: Text
  workPlaceDescription?: Text
  jobTypeNames?: readonly string[]
  tagNames?: readonly string[]
  jobDescription?: Text
  requirement?: Text
  welcomeSkill?: Text
}

/**
 * A job is found by its names, place, classification and the requirement texts candidates
 * search by. The company name is left out when the publisher hides it, or a search by name
 * would reveal the hidden company.
 */
export function jobSearchDocument(fields: JobSearchFields, options: { hideCompany: boolean }) {
  return searchDocument([
    fields.title,
    fields.titleEn,
    fields.position,
    fields.division,
    options.hideCompany ? null : fields.companyName,
    options.hideCompany ? null : fields.companyNameEn,
    fields.industryName,
    fields.prefectureName,
    fields.workPlaceDescription,
    ...(fields.jobTypeNames ?? []),
    ...(fields.tagNames ?? []),
    fields.jobDescription,
    fields.requirement,
    fields.welcomeSkill,
  ])
}

export function companySearchDocument(fields: {
  name: string
  nameEn?: Text
  nameKana?: Text
  industryName?: Text
  description?: Text
}) {
  return searchDocument([
    fields.name,
    fields.nameEn,
    fields.nameKana,
    fields.industryName,
    fields.description,
  ])
}

export function agentSearchDocument(fields: {
  name: string
  nameEn?: Text
  catchCopy?: Text
  description?: Text
}) {
  return searchDocument([fields.name, fields.nameEn, fields.catchCopy, fields.description])
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
}

/** The readable text of a column body, which is what search indexes (markup is not searched). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim()
}

/** Columns are found by title, summary and body text (tags stripped with `htmlToText`). */
export function columnSearchDocument(fields: {
  title: string
  titleEn?: Text
  summary?: Text
  bodyText?: Text
  tagNames?: readonly string[]
}) {
  return searchDocument([
    fields.title,
    fields.titleEn,
    fields.summary,
    fields.bodyText,
    ...(fields.tagNames ?? []),
  ])
}

export function universitySearchDocument(fields: {
  name: string
  nameKana: string
  nameEn: string
}) {
  return searchDocument([fields.name, fields.nameKana, fields.nameEn])
}

/**
 * A banner's trigger words: as typed (each phrase once, in order) and as searches compare them
 * (every word of the phrases, normalised like search text).
 */
export function bannerTriggers(phrases: readonly string[]) {
  const triggerPhrases = [...new Set(phrases.map((phrase) => phrase.trim()).filter(Boolean))]
  return {
    triggerPhrases,
    triggerWords: [...new Set(triggerPhrases.flatMap(comparableWords))],
  }
}
