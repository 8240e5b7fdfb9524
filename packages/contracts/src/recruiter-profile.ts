import { z } from 'zod'
import { PROFILE_ICON_MAX_BYTES } from './recruiter-constants.ts'
import { universitiesSuggestResponseSchema } from './reference.ts'
import { BYTES_PER_MB, fileSchema } from './validation/file.ts'
import { emailSchema } from './validation/formats.ts'
import { idSchema } from './validation/id.ts'
import { textSchema } from './validation/text.ts'

// What a recruiter tells candidates about themselves (spec section 3, Client profile), their
// sign-in address and, for agents, the tags their firm's specialities are found by.

/** The self PR may run longer than the common text limit. */
export const RECRUITER_SELF_PR_MAX_LENGTH = 2500

/** The icon limit in the unit the file-size message states. */
export const PROFILE_ICON_MAX_MB = PROFILE_ICON_MAX_BYTES / BYTES_PER_MB

export const recruiterProfileSchema = z
  .object({
    display_name: z.string(),
    university_text: z.string(),
    self_pr: z.string(),
    former_job: z.string(),
    /** The icon endpoint's address with a version, or null without an icon. */
    icon_url: z.string().nullable(),
    email: z.string(),
    /** An address awaiting confirmation from its mailbox; the sign-in address until then is `email`. */
    pending_email: z.string().nullable(),
    /** Agents only; always empty for company recruiters. */
    agent_tag_ids: z.array(z.number().int()),
  })
  .meta({ id: 'RecruiterProfile' })
export type RecruiterProfile = z.infer<typeof recruiterProfileSchema>

/** Multipart flags arrive as text; the web form holds a boolean. */
function toFlag(value: unknown): unknown {
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0' || value === '') return false
  return value
}

/**
 * The fields of the profile form, checked by the page before sending and by the API on the
 * multipart body (`icon` there is the upload's size). A field left out stays as it is.
 */
export const recruiterProfileBodySchema = z
  .object({
    display_name: textSchema().optional(),
    university_text: textSchema().optional(),
    former_job: textSchema().optional(),
    self_pr: textSchema({ max: RECRUITER_SELF_PR_MAX_LENGTH }).optional(),
    email: emailSchema({ required: true }).optional(),
    agent_tag_ids: z.array(idSchema()).max(100).optional(),
    remove_icon: z.preprocess(toFlag, z.boolean()).optional(),
    icon: fileSchema(PROFILE_ICON_MAX_MB).optional(),
  })
  .meta({ id: 'RecruiterProfileBody' })
export type RecruiterProfileBody = z.infer<typeof recruiterProfileBodySchema>

export const agentTagSchema = z
  .object({ id: z.number().int(), name: z.string(), name_en: z.string() })
  .meta({ id: 'AgentTag' })
export type AgentTag = z.infer<typeof agentTagSchema>

export const agentTagsResponseSchema = z
  .object({ agent_tags: z.array(agentTagSchema) })
  .meta({ id: 'AgentTagsResponse' })

/** The university picker of the profile form: the public suggestion list, for recruiters. */
export const recruiterUniversitiesResponseSchema = universitiesSuggestResponseSchema

export const emailChangeConfirmationSchema = z
  .object({ email: z.string().meta({ description: 'The sign-in address from now on' }) })
  .meta({ id: 'EmailChangeConfirmation' })
