import { findTemplateProblems, type ScoutTemplateType } from '@kakehashi/contracts'
import { count, eq } from 'drizzle-orm'
import type { Tx } from '../client.ts'
import { scoutTemplates } from '../schema/index.ts'
import type { WorkspaceSeedContext } from './recruiter-workspace.ts'

interface SeedTemplate {
  templateType: ScoutTemplateType
  name: string
  mailSubject: string
  body: string
}

const companyFirstScout = (role: string): SeedTemplate => ({
  templateType: 'normal',
  name: `${role}候補の方へ（初回）`,
  mailSubject: '【{{company_name}}】{{position_name}}ポジションのご案内',
  body: `{{job_seeker_name}}様

はじめまして。{{company_name}}の採用担当です。
ご経歴を拝見し、{{position_name}}としてご活躍いただけるのではないかと考え、ご連絡いたしました。

{{scout_body}}

まずはカジュアルにお話しできれば幸いです。ご興味をお持ちいただけましたら、ご返信ください。`,
})

const reminder: SeedTemplate = {
  templateType: 'remind',
  name: '未返信の方への再送',
  mailSubject: '【再送】{{scout_title}}',
  body: `{{job_seeker_name}}様

先日お送りしたスカウトについて、改めてご連絡いたしました。
{{position_name}}のポジションは現在も募集しております。

{{scout_body}}

ご都合のよいときにご返信いただけましたら幸いです。`,
}

const agentFirstScout: SeedTemplate = {
  templateType: 'normal',
  name: '非公開求人のご紹介',
  mailSubject: '{{company_name}}より非公開求人のご紹介',
  body: `{{job_seeker_name}}様

{{company_name}}のキャリアコンサルタントです。
ご経歴に合う非公開求人（{{position_name}}）がございます。

{{scout_body}}

オンラインでの面談も可能です。お気軽にご返信ください。`,
}

// Each demo organisation has first-scout templates and a reminder, so the template pages and
// the scout form have something to choose from.
const SEED_TEMPLATES: Record<string, SeedTemplate[]> = {
  mirai: [companyFirstScout('経理マネージャー'), companyFirstScout('財務企画'), reminder],
  sakura: [companyFirstScout('法務'), reminder],
  aozora: [companyFirstScout('ITコンサルタント'), reminder],
  bridge: [agentFirstScout, reminder],
  nextlink: [agentFirstScout, reminder],
}

/**
 * Demo scout templates. An organisation that has any template already is left alone, so a
 * second run adds nothing and templates a demo user deleted do not come back.
 */
export async function seedScoutTemplates(tx: Tx, context: WorkspaceSeedContext): Promise<void> {
  for (const [key, templates] of Object.entries(SEED_TEMPLATES)) {
    const organisationId = context.organisationIds.get(key)
    if (organisationId === undefined) continue
    const [existing] = await tx
      .select({ total: count() })
      .from(scoutTemplates)
      .where(eq(scoutTemplates.organisationId, organisationId))
    if ((existing?.total ?? 0) > 0) continue
    for (const template of templates) {
      for (const text of [template.mailSubject, template.body]) {
        if (findTemplateProblems(text).length > 0) {
          throw new Error(`Seed scout template ${template.name} has a bad variable`)
        }
      }
    }
    await tx
      .insert(scoutTemplates)
      .values(templates.map((template) => ({ ...template, organisationId })))
  }
}
