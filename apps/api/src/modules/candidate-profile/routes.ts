import {
  API_PREFIX,
  allianceAdditionalProfileBodySchema,
  basicInfoBodySchema,
  CAREER_INFO_STEPS,
  type CareerInfoStepBodies,
  candidateCareersResponseSchema,
  candidateCareerWishesResponseSchema,
  candidateCertificationsBodySchema,
  candidateCertificationsResponseSchema,
  candidateEducationsBodySchema,
  candidateEducationsResponseSchema,
  candidateLanguageSkillsBodySchema,
  candidateLanguageSkillsResponseSchema,
  candidateOffersBodySchema,
  candidateOffersResponseSchema,
  candidatePrBodySchema,
  candidateSchema,
  candidateWishJobTypesBodySchema,
  candidateWishJobTypesResponseSchema,
  careerInfoStepSchemas,
  careersBodySchema,
  careerWishBodySchema,
  jobChangeTimingBodySchema,
  jobChangeTimingDialogSchema,
} from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CANDIDATE } from '../../plugins/access.ts'
import * as service from './service.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })

/**
 * The signed-in candidate's own career profile: read whole, saved by section or by registration
 * step. Every route is the caller's own; there is no id of another candidate to ask for.
 */
export const candidateProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const database = app.database
  const { db } = database
  const tags = ['candidate profile']
  const config = { access: CANDIDATE }
  const userId = (request: { session?: { user: { id: number } } | null }) =>
    request.session!.user.id

  app.get(
    `${API_PREFIX}/candidate`,
    {
      config,
      schema: {
        tags,
        summary: "The caller's whole profile, its level and registration progress",
        response: { 200: candidateSchema },
      },
    },
    async (request) => service.getCandidate(db, userId(request)),
  )

  app.patch(
    `${API_PREFIX}/candidate`,
    {
      config,
      schema: {
        tags,
        summary: 'Name, furigana, gender, birth date, prefecture and phone',
        body: basicInfoBodySchema,
        response: { 200: candidateSchema },
      },
    },
    async (request) => service.updateBasicInfo(database, userId(request), request.body),
  )

  app.patch(
    `${API_PREFIX}/candidate/candidate_prs/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'The self PR (detailed work history); the id is `self_pr.id` of the candidate',
        params: idParams,
        body: candidatePrBodySchema,
        response: { 200: candidateSchema },
      },
    },
    async (request) =>
      service.updateSelfPr(db, userId(request), request.params.id, request.body.body),
  )

  app.get(
    `${API_PREFIX}/candidate/careers`,
    {
      config,
      schema: {
        tags,
        summary: 'Work history and experience by job type',
        response: { 200: candidateCareersResponseSchema },
      },
    },
    async (request) => {
      const candidate = await service.getCandidate(db, userId(request))
      return { careers: candidate.careers, experiences: candidate.experiences }
    },
  )

  app.put(
    `${API_PREFIX}/candidate/careers`,
    {
      config,
      schema: {
        tags,
        summary: 'Replaces the work history, experiences and current income',
        body: careersBodySchema,
        response: { 200: candidateCareersResponseSchema },
      },
    },
    async (request) => {
      const candidate = await service.updateCareers(database, userId(request), request.body)
      return { careers: candidate.careers, experiences: candidate.experiences }
    },
  )

  const careerWishes = (candidate: Awaited<ReturnType<typeof service.getCandidate>>) => ({
    request_annual_income: candidate.request_annual_income,
    wish_industries: candidate.wish_industries,
    wish_job_types: candidate.wish_job_types,
    company_type_tendencies: candidate.company_type_tendencies,
    job_change_timing: candidate.job_change_timing,
    what_to_discuss: candidate.what_to_discuss,
    colleague_scouting: candidate.colleague_scouting,
    career_wish: candidate.career_wish,
  })

  app.get(
    `${API_PREFIX}/candidate/career_wishes`,
    {
      config,
      schema: {
        tags,
        summary: 'What the candidate wants next',
        response: { 200: candidateCareerWishesResponseSchema },
      },
    },
    async (request) => careerWishes(await service.getCandidate(db, userId(request))),
  )

  app.put(
    `${API_PREFIX}/candidate/career_wishes`,
    {
      config,
      schema: {
        tags,
        summary: 'Replaces the career wishes',
        body: careerWishBodySchema,
        response: { 200: candidateCareerWishesResponseSchema },
      },
    },
    async (request) =>
      careerWishes(await service.updateCareerWish(database, userId(request), request.body)),
  )

  app.get(
    `${API_PREFIX}/candidate/certifications`,
    {
      config,
      schema: {
        tags,
        summary: 'Certifications held',
        response: { 200: candidateCertificationsResponseSchema },
      },
    },
    async (request) => ({
      certifications: (await service.getCandidate(db, userId(request))).certifications,
    }),
  )

  app.put(
    `${API_PREFIX}/candidate/certifications`,
    {
      config,
      schema: {
        tags,
        summary: 'Replaces the certifications held',
        body: candidateCertificationsBodySchema,
        response: { 200: candidateCertificationsResponseSchema },
      },
    },
    async (request) => ({
      certifications: (
        await service.updateCertifications(
          database,
          userId(request),
          request.body.certification_ids,
        )
      ).certifications,
    }),
  )

  const languageSkills = (candidate: Awaited<ReturnType<typeof service.getCandidate>>) => ({
    language_skills: candidate.language_skills,
    toeic_score: candidate.toeic_score,
    toefl_score: candidate.toefl_score,
    toefl_itp_score: candidate.toefl_itp_score,
  })

  app.get(
    `${API_PREFIX}/candidate/language_skills`,
    {
      config,
      schema: {
        tags,
        summary: 'Languages with levels and test scores',
        response: { 200: candidateLanguageSkillsResponseSchema },
      },
    },
    async (request) => languageSkills(await service.getCandidate(db, userId(request))),
  )

  app.put(
    `${API_PREFIX}/candidate/language_skills`,
    {
      config,
      schema: {
        tags,
        summary: 'Replaces languages and test scores',
        body: candidateLanguageSkillsBodySchema,
        response: { 200: candidateLanguageSkillsResponseSchema },
      },
    },
    async (request) =>
      languageSkills(await service.updateLanguageSkills(database, userId(request), request.body)),
  )

  app.get(
    `${API_PREFIX}/candidate/educations`,
    {
      config,
      schema: { tags, summary: 'Education', response: { 200: candidateEducationsResponseSchema } },
    },
    async (request) => ({
      educations: (await service.getCandidate(db, userId(request))).educations,
    }),
  )

  app.put(
    `${API_PREFIX}/candidate/educations`,
    {
      config,
      schema: {
        tags,
        summary: 'Replaces the education list',
        body: candidateEducationsBodySchema,
        response: { 200: candidateEducationsResponseSchema },
      },
    },
    async (request) => ({
      educations: (await service.updateEducations(database, userId(request), request.body))
        .educations,
    }),
  )

  app.get(
    `${API_PREFIX}/candidate/offers`,
    {
      config,
      schema: {
        tags,
        summary: 'Offers received in earlier job searches',
        response: { 200: candidateOffersResponseSchema },
      },
    },
    async (request) => ({ offers: (await service.getCandidate(db, userId(request))).offers }),
  )

  app.put(
    `${API_PREFIX}/candidate/offers`,
    {
      config,
      schema: {
        tags,
        summary: 'Replaces the past offers',
        body: candidateOffersBodySchema,
        response: { 200: candidateOffersResponseSchema },
      },
    },
    async (request) => ({
      offers: (await service.updateOffers(database, userId(request), request.body.offers)).offers,
    }),
  )

  app.get(
    `${API_PREFIX}/candidate/wish_job_types`,
    {
      config,
      schema: {
        tags,
        summary: 'Job types the candidate wishes for',
        response: { 200: candidateWishJobTypesResponseSchema },
      },
    },
    async (request) => ({
      wish_job_types: (await service.getCandidate(db, userId(request))).wish_job_types,
    }),
  )

  app.put(
    `${API_PREFIX}/candidate/wish_job_types`,
    {
      config,
      schema: {
        tags,
        summary: 'Replaces the wished job types',
        body: candidateWishJobTypesBodySchema,
        response: { 200: candidateWishJobTypesResponseSchema },
      },
    },
    async (request) => ({
      wish_job_types: (
        await service.updateWishJobTypes(database, userId(request), request.body.wish_job_type_ids)
      ).wish_job_types,
    }),
  )

  app.get(
    `${API_PREFIX}/candidate/job_change_timing_dialogs`,
    {
      config,
      schema: {
        tags,
        summary: 'Whether to ask for the job-change timing again',
        response: { 200: jobChangeTimingDialogSchema },
      },
    },
    async (request) => service.jobChangeTimingDialog(db, userId(request)),
  )

  app.put(
    `${API_PREFIX}/candidate/job_change_timing_dialogs`,
    {
      config,
      schema: {
        tags,
        summary: 'Answers the dialog; it asks again after 90 days',
        body: jobChangeTimingBodySchema,
        response: { 200: jobChangeTimingDialogSchema },
      },
    },
    async (request) =>
      service.answerJobChangeTiming(db, userId(request), request.body.job_change_timing),
  )

  // One route per step, each with its own body schema, so a bad field answers the same 422 as
  // every other form and the OpenAPI document shows each step's body.
  const registerStep = <K extends keyof CareerInfoStepBodies>(step: K) =>
    app.put(
      `${API_PREFIX}/candidate/career_infos/${step}`,
      {
        config,
        schema: {
          tags,
          summary: `Saves registration step ${step} and remembers the furthest step saved`,
          body: careerInfoStepSchemas[step],
          response: { 200: candidateSchema },
        },
      },
      async (request) =>
        service.saveCareerInfoStep(
          database,
          userId(request),
          step,
          request.body as CareerInfoStepBodies[K],
        ),
    )
  for (const step of CAREER_INFO_STEPS) registerStep(step)

  app.post(
    `${API_PREFIX}/candidate/career_infos/finish`,
    {
      config,
      schema: {
        tags,
        summary: 'Finishes registration once every step is saved',
        response: { 200: candidateSchema },
      },
    },
    async (request) => service.finishRegistration(db, userId(request)),
  )

  app.patch(
    `${API_PREFIX}/candidate/alliance_additional_profile`,
    {
      config,
      schema: {
        tags,
        summary: 'What a partner site did not collect: phone, current income, job-change timing',
        body: allianceAdditionalProfileBodySchema,
        response: { 200: candidateSchema },
      },
    },
    async (request) => service.updateAllianceProfile(db, userId(request), request.body),
  )
}
