import {
  CAREER_INFO_STEPS,
  type CareerInfoStepBodies,
  careerInfoStepEndpoints,
  type EndpointDefinition,
  candidateProfileEndpoints as endpoints,
} from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { candidateId } from '../../lib/candidate-context.ts'
import {
  type EndpointRequest,
  type EndpointResult,
  serveEndpoint,
} from '../../lib/serve-endpoint.ts'
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

/**
 * The signed-in candidate's own career profile: read whole, saved by section or by registration
 * step. Every route is the caller's own; there is no id of another candidate to ask for.
 */
export const candidateProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const database = app.database
  const { db } = database
  const options = { access: CANDIDATE }

  serveEndpoint(app, endpoints.getCandidate, options, (request) =>
    service.getCandidate(db, candidateId(request)),
  )

  serveEndpoint(app, endpoints.updateBasicInfo, options, (request) =>
    service.updateBasicInfo(database, candidateId(request), request.body),
  )

  serveEndpoint(app, endpoints.updateSelfPr, options, (request) =>
    service.updateSelfPr(db, candidateId(request), request.params.id, request.body.body),
  )

  /**
   * A section of the profile on its own endpoints: reading it and replacing it both answer the
   * section as the profile has it (after the save, for a replacement).
   */
  const serveSection = <G extends EndpointDefinition, R extends EndpointDefinition>(
    read: G,
    replace: R,
    sectionOf: (candidate: Candidate) => EndpointResult<G> & EndpointResult<R>,
    save: (request: EndpointRequest<R>, userId: number) => Promise<Candidate>,
  ) => {
    serveEndpoint(app, read, options, async (request) =>
      sectionOf(await service.getCandidate(db, candidateId(request))),
    )
    serveEndpoint(app, replace, options, async (request) =>
      sectionOf(await save(request, candidateId(request))),
    )
  }

  serveSection(
    endpoints.getCareers,
    endpoints.replaceCareers,
    (candidate) => ({ careers: candidate.careers, experiences: candidate.experiences }),
    (request, userId) => service.updateCareers(database, userId, request.body),
  )

  serveSection(
    endpoints.getCareerWishes,
    endpoints.replaceCareerWishes,
    careerWishesOf,
    (request, userId) => service.updateCareerWish(database, userId, request.body),
  )

  serveSection(
    endpoints.getCertifications,
    endpoints.replaceCertifications,
    (candidate) => ({ certifications: candidate.certifications }),
    (request, userId) =>
      service.updateCertifications(database, userId, request.body.certification_ids),
  )

  serveSection(
    endpoints.getLanguageSkills,
    endpoints.replaceLanguageSkills,
    languageSkillsOf,
    (request, userId) => service.updateLanguageSkills(database, userId, request.body),
  )

  serveSection(
    endpoints.getEducations,
    endpoints.replaceEducations,
    (candidate) => ({ educations: candidate.educations }),
    (request, userId) => service.updateEducations(database, userId, request.body),
  )

  serveSection(
    endpoints.getOffers,
    endpoints.replaceOffers,
    (candidate) => ({ offers: candidate.offers }),
    (request, userId) => service.updateOffers(database, userId, request.body.offers),
  )

  serveSection(
    endpoints.getWishJobTypes,
    endpoints.replaceWishJobTypes,
    (candidate) => ({ wish_job_types: candidate.wish_job_types }),
    (request, userId) =>
      service.updateWishJobTypes(database, userId, request.body.wish_job_type_ids),
  )

  serveEndpoint(app, endpoints.getJobChangeTimingDialog, options, (request) =>
    service.getJobChangeTimingDialog(db, candidateId(request)),
  )

  serveEndpoint(app, endpoints.answerJobChangeTimingDialog, options, (request) =>
    service.answerJobChangeTiming(db, candidateId(request), request.body.job_change_timing),
  )

  for (const step of CAREER_INFO_STEPS) {
    serveEndpoint(app, careerInfoStepEndpoints[step], options, (request) =>
      service.saveCareerInfoStep(
        database,
        candidateId(request),
        step,
        request.body as CareerInfoStepBodies[typeof step],
      ),
    )
  }

  serveEndpoint(app, endpoints.finishRegistration, options, (request) =>
    service.finishRegistration(db, candidateId(request)),
  )

  serveEndpoint(app, endpoints.updateAllianceProfile, options, (request) =>
    service.updateAllianceProfile(db, candidateId(request), request.body),
  )
}
