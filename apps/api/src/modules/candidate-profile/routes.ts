import {
  CAREER_INFO_STEPS,
  type CareerInfoStepBodies,
  candidateProfileEndpoints as endpoints,
} from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { CANDIDATE } from '../../plugins/access.ts'
import * as service from './candidate-profile-service.ts'

type Candidate = Awaited<ReturnType<typeof service.getCandidate>>

const careerWishesOf = (candidate: Candidate) => ({
  request_annual_income: candidate.request_annual_income,
  wish_industries: candidate.wish_industries,
  wish_job_types: candidate.wish_job_types,
  company_type_tendencies: candidate.company_type_tendencies,
  job_change_timing: candidate.job_change_timing,
  what_to_discuss: candidate.what_to_discuss,
  colleague_scouting: candidate.colleague_scouting,
  career_wish: candidate.career_wish,
})

const languageSkillsOf = (candidate: Candidate) => ({
  language_skills: candidate.language_skills,
  toeic_score: candidate.toeic_score,
  toefl_score: candidate.toefl_score,
  toefl_itp_score: candidate.toefl_itp_score,
})

const careerInfoStepEndpoints = {
  1: endpoints.saveCareerInfoStep1,
  2: endpoints.saveCareerInfoStep2,
  3: endpoints.saveCareerInfoStep3,
  4: endpoints.saveCareerInfoStep4,
  5: endpoints.saveCareerInfoStep5,
} as const

/**
 * The signed-in candidate's own career profile: read whole, saved by section or by registration
 * step. Every route is the caller's own; there is no id of another candidate to ask for.
 */
export const candidateProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const database = app.database
  const { db } = database
  const options = { access: CANDIDATE }
  const userId = (request: { session?: { user: { id: number } } | null }) =>
    request.session!.user.id

  serveEndpoint(app, endpoints.getCandidate, options, (request) =>
    service.getCandidate(db, userId(request)),
  )

  serveEndpoint(app, endpoints.updateBasicInfo, options, (request) =>
    service.updateBasicInfo(database, userId(request), request.body),
  )

  serveEndpoint(app, endpoints.updateSelfPr, options, (request) =>
    service.updateSelfPr(db, userId(request), request.params.id, request.body.body),
  )

  serveEndpoint(app, endpoints.getCareers, options, async (request) => {
    const candidate = await service.getCandidate(db, userId(request))
    return { careers: candidate.careers, experiences: candidate.experiences }
  })

  serveEndpoint(app, endpoints.replaceCareers, options, async (request) => {
    const candidate = await service.updateCareers(database, userId(request), request.body)
    return { careers: candidate.careers, experiences: candidate.experiences }
  })

  serveEndpoint(app, endpoints.getCareerWishes, options, async (request) =>
    careerWishesOf(await service.getCandidate(db, userId(request))),
  )

  serveEndpoint(app, endpoints.replaceCareerWishes, options, async (request) =>
    careerWishesOf(await service.updateCareerWish(database, userId(request), request.body)),
  )

  serveEndpoint(app, endpoints.getCertifications, options, async (request) => ({
    certifications: (await service.getCandidate(db, userId(request))).certifications,
  }))

  serveEndpoint(app, endpoints.replaceCertifications, options, async (request) => ({
    certifications: (
      await service.updateCertifications(database, userId(request), request.body.certification_ids)
    ).certifications,
  }))

  serveEndpoint(app, endpoints.getLanguageSkills, options, async (request) =>
    languageSkillsOf(await service.getCandidate(db, userId(request))),
  )

  serveEndpoint(app, endpoints.replaceLanguageSkills, options, async (request) =>
    languageSkillsOf(await service.updateLanguageSkills(database, userId(request), request.body)),
  )

  serveEndpoint(app, endpoints.getEducations, options, async (request) => ({
    educations: (await service.getCandidate(db, userId(request))).educations,
  }))

  serveEndpoint(app, endpoints.replaceEducations, options, async (request) => ({
    educations: (await service.updateEducations(database, userId(request), request.body))
      .educations,
  }))

  serveEndpoint(app, endpoints.getOffers, options, async (request) => ({
    offers: (await service.getCandidate(db, userId(request))).offers,
  }))

  serveEndpoint(app, endpoints.replaceOffers, options, async (request) => ({
    offers: (await service.updateOffers(database, userId(request), request.body.offers)).offers,
  }))

  serveEndpoint(app, endpoints.getWishJobTypes, options, async (request) => ({
    wish_job_types: (await service.getCandidate(db, userId(request))).wish_job_types,
  }))

  serveEndpoint(app, endpoints.replaceWishJobTypes, options, async (request) => ({
    wish_job_types: (
      await service.updateWishJobTypes(database, userId(request), request.body.wish_job_type_ids)
    ).wish_job_types,
  }))

  serveEndpoint(app, endpoints.getJobChangeTimingDialog, options, (request) =>
    service.getJobChangeTimingDialog(db, userId(request)),
  )

  serveEndpoint(app, endpoints.answerJobChangeTimingDialog, options, (request) =>
    service.answerJobChangeTiming(db, userId(request), request.body.job_change_timing),
  )

  for (const step of CAREER_INFO_STEPS) {
    serveEndpoint(app, careerInfoStepEndpoints[step], options, (request) =>
      service.saveCareerInfoStep(
        database,
        userId(request),
        step,
        request.body as CareerInfoStepBodies[typeof step],
      ),
    )
  }

  serveEndpoint(app, endpoints.finishRegistration, options, (request) =>
    service.finishRegistration(db, userId(request)),
  )

  serveEndpoint(app, endpoints.updateAllianceProfile, options, (request) =>
    service.updateAllianceProfile(db, userId(request), request.body),
  )
}
