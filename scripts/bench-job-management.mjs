// The recruiter's job management under load: the job list (first page, a later page, a keyword)
// and saving a job (PUT), for an organisation with 10,000 jobs among 20,000, each beside a naive
// version of the same work measured in the same run.
//
//   npm run bench:job-management [-- --clients 10 --seconds 5 --jobs 10000]
//
// Builds a fresh database (embedded PGlite in a temporary directory, or the PostgreSQL of
// DATABASE_URL, which should be an empty database made for the run), seeds the jobs, then
// serves the API in this process on a loopback port (no web build needed) and times each call
// from `--clients` concurrent clients over HTTP, run in a worker thread (bench-http.mjs) so that
// the API's thread serves them alone.
//
// The naive versions are served beside the real routes on the same server, through the same
// contracts (the same access check, validation and response serialisation), and answer the
// same things; only the way they reach the database differs:
// - list and keyword: the rows of the page by an OFFSET scan in the obvious order (`desc`, which
//   no index of the table serves), then two queries per row for its company name and its
//   self-applications, an exact count(*) of the list, and an exact count(*) per state, one
//   query each; the keyword through the same gram index as the real list;
// - save: in one transaction, the ownership, the publisher, the industry, the prefecture and
//   each job type's and tag's name read one query each, the job updated, its links deleted and
//   inserted one statement per row, then the job read back with a query per name and link.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { register } from 'tsx/esm/api'
import { wholeNumberOption } from './bench-args.mjs'
import { loadClients, percentile } from './bench-http.mjs'

const clients = wholeNumberOption('clients', 10)
const seconds = wholeNumberOption('seconds', 5)
const ownJobs = wholeNumberOption('jobs', 10_000)
const otherJobs = ownJobs
const KEYWORD = '経理'
const LATER_PAGE = 200

register()
const db = await import('../packages/db/src/index.ts')
const { composeJob, archetypesFor } = await import('../packages/db/src/seed/job-content.ts')
const { createRandom } = await import('../packages/db/src/seed/random.ts')
const { buildApp } = await import('../apps/api/src/app.ts')
const { loadConfig } = await import('../apps/api/src/config.ts')
const { createSessionFor } = await import('../apps/api/src/modules/accounts/accounts-service.ts')
const { HIDDEN_COMPANY_NAME, JOB_EXPIRING_DAYS, jobManagementEndpoints } = await import(
  '../packages/contracts/src/index.ts'
)
const { serveEndpoint } = await import('../apps/api/src/lib/serve-endpoint.ts')
const { recruiter: recruiterAccess } = await import('../apps/api/src/plugins/access.ts')
const { recruiterContext } = await import('../apps/api/src/lib/recruiter-context.ts')
const { keywordCondition, searchColumnsOf } = await import(
  '../apps/api/src/lib/keyword-condition.ts'
)
const { paginate, toPageWindow } = await import('../apps/api/src/lib/paging.ts')
const { sql, eq, ne, and, desc, count } = await import('drizzle-orm')

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-bench-job-management-'))
const env = {
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_DEMO_DATA: 'false',
  DATA_DIR: dataDir,
  FILE_STORAGE_DIR: path.join(dataDir, 'uploads'),
}
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'
const database = await db.createDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL })

/** Composed jobs as the demo writes them, in every state, changed over the last year. */
function composedJobs(count, seed, organisationOf) {
  const random = createRandom(seed)
  const company = { name: '募集企業', industryId: 2, prefectureId: 13, foreign: true }
  const now = Date.now()
  return Array.from({ length: count }, (_, i) => {
    const job = composeJob(random, random.pick(archetypesFor(company.industryId)), company)
    const roll = random.next()
    const status =
      roll < 0.7 ? 'open' : roll < 0.8 ? 'open_for_scout' : roll < 0.9 ? 'draft' : 'closed'
    const updatedAt = new Date(now - random.next() * 365 * 86_400_000)
    const end = new Date(updatedAt.getTime() + random.int(30, 200) * 86_400_000)
    return {
      values: {
        organisationId: organisationOf(i),
        publisherType: 'Company',
        companyText: company.name,
        displayCompanyName: company.name,
        title: job.title,
        position: job.position,
        division: job.division,
        industryId: job.industryId,
        prefectureId: job.prefectureId,
        workPlaceDescription: job.workPlaceDescription,
        salaryMin: job.salaryMin,
        salaryMax: job.salaryMax,
        salarySupplement: job.salarySupplement,
        jobDescription: job.jobDescription,
        attraction: job.attraction,
        requirement: job.requirement,
        welcomeSkill: job.welcomeSkill,
        employmentSelection: job.employmentSelection,
        employmentType: job.employmentType,
        dutiesChangeScope: job.dutiesChangeScope,
        workplaceChangeScope: job.workplaceChangeScope,
        contractRenewalLimit: job.contractRenewalLimit,
        status,
        recruitmentStartOn: updatedAt.toISOString().slice(0, 10),
        recruitmentEndOn: end.toISOString().slice(0, 10),
        publishedAt: status === 'draft' ? null : updatedAt,
        createdAt: updatedAt,
        updatedAt,
        ...db.jobSearchDocument({ ...job, companyName: company.name }, { hideCompany: false }),
      },
      jobTypeCodes: job.jobTypeCodes,
    }
  })
}

async function insertJobs(jobs, typeByCode) {
  for (let start = 0; start < jobs.length; start += 500) {
    const chunk = jobs.slice(start, start + 500)
    const ids = await database.db
      .insert(db.jobInfos)
      .values(chunk.map((job) => job.values))
      .returning({ id: db.jobInfos.id })
    const links = ids.flatMap(({ id }, i) =>
      [...new Set(chunk[i].jobTypeCodes)].map((code) => ({
        jobInfoId: id,
        jobTypeId: typeByCode.get(code),
      })),
    )
    await database.db.insert(db.jobInfoJobTypes).values(links)
  }
}

// The naive versions ------------------------------------------------------------------------

const tokyoToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10)
const daysBetween = (from, to) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)

/** The period fields of an answer, worked out in JavaScript from the row. */
function periodOf(job) {
  const live = job.status === 'open' || job.status === 'open_for_scout'
  const daysLeft = job.recruitmentEndOn ? daysBetween(tokyoToday(), job.recruitmentEndOn) : null
  const nearEnd = live && daysLeft !== null && daysLeft <= JOB_EXPIRING_DAYS
  return {
    days_left: daysLeft,
    is_expiring: nearEnd && daysLeft >= 0,
    is_expired: live && daysLeft !== null && daysLeft < 0,
    can_extend: nearEnd,
  }
}

const displayName = (job, companyName) =>
  job.hideCompany ? HIDDEN_COMPANY_NAME : job.companyText || companyName || HIDDEN_COMPANY_NAME

/** The list, its count and the tabs' counts, each the obvious way. */
async function naiveList(organisationId, query) {
  const d = database.db
  const { jobInfos, companies, selfApplies } = db
  const conditions = [
    eq(jobInfos.organisationId, organisationId),
    query.status ? eq(jobInfos.status, query.status) : ne(jobInfos.status, 'closed'),
  ]
  const keyword = keywordCondition(searchColumnsOf(jobInfos), {
    all: db.keywordTerms(query.keyword),
  })
  if (keyword) conditions.push(keyword)
  const where = and(...conditions)
  const window = toPageWindow(query)
  const jobs = await d
    .select({
      id: jobInfos.id,
      title: jobInfos.title,
      status: jobInfos.status,
      companyId: jobInfos.companyId,
      companyText: jobInfos.companyText,
      hideCompany: jobInfos.hideCompany,
      employmentType: jobInfos.employmentType,
      recruitmentStartOn: jobInfos.recruitmentStartOn,
      recruitmentEndOn: jobInfos.recruitmentEndOn,
      createdAt: jobInfos.createdAt,
      updatedAt: jobInfos.updatedAt,
      publishedAt: jobInfos.publishedAt,
      stockCount: jobInfos.stockCount,
    })
    .from(jobInfos)
    .where(where)
    .orderBy(desc(jobInfos.updatedAt), desc(jobInfos.id))
    .limit(window.limit)
    .offset(window.offset)
  const rows = []
  for (const job of jobs) {
    const [company] = job.companyId
      ? await d
          .select({ name: companies.name })
          .from(companies)
          .where(eq(companies.id, job.companyId))
      : []
    const [applies] = await d
      .select({ count: count() })
      .from(selfApplies)
      .where(eq(selfApplies.jobInfoId, job.id))
    rows.push({
      id: job.id,
      title: job.title,
      status: job.status,
      display_company_name: displayName(job, company?.name),
      hide_company: job.hideCompany,
      employment_type: job.employmentType,
      recruitment_start_on: job.recruitmentStartOn,
      recruitment_end_on: job.recruitmentEndOn,
      ...periodOf(job),
      created_at: job.createdAt.toISOString(),
      updated_at: job.updatedAt.toISOString(),
      published_at: job.publishedAt?.toISOString() ?? null,
      stock_count: job.stockCount,
      self_apply_count: Number(applies.count),
    })
  }
  const [total] = await d.select({ count: count() }).from(jobInfos).where(where)
  const statusCounts = {}
  for (const status of ['draft', 'open', 'open_for_scout', 'closed']) {
    const [row] = await d
      .select({ count: count() })
      .from(jobInfos)
      .where(and(eq(jobInfos.organisationId, organisationId), eq(jobInfos.status, status)))
    statusCounts[status] = Number(row.count)
  }
  return {
    job_infos: rows,
    pagination: paginate(query, Number(total.count)),
    total_count_capped: false,
    status_counts: statusCounts,
  }
}

/** The same save, one row at a time, and the job read back. */
async function naiveSave(organisationId, id, body) {
  const { jobInfos, organisations, companies, industries, prefectures, jobTypes, jobInfoTags } = db
  const { jobInfoJobTypes, jobInfoJobInfoTags, selfApplies } = db
  return database.db.transaction(async (d) => {
    const [owned] = await d
      .select({ id: jobInfos.id })
      .from(jobInfos)
      .where(and(eq(jobInfos.id, id), eq(jobInfos.organisationId, organisationId)))
    if (!owned) throw new Error('not found')
    const [publisher] = await d
      .select({ name: organisations.name, companyId: companies.id, companyName: companies.name })
      .from(organisations)
      .leftJoin(companies, eq(companies.organisationId, organisations.id))
      .where(eq(organisations.id, organisationId))
    const [industry] = await d.select().from(industries).where(eq(industries.id, body.industry_id))
    const [prefecture] = await d
      .select()
      .from(prefectures)
      .where(eq(prefectures.id, body.prefecture_id))
    const typeNames = []
    for (const typeId of body.job_type_ids) {
      const [type] = await d.select().from(jobTypes).where(eq(jobTypes.id, typeId))
      typeNames.push(type.name)
    }
    const tagNames = []
    for (const tagId of body.job_info_tag_ids) {
      const [tag] = await d.select().from(jobInfoTags).where(eq(jobInfoTags.id, tagId))
      tagNames.push(tag.name)
    }
    const companyName = publisher.companyName ?? publisher.name
    const fields = {
      title: body.title,
      position: body.position,
      division: body.division,
      workPlaceDescription: body.work_place_description,
      jobDescription: body.job_description,
      requirement: body.requirement,
      welcomeSkill: body.welcome_skill,
    }
    const document = db.jobSearchDocument(
      {
        ...fields,
        companyName,
        companyNameEn: null,
        industryName: industry.name,
        prefectureName: prefecture.name,
        jobTypeNames: typeNames,
        tagNames,
      },
      { hideCompany: false },
    )
    await d
      .update(jobInfos)
      .set({
        ...fields,
        companyId: publisher.companyId,
        companyText: companyName,
        displayCompanyName: companyName,
        industryId: body.industry_id,
        prefectureId: body.prefecture_id,
        salaryMin: body.salary_min,
        salaryMax: body.salary_max,
        salaryDisplayOption: body.salary_display_option,
        salarySupplement: body.salary_supplement,
        attraction: body.attraction,
        employmentSelection: body.employment_selection,
        employmentType: body.employment_type,
        dutiesChangeScope: body.duties_change_scope,
        workplaceChangeScope: body.workplace_change_scope,
        contractRenewalLimit: body.contract_renewal_limit,
        status: body.status,
        recruitmentStartOn: body.recruitment_start_on,
        recruitmentEndOn: body.recruitment_end_on,
        outerLink: body.outer_link,
        publishedAt: sql`coalesce(${jobInfos.publishedAt}, now())`,
        ...document,
      })
      .where(eq(jobInfos.id, id))
    for (const link of await d
      .select()
      .from(jobInfoJobTypes)
      .where(eq(jobInfoJobTypes.jobInfoId, id))) {
      await d
        .delete(jobInfoJobTypes)
        .where(
          and(eq(jobInfoJobTypes.jobInfoId, id), eq(jobInfoJobTypes.jobTypeId, link.jobTypeId)),
        )
    }
    for (const jobTypeId of body.job_type_ids) {
      await d.insert(jobInfoJobTypes).values({ jobInfoId: id, jobTypeId })
    }
    for (const link of await d
      .select()
      .from(jobInfoJobInfoTags)
      .where(eq(jobInfoJobInfoTags.jobInfoId, id))) {
      await d
        .delete(jobInfoJobInfoTags)
        .where(
          and(
            eq(jobInfoJobInfoTags.jobInfoId, id),
            eq(jobInfoJobInfoTags.jobInfoTagId, link.jobInfoTagId),
          ),
        )
    }
    for (const jobInfoTagId of body.job_info_tag_ids) {
      await d.insert(jobInfoJobInfoTags).values({ jobInfoId: id, jobInfoTagId })
    }

    // The answer, read back.
    const [job] = await d.select().from(jobInfos).where(eq(jobInfos.id, id))
    const [company] = job.companyId
      ? await d.select().from(companies).where(eq(companies.id, job.companyId))
      : []
    const [savedIndustry] = await d
      .select()
      .from(industries)
      .where(eq(industries.id, job.industryId))
    const [savedPrefecture] = await d
      .select()
      .from(prefectures)
      .where(eq(prefectures.id, job.prefectureId))
    const types = []
    for (const link of await d
      .select()
      .from(jobInfoJobTypes)
      .where(eq(jobInfoJobTypes.jobInfoId, id))) {
      const [type] = await d.select().from(jobTypes).where(eq(jobTypes.id, link.jobTypeId))
      types.push(type)
    }
    const tags = []
    for (const link of await d
      .select()
      .from(jobInfoJobInfoTags)
      .where(eq(jobInfoJobInfoTags.jobInfoId, id))) {
      const [tag] = await d.select().from(jobInfoTags).where(eq(jobInfoTags.id, link.jobInfoTagId))
      tags.push(tag)
    }
    const [applies] = await d
      .select({ count: count() })
      .from(selfApplies)
      .where(eq(selfApplies.jobInfoId, id))
    const named = (record) =>
      record ? { id: record.id, name: record.name, name_en: record.nameEn } : null
    const period = periodOf(job)
    return {
      id: job.id,
      publisher_type: job.publisherType,
      title: job.title,
      position: job.position,
      division: job.division,
      company_id: job.companyId,
      company_text: job.companyText ?? '',
      hide_company: job.hideCompany,
      industry_id: job.industryId,
      job_type_ids: types.map((type) => type.id),
      prefecture_id: job.prefectureId,
      work_place_description: job.workPlaceDescription,
      salary_min: job.salaryMin,
      salary_max: job.salaryMax,
      salary_display_option: job.salaryDisplayOption,
      salary_supplement: job.salarySupplement,
      job_description: job.jobDescription,
      attraction: job.attraction,
      requirement: job.requirement,
      welcome_skill: job.welcomeSkill,
      employment_selection: job.employmentSelection,
      employment_type: job.employmentType,
      duties_change_scope: job.dutiesChangeScope,
      workplace_change_scope: job.workplaceChangeScope,
      contract_renewal_limit: job.contractRenewalLimit,
      job_info_tag_ids: tags.map((tag) => tag.id),
      recruitment_start_on: job.recruitmentStartOn,
      recruitment_end_on: job.recruitmentEndOn,
      outer_link: job.outerLink,
      status: job.status,
      company: company
        ? {
            id: company.id,
            name: company.name,
            name_en: company.nameEn,
            logo_path: company.logoPath,
          }
        : null,
      display_company_name: displayName(job, company?.name),
      industry: named(savedIndustry),
      prefecture: named(savedPrefecture),
      job_types: types.map((type) => ({
        id: type.id,
        code: type.code,
        path: type.path,
        name: type.name,
        name_en: type.nameEn,
        parent_id: type.parentId,
      })),
      job_info_tags: tags.map((tag) => ({
        id: tag.id,
        code: tag.code,
        name: tag.name,
        name_en: tag.nameEn,
      })),
      ...period,
      can_delete: job.status === 'draft',
      can_close: job.status !== 'closed',
      created_at: job.createdAt.toISOString(),
      updated_at: job.updatedAt.toISOString(),
      published_at: job.publishedAt?.toISOString() ?? null,
      is_public:
        job.status === 'open' &&
        job.publishedAt !== null &&
        job.publishedAt <= new Date() &&
        (job.recruitmentStartOn === null || job.recruitmentStartOn <= tokyoToday()) &&
        (job.recruitmentEndOn === null || job.recruitmentEndOn >= tokyoToday()),
      public_path: `/job_infos/${job.id}`,
      stock_count: job.stockCount,
      self_apply_count: Number(applies.count),
    }
  })
}

try {
  await db.migrate(database)
  const started = performance.now()
  const organisation = await db.createOrganisation(database.db, { kind: 'company' })
  await db.createCompany(database.db, { organisationId: organisation.id })
  const recruiter = await db.createUser(database.db, {
    roleType: 'CompanyUser',
    organisationId: organisation.id,
  })
  const others = []
  for (let i = 0; i < 50; i++)
    others.push(await db.createOrganisation(database.db, { kind: 'company' }))
  const typeRows = await database.db.select().from(db.jobTypes)
  const typeByCode = new Map(typeRows.map((row) => [row.code, row.id]))
  await insertJobs(
    composedJobs(ownJobs, 7_000_001, () => organisation.id),
    typeByCode,
  )
  await insertJobs(
    composedJobs(otherJobs, 7_000_002, (i) => others[i % others.length].id),
    typeByCode,
  )
  // As autovacuum leaves a table it has visited: statistics, and a visibility map that lets an
  // index-only scan answer without visiting the rows. A bulk load has neither until then.
  await database.executeSql('vacuum analyze')
  const seeded = ((performance.now() - started) / 1000).toFixed(1)

  const app = await buildApp(loadConfig(env), { database, logger: false })
  const access = { access: recruiterAccess('job_infos'), hide: true }
  serveEndpoint(
    app,
    { ...jobManagementEndpoints.listManagedJobInfos, path: '/bench/naive/job_infos' },
    access,
    (request) => naiveList(recruiterContext(request).organisationId, request.query),
  )
  serveEndpoint(
    app,
    { ...jobManagementEndpoints.updateManagedJobInfo, path: '/bench/naive/job_infos/:id' },
    access,
    (request) =>
      naiveSave(recruiterContext(request).organisationId, request.params.id, request.body),
  )
  await app.ready()
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    const token = await createSessionFor({ db: database.db }, recruiter.id, null)
    const headers = { authorization: `Bearer ${token}` }
    const jsonHeaders = { ...headers, 'content-type': 'application/json' }

    const first = await (await fetch(`${address}/api/v3/client/job_infos`, { headers })).json()
    console.info(
      `${engine}; one organisation with ${ownJobs} jobs (${first.pagination.total_count} not closed) among ${ownJobs + otherJobs}; seeded in ${seeded} s; ${clients} concurrent clients for ${seconds} s each; ${os.cpus().length} cores`,
    )

    // Jobs to save: one per client, so concurrent saves do not wait on each other's row.
    const { rows: saveTargets } = await database.executeSql(
      `select id from job_infos where organisation_id = $1 order by id limit ${clients}`,
      [organisation.id],
    )
    const [{ id: industryId }] = (await database.executeSql('select id from industries limit 1'))
      .rows
    const childTypes = typeRows.filter((row) => row.parentId !== null).map((row) => row.id)
    const tagIds = (await database.db.select({ id: db.jobInfoTags.id }).from(db.jobInfoTags)).map(
      (row) => row.id,
    )
    // Each save changes one of the job's two types and one of its two tags (by `variant`), and
    // its title takes the request's number.
    const saveBody = (variant) => ({
      title: '経理マネージャー（連結決算）{n}',
      position: 'マネージャー',
      division: '財務経理部',
      industry_id: industryId,
      job_type_ids: [childTypes[0], childTypes[1 + (variant % (childTypes.length - 1))]],
      job_info_tag_ids: [tagIds[0], tagIds[1 + (variant % (tagIds.length - 1))]],
      prefecture_id: 13,
      work_place_description: '東京都港区',
      salary_min: 800,
      salary_max: 1200,
      job_description: '連結決算と開示業務の取りまとめをお任せします。',
      requirement: '連結決算の実務経験3年以上',
      duties_change_scope: '会社の定める業務',
      workplace_change_scope: '会社の定める事業所',
      recruitment_start_on: new Date().toISOString().slice(0, 10),
      recruitment_end_on: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
      status: 'open',
    })

    const timed = loadClients({ connections: clients })
    /** `requests`: per client, the requests it sends in turn. */
    async function load(name, requests) {
      const { latencies } = await timed.run({ concurrency: clients, seconds, requests })
      console.info(
        `${name.padEnd(58)} ${(latencies.length / seconds).toFixed(1).padStart(7)} req/s   p50 ${percentile(latencies, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(latencies, 95).toFixed(1).padStart(7)} ms`,
      )
    }
    const get = (url) => [[{ url: `${address}${url}`, headers }]]
    // Each client saves a job of its own, in turn with each of 10 variants.
    const put = (url) =>
      saveTargets.map(({ id }, client) =>
        Array.from({ length: 10 }, (_, variant) => ({
          method: 'PUT',
          url: `${address}${url}/${id}`,
          headers: jsonHeaders,
          body: JSON.stringify(saveBody(client * 10 + variant)),
        })),
      )

    await timed.run({ concurrency: 1, runs: 20, requests: get('/api/v3/client/job_infos') })
    const keyword = encodeURIComponent(KEYWORD)
    await load('list, first page', get('/api/v3/client/job_infos'))
    await load('  naive', get('/api/v3/bench/naive/job_infos'))
    await load(`list, page ${LATER_PAGE}`, get(`/api/v3/client/job_infos?page=${LATER_PAGE}`))
    await load('  naive', get(`/api/v3/bench/naive/job_infos?page=${LATER_PAGE}`))
    await load(`list, keyword ${KEYWORD}`, get(`/api/v3/client/job_infos?keyword=${keyword}`))
    await load('  naive', get(`/api/v3/bench/naive/job_infos?keyword=${keyword}`))
    await load('save (PUT /client/job_infos/{id})', put('/api/v3/client/job_infos'))
    await load('  naive', put('/api/v3/bench/naive/job_infos'))
    await timed.close()
  } finally {
    await app.close()
  }
} finally {
  await database.close()
  await rm(dataDir, { recursive: true, force: true })
}
