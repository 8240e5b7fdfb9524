// The recruiter's job management under load: the job list (first page, a later page, a keyword)
// and saving a job (PUT), for an organisation with 10,000 jobs among 20,000, each beside a naive
// version of the same work measured in the same run.
//
//   npm run bench:job-management [-- --clients 10 --seconds 5 --jobs 10000]
//
// Builds a fresh database (embedded PGlite in a temporary directory, or the PostgreSQL of
// DATABASE_URL, which should be an empty database made for the run), seeds the jobs, then
// serves the API in this process on a loopback port (no web build needed) and times each call
// from `--clients` concurrent clients over HTTP.
//
// The naive versions, served beside the real routes on the same server:
// - list and keyword: the page, an exact count of the list and the state counts, planned without
//   any index (set local enable_indexscan / enable_bitmapscan off): an OFFSET scan and sort of
//   the whole table, the keyword tested on every row's text instead of through the gram index;
// - save: the same work one row at a time: a query per job type and tag name, the links deleted
//   and inserted one by one, the answer read back with a query per name.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { register } from 'tsx/esm/api'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 && args[index + 1] !== undefined ? args[index + 1] : fallback
}
const clients = Number(option('clients', 10))
const seconds = Number(option('seconds', 5))
const ownJobs = Number(option('jobs', 10_000))
const otherJobs = ownJobs
const KEYWORD = '経理'
const LATER_PAGE = 200

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

register()
const db = await import('../packages/db/src/index.ts')
const { composeJob, archetypesFor } = await import('../packages/db/src/seed/job-content.ts')
const { createRandom } = await import('../packages/db/src/seed/random.ts')
const { buildApp } = await import('../apps/api/src/app.ts')
const { loadConfig } = await import('../apps/api/src/config.ts')
const { createSessionFor } = await import('../apps/api/src/modules/accounts/accounts-service.ts')
const repository = await import(
  '../apps/api/src/modules/job-management/job-management-repository.ts'
)
const { sql, eq, and } = await import('drizzle-orm')

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

/** The list with a count of its own, planned without indexes. */
async function naiveList(organisationId, query) {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_indexscan = off`)
    await tx.execute(sql`set local enable_bitmapscan = off`)
    await tx.execute(sql`set local enable_indexonlyscan = off`)
    const filters = { keyword: query.keyword }
    const window = { limit: 20, offset: (query.page - 1) * 20 }
    const rows = await repository.listOwnJobs(tx, organisationId, filters, 'updated_at', window)
    const total = await repository.countOwnJobs(tx, organisationId, filters)
    const byStatus = await repository.countOwnJobsByStatus(tx, organisationId)
    return { job_infos: rows, total_count: total, status_counts: Object.fromEntries(byStatus) }
  })
}

/** The same save, one row at a time. */
async function naiveSave(organisationId, id, body) {
  const d = database.db
  const [owned] = await d
    .select({ id: db.jobInfos.id })
    .from(db.jobInfos)
    .where(and(eq(db.jobInfos.id, id), eq(db.jobInfos.organisationId, organisationId)))
  if (!owned) throw new Error('not found')
  const typeNames = []
  for (const typeId of body.job_type_ids) {
    const [type] = await d.select().from(db.jobTypes).where(eq(db.jobTypes.id, typeId))
    typeNames.push(type.name)
  }
  const [industry] = await d
    .select()
    .from(db.industries)
    .where(eq(db.industries.id, body.industry_id))
  const [prefecture] = await d
    .select()
    .from(db.prefectures)
    .where(eq(db.prefectures.id, body.prefecture_id))
  const document = db.jobSearchDocument(
    {
      title: body.title,
      position: body.position,
      industryName: industry.name,
      prefectureName: prefecture.name,
      jobTypeNames: typeNames,
      jobDescription: body.job_description,
      requirement: body.requirement,
    },
    { hideCompany: false },
  )
  await d
    .update(db.jobInfos)
    .set({ title: body.title, jobDescription: body.job_description, ...document })
    .where(eq(db.jobInfos.id, id))
  const links = await d
    .select()
    .from(db.jobInfoJobTypes)
    .where(eq(db.jobInfoJobTypes.jobInfoId, id))
  for (const link of links) {
    await d
      .delete(db.jobInfoJobTypes)
      .where(
        and(eq(db.jobInfoJobTypes.jobInfoId, id), eq(db.jobInfoJobTypes.jobTypeId, link.jobTypeId)),
      )
  }
  for (const jobTypeId of body.job_type_ids) {
    await d.insert(db.jobInfoJobTypes).values({ jobInfoId: id, jobTypeId })
  }
  const [job] = await d.select().from(db.jobInfos).where(eq(db.jobInfos.id, id))
  const types = []
  for (const jobTypeId of body.job_type_ids) {
    const [type] = await d.select().from(db.jobTypes).where(eq(db.jobTypes.id, jobTypeId))
    types.push(type)
  }
  const { searchGrams: _grams, ...rest } = job
  return { ...rest, job_types: types }
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
  await database.executeSql('analyze')
  const seeded = ((performance.now() - started) / 1000).toFixed(1)

  const app = await buildApp(loadConfig(env), { database, logger: false })
  app.get('/bench/naive/job_infos', async (request) =>
    naiveList(organisation.id, {
      page: Number(request.query.page ?? 1),
      keyword: request.query.keyword,
    }),
  )
  app.put('/bench/naive/job_infos/:id', async (request) =>
    naiveSave(organisation.id, Number(request.params.id), request.body),
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
    const saveBody = (n) => ({
      title: `経理マネージャー（連結決算）${n}`,
      position: 'マネージャー',
      division: '財務経理部',
      industry_id: industryId,
      job_type_ids: [childTypes[n % childTypes.length], childTypes[(n + 7) % childTypes.length]],
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

    async function load(name, call) {
      const latencies = []
      const deadline = performance.now() + seconds * 1000
      let sequence = 0
      await Promise.all(
        Array.from({ length: clients }, async (_, client) => {
          while (performance.now() < deadline) {
            const begun = performance.now()
            const response = await call(client, sequence++)
            await response.arrayBuffer()
            if (!response.ok) throw new Error(`${name} answered ${response.status}`)
            latencies.push(performance.now() - begun)
          }
        }),
      )
      latencies.sort((a, b) => a - b)
      console.info(
        `${name.padEnd(58)} ${(latencies.length / seconds).toFixed(1).padStart(7)} req/s   p50 ${percentile(latencies, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(latencies, 95).toFixed(1).padStart(7)} ms`,
      )
    }
    const get = (url) => () => fetch(`${address}${url}`, { headers })
    const put = (url) => (client, n) =>
      fetch(`${address}${url}/${saveTargets[client].id}`, {
        method: 'PUT',
        headers: jsonHeaders,
        body: JSON.stringify(saveBody(n)),
      })

    for (let i = 0; i < 20; i++) await get('/api/v3/client/job_infos')()
    const keyword = encodeURIComponent(KEYWORD)
    await load('list, first page', get('/api/v3/client/job_infos'))
    await load('  naive: no index', get('/bench/naive/job_infos'))
    await load(`list, page ${LATER_PAGE}`, get(`/api/v3/client/job_infos?page=${LATER_PAGE}`))
    await load('  naive: no index', get(`/bench/naive/job_infos?page=${LATER_PAGE}`))
    await load(`list, keyword ${KEYWORD}`, get(`/api/v3/client/job_infos?keyword=${keyword}`))
    await load('  naive: no index', get(`/bench/naive/job_infos?keyword=${keyword}`))
    await load('save (PUT /client/job_infos/{id})', put('/api/v3/client/job_infos'))
    await load('  naive: one row at a time', put('/bench/naive/job_infos'))
  } finally {
    await app.close()
  }
} finally {
  await database.close()
  await rm(dataDir, { recursive: true, force: true })
}
