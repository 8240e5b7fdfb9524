import { bannerJobInfos, type DbOrTx, jobInfos } from '@kakehashi/db'
import { asc, count, eq, sql } from 'drizzle-orm'
import type { PageWindow } from '../../lib/paging.ts'
import { publicJobCondition } from './public-job.ts'

// Banner jobs as administrators place them: every banner, whatever its job's state.

export interface BannerValues {
  jobInfoId: number
  transactionId: string
  triggerPhrases: string[]
  triggerWords: string[]
  position: number
}

const bannerRow = {
  id: bannerJobInfos.id,
  jobInfoId: bannerJobInfos.jobInfoId,
  jobTitle: jobInfos.title,
  isShown: sql<boolean>`coalesce(${publicJobCondition()}, false)`,
  transactionId: bannerJobInfos.transactionId,
  triggerPhrases: bannerJobInfos.triggerPhrases,
  position: bannerJobInfos.position,
  updatedAt: bannerJobInfos.updatedAt,
}

/** Banners with one of the (normalised) words among their trigger words; all without words. */
const withWords = (words: readonly string[]) =>
  words.length > 0
    ? sql`${bannerJobInfos.triggerWords} && ${sql.param([...words])}::text[]`
    : undefined

export function listBanners(db: DbOrTx, words: readonly string[], window: PageWindow) {
  return db
    .select(bannerRow)
    .from(bannerJobInfos)
    .innerJoin(jobInfos, eq(jobInfos.id, bannerJobInfos.jobInfoId))
    .where(withWords(words))
    .orderBy(asc(bannerJobInfos.position), asc(bannerJobInfos.id))
    .limit(window.limit)
    .offset(window.offset)
}

export async function countBanners(db: DbOrTx, words: readonly string[]) {
  const [row] = await db.select({ n: count() }).from(bannerJobInfos).where(withWords(words))
  return row?.n ?? 0
}

export type BannerRow = Awaited<ReturnType<typeof listBanners>>[number]

export async function findBanner(db: DbOrTx, id: number): Promise<BannerRow | undefined> {
  const [row] = await db
    .select(bannerRow)
    .from(bannerJobInfos)
    .innerJoin(jobInfos, eq(jobInfos.id, bannerJobInfos.jobInfoId))
    .where(eq(bannerJobInfos.id, id))
  return row
}

export async function jobExists(db: DbOrTx, jobInfoId: number) {
  const [row] = await db
    .select({ id: jobInfos.id })
    .from(jobInfos)
    .where(eq(jobInfos.id, jobInfoId))
  return row !== undefined
}

export async function insertBanner(db: DbOrTx, values: BannerValues) {
  const [row] = await db.insert(bannerJobInfos).values(values).returning({ id: bannerJobInfos.id })
  return row!.id
}

export async function updateBanner(db: DbOrTx, id: number, values: BannerValues) {
  await db
    .update(bannerJobInfos)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(bannerJobInfos.id, id))
}

export async function deleteBanner(db: DbOrTx, id: number) {
  await db.delete(bannerJobInfos).where(eq(bannerJobInfos.id, id))
}
