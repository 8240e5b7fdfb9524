import type { ScoutTemplateType } from '@kakehashi/contracts'
import { type DbOrTx, type ScoutTemplateRow, scoutTemplates } from '@kakehashi/db'
import { and, desc, eq, sql } from 'drizzle-orm'

// The only SQL of scout templates. Every statement is scoped to the organisation, so another
// organisation's template is not found.

const templates = scoutTemplates

export type { ScoutTemplateRow }

export interface ScoutTemplateValues {
  templateType: ScoutTemplateType
  name: string
  mailSubject: string
  body: string
}

const ofOrganisation = (organisationId: number) => eq(templates.organisationId, organisationId)

export function listScoutTemplates(
  db: DbOrTx,
  organisationId: number,
  templateType?: ScoutTemplateType,
): Promise<ScoutTemplateRow[]> {
  return db
    .select()
    .from(templates)
    .where(
      and(
        ofOrganisation(organisationId),
        templateType ? eq(templates.templateType, templateType) : undefined,
      ),
    )
    .orderBy(desc(templates.updatedAt), desc(templates.id))
}

export async function findScoutTemplate(
  db: DbOrTx,
  organisationId: number,
  id: number,
): Promise<ScoutTemplateRow | null> {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(ofOrganisation(organisationId), eq(templates.id, id)))
  return row ?? null
}

export async function findScoutTemplateByRequest(
  db: DbOrTx,
  organisationId: number,
  clientRequestId: string,
): Promise<ScoutTemplateRow | null> {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(ofOrganisation(organisationId), eq(templates.clientRequestId, clientRequestId)))
  return row ?? null
}

export async function countScoutTemplates(db: DbOrTx, organisationId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(templates)
    .where(ofOrganisation(organisationId))
  return row?.total ?? 0
}

export async function insertScoutTemplate(
  db: DbOrTx,
  organisationId: number,
  values: ScoutTemplateValues & { clientRequestId: string | null },
): Promise<ScoutTemplateRow> {
  const [row] = await db
    .insert(templates)
    .values({ ...values, organisationId })
    .returning()
  return row!
}

export async function updateScoutTemplate(
  db: DbOrTx,
  organisationId: number,
  id: number,
  values: ScoutTemplateValues,
): Promise<ScoutTemplateRow | null> {
  const [row] = await db
    .update(templates)
    .set(values)
    .where(and(ofOrganisation(organisationId), eq(templates.id, id)))
    .returning()
  return row ?? null
}

export async function deleteScoutTemplate(
  db: DbOrTx,
  organisationId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(templates)
    .where(and(ofOrganisation(organisationId), eq(templates.id, id)))
    .returning({ id: templates.id })
  return rows.length > 0
}
