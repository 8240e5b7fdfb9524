import { type JobPostingStructuredData, OVERSEAS_PREFECTURE_ID } from '@kakehashi/contracts'

/** The name the site goes by in identifiers search engines show. */
export const SITE_NAME = 'Kakehashi'

const YEN_PER_MAN = 10_000

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
}

/** Plain text as HTML paragraphs: blank lines split paragraphs, single newlines become <br>. */
function paragraphs(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

export interface JobPostingSource {
  id: number
  title: string
  jobDescription: string
  attraction: string
  requirement: string
  welcomeSkill: string
  employmentSelection: string
  workPlaceDescription: string
  salarySupplement: string
  salaryMin: number | null
  salaryMax: number | null
  employmentType: 'full_time' | 'contract'
  publishedAt: Date
  recruitmentEndOn: string | null
  prefecture: { id: number; name: string } | null
  industryName: string | null
  jobTypeNames: string[]
  headerImagePath: string | null
  /** The name the public sees: 社名非公開 when the company is hidden. */
  organisationName: string
  /** Only when the company is public: its site and (if shown) its logo. */
  organisationUrl: string | null
  organisationLogo: string | null
}

/** Makes a stored path (`/images/x.png`) absolute on the site; absolute URLs stay as they are. */
export function absoluteUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  return `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`
}

/**
 * The job's description for search engines: the content fields under Japanese headings, every
 * text escaped (postings are plain text written by recruiters).
 */
export function jobPostingDescription(job: JobPostingSource): string {
  const sections: [string, string][] = [
    ['仕事内容', job.jobDescription],
    ['この仕事の魅力', job.attraction],
    ['応募資格（必須）', job.requirement],
    ['歓迎スキル', job.welcomeSkill],
    ['選考プロセス', job.employmentSelection],
    ['勤務地', [job.prefecture?.name, job.workPlaceDescription].filter(Boolean).join(' ')],
    ['給与', job.salarySupplement],
  ]
  const html = sections
    .filter(([, text]) => text.trim() !== '')
    .map(([heading, text]) => `<p><strong>${escapeHtml(heading)}</strong></p>${paragraphs(text)}`)
    .join('')
  return html || `<p>${escapeHtml(job.title)}</p>`
}

/**
 * schema.org JobPosting with the properties Google requires and recommends, as far as the job
 * has them. The end of the recruitment period is the end of that day in Japan. Overseas jobs
 * (prefecture 48) have no address whose country the data knows: instead of a wrong `JP`
 * address they name Japan, where the platform recruits, as the applicants' location.
 */
export function buildJobPosting(
  job: JobPostingSource,
  options: { baseUrl: string },
): JobPostingStructuredData {
  const posting: JobPostingStructuredData = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobPostingDescription(job),
    datePosted: job.publishedAt.toISOString(),
    employmentType: job.employmentType === 'contract' ? 'CONTRACTOR' : 'FULL_TIME',
    hiringOrganization: {
      '@type': 'Organization',
      name: job.organisationName,
      ...(job.organisationUrl ? { sameAs: job.organisationUrl } : {}),
      ...(job.organisationLogo ? { logo: absoluteUrl(options.baseUrl, job.organisationLogo) } : {}),
    },
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: String(job.id) },
    directApply: false,
  }
  if (job.recruitmentEndOn) posting.validThrough = `${job.recruitmentEndOn}T23:59:59+09:00`
  if (job.prefecture && job.prefecture.id !== OVERSEAS_PREFECTURE_ID) {
    posting.jobLocation = {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressRegion: job.prefecture.name,
        ...(job.workPlaceDescription ? { addressLocality: job.workPlaceDescription } : {}),
        addressCountry: 'JP',
      },
    }
  } else {
    posting.applicantLocationRequirements = { '@type': 'Country', name: 'JP' }
  }
  if (job.salaryMin !== null || job.salaryMax !== null) {
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'JPY',
      value: {
        '@type': 'QuantitativeValue',
        ...(job.salaryMin !== null ? { minValue: job.salaryMin * YEN_PER_MAN } : {}),
        ...(job.salaryMax !== null ? { maxValue: job.salaryMax * YEN_PER_MAN } : {}),
        unitText: 'YEAR',
      },
    }
  }
  if (job.industryName) posting.industry = job.industryName
  if (job.jobTypeNames.length > 0) posting.occupationalCategory = job.jobTypeNames.join(', ')
  if (job.headerImagePath) posting.image = absoluteUrl(options.baseUrl, job.headerImagePath)
  return posting
}
