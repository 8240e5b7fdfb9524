import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { type Fact, FactList } from '../../components/fact-list'
import { LockIcon } from '../../components/lock-icon'
import { formatManYen } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localName } from '../../lib/localised'
import { candidateResumeHref, type RecruiterCandidate } from './api'
import { DetailSection, type SectionLevel, WrittenText } from './detail-section'

/** A list of records, one per line, or a word saying there are none. */
function Lines<Item>({
  items,
  empty,
  render = (item) => String(item),
}: {
  items: readonly Item[]
  empty: string
  render?: (item: Item) => ReactNode
}) {
  if (items.length === 0) return <Typography color="text.secondary">{empty}</Typography>
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the recruiter view's records carry no id, and the list is never reordered
        <li key={index}>{render(item)}</li>
      ))}
    </Stack>
  )
}

/** The candidate's contact once matched: name, reading, e-mail, phone and the resume. */
function ContactFacts({ candidate }: { candidate: RecruiterCandidate }) {
  const { t } = useTranslation('candidateDetail')
  const contact = candidate.contact
  if (!contact) return null
  const none = t('profile.none')
  const facts: Fact[] = [
    { label: t('profile.name'), value: contact.fullName },
    { label: t('profile.nameKana'), value: contact.fullNameKana || none },
    {
      label: t('profile.email'),
      value: <Link href={`mailto:${contact.email}`}>{contact.email}</Link>,
    },
    { label: t('profile.phone'), value: contact.phone || none },
    {
      label: t('profile.resume'),
      value: candidate.resumeAvailable ? (
        <Link href={candidateResumeHref(candidate.id)} download data-testid="candidate-resume">
          {t('profile.resumeDownload')}
        </Link>
      ) : (
        none
      ),
    },
  ]
  return <FactList facts={facts} testId="candidate-contact" />
}

/**
 * What the recruiter may see of the candidate (decision 012): before a match no name, e-mail,
 * phone, birth date or resume reach the page at all; after one, the contact comes first.
 */
export function CandidateProfile({
  candidate,
  level,
}: {
  candidate: RecruiterCandidate
  level: SectionLevel
}) {
  const { t, locale } = useTranslation('candidateDetail')
  const names = useTranslation('candidate').t
  const none = t('profile.none')
  const join = (values: string[]) =>
    values.length ? values.join(locale === 'en' ? ', ' : '、') : none
  const income = (amount: number | null) => (amount === null ? none : formatManYen(locale, amount))

  const basics: Fact[] = [
    {
      label: t('profile.age'),
      value: candidate.age === null ? none : t('profile.ageValue', { age: candidate.age }),
    },
    {
      label: t('profile.gender'),
      value: candidate.gender ? names(`registration.genders.${candidate.gender}`) : none,
    },
    {
      label: t('profile.prefecture'),
      value: candidate.prefecture ? localName(locale, candidate.prefecture) : none,
    },
    { label: t('profile.currentIncome'), value: income(candidate.currentAnnualIncome) },
    { label: t('profile.requestIncome'), value: income(candidate.requestAnnualIncome) },
    {
      label: t('profile.jobChangeTiming'),
      value: candidate.jobChangeTiming
        ? names(`registration.timings.${candidate.jobChangeTiming}`)
        : none,
    },
    {
      label: t('profile.profileLevel'),
      value: (
        <Box
          component="span"
          data-testid="profile-level"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
        >
          {candidate.profileLevel === 'medium' ? <LockIcon /> : null}
          {t(`profile.levels.${candidate.profileLevel}`)}
          {candidate.profileLevel === 'medium' ? (
            <Typography component="span" variant="body2" color="text.secondary">
              {t('profile.mediumNote')}
            </Typography>
          ) : null}
        </Box>
      ),
    },
  ]

  const renderCareer = (career: RecruiterCandidate['careers'][number]) => (
    <Box>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {career.companyName}
        {career.position ? ` / ${career.position}` : ''}
      </Typography>
      {career.industry ? (
        <Typography variant="body2">{localName(locale, career.industry)}</Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {t('profile.period', {
          start: career.startedOn,
          end: career.endedOn ?? t('profile.currentJob'),
        })}
      </Typography>
      {career.description ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <WrittenText text={career.description} />
        </Typography>
      ) : null}
    </Box>
  )

  const experiences = candidate.experiences.map(
    (experience) =>
      `${localName(locale, experience.jobType)}: ${t('profile.yearsValue', { years: experience.years })}`,
  )

  const educations = candidate.educations.map((education) => {
    const school = education.university
      ? localName(locale, education.university)
      : education.schoolName
    return [
      names(`registration.degrees.${education.degree}`),
      school,
      education.faculty,
      education.graduatedOn ? t('profile.graduated', { date: education.graduatedOn }) : '',
    ]
      .filter(Boolean)
      .join(' · ')
  })

  const languages: Fact[] = [
    ...candidate.languageSkills.map((skill) => ({
      label: localName(locale, skill.language),
      value: names(`registration.levels.${skill.level}`),
    })),
    { label: t('profile.toeic'), value: candidate.toeicScore ?? none },
    { label: t('profile.toefl'), value: candidate.toeflScore ?? none },
    { label: t('profile.toeflItp'), value: candidate.toeflItpScore ?? none },
  ]

  const wishes: Fact[] = [
    {
      label: t('profile.wishIndustries'),
      value: join(candidate.wishIndustries.map((industry) => localName(locale, industry))),
    },
    {
      label: t('profile.wishJobTypes'),
      value: join(candidate.wishJobTypes.map((jobType) => localName(locale, jobType))),
    },
    {
      label: t('profile.companyTypeTendencies'),
      value: join(
        candidate.companyTypeTendencies.map((tendency) =>
          names(`registration.tendencies.${tendency}`),
        ),
      ),
    },
    { label: t('profile.requestIncome'), value: income(candidate.requestAnnualIncome) },
    {
      label: t('profile.careerWish'),
      value: candidate.careerWish ? <WrittenText text={candidate.careerWish} /> : none,
    },
  ]

  return (
    <Stack spacing={3} data-testid="candidate-profile">
      {candidate.contact ? (
        <DetailSection title={t('profile.contact')} level={level}>
          <ContactFacts candidate={candidate} />
        </DetailSection>
      ) : null}
      <DetailSection title={t('profile.basics')} level={level}>
        <FactList facts={basics} />
      </DetailSection>
      <DetailSection title={t('profile.careers')} level={level} testId="candidate-careers">
        <Lines items={candidate.careers} render={renderCareer} empty={none} />
      </DetailSection>
      <DetailSection title={t('profile.selfPr')} level={level}>
        <Typography color={candidate.selfPr ? undefined : 'text.secondary'}>
          {candidate.selfPr ? <WrittenText text={candidate.selfPr} /> : none}
        </Typography>
      </DetailSection>
      <DetailSection title={t('profile.skill')} level={level}>
        <Typography color={candidate.skill ? undefined : 'text.secondary'}>
          {candidate.skill ? <WrittenText text={candidate.skill} /> : none}
        </Typography>
      </DetailSection>
      <DetailSection title={t('profile.experiences')} level={level}>
        <Lines items={experiences} empty={none} />
      </DetailSection>
      <DetailSection title={t('profile.educations')} level={level}>
        <Lines items={educations} empty={none} />
      </DetailSection>
      <DetailSection title={t('profile.languages')} level={level}>
        <FactList facts={languages} />
      </DetailSection>
      <DetailSection title={t('profile.certifications')} level={level}>
        <Lines
          items={candidate.certifications.map((certification) => localName(locale, certification))}
          empty={none}
        />
      </DetailSection>
      <DetailSection title={t('profile.wishes')} level={level}>
        <FactList facts={wishes} />
      </DetailSection>
    </Stack>
  )
}
