import {
  type AgentTag,
  API_PREFIX,
  type Locale,
  PROFILE_ICON_MAX_MB,
  type RecruiterProfile,
  type RecruiterProfileBody,
  VALIDATION_MESSAGES,
  type ValidationMessageKey,
} from '@kakehashi/contracts'
import type { Db, DbOrTx } from '@kakehashi/db'
import { catalogues, translate } from '@kakehashi/i18n'
import { AppError, type AppErrorIssue, fieldIssue, notFound } from '../../errors/app-error.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import type { FileStorage } from '../../lib/file-storage.ts'
import type { MailToSend } from '../accounts/account-mails.ts'
import { deleteSessionsOfUser } from '../accounts/accounts-repository.ts'
import { generateToken, hashToken } from '../accounts/tokens.ts'
import { sniffImageType } from '../candidate-privacy/file-type.ts'
import { notifyUser } from '../notifications/notifications-service.ts'
import * as repository from './recruiter-profile-repository.ts'

export interface RecruiterProfileDeps {
  db: Db
  storage: FileStorage
  /** Queues a mail; delivery happens in the background. */
  sendMail(mail: MailToSend): Promise<void>
  baseUrl: string
}

/** As long as the sign-up confirmation link: the owner may read the mail the next day. */
const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000
/** A second save with the same new address this soon (a double click) sends no second mail. */
const EMAIL_CHANGE_RESEND_AFTER_MS = 60 * 1000

const ICON_PREFIX = 'recruiter-icons'

/** The link of the e-mail change mail: the recruiter area's confirmation page. */
export const EMAIL_CHANGE_CONFIRM_PATH = '/client/email_change/confirm'

const refused = (field: string, key: ValidationMessageKey, params?: AppErrorIssue['params']) =>
  new AppError('validationFailed', 'Invalid field', [fieldIssue(['body', field], key, params)])

/** The file-size issue carries its limit, so the message can say it, as for resumes. */
export const iconTooLarge = () =>
  refused('icon', VALIDATION_MESSAGES.fileTooLarge, { max: PROFILE_ICON_MAX_MB })

/** The icon's address; the version changes with every save, so a new icon is fetched anew. */
function iconUrl(userId: number, profile: repository.RecruiterProfileRow | undefined) {
  if (!profile?.iconKey) return null
  return `${API_PREFIX}/client/profile_icons/${userId}?v=${profile.updatedAt.getTime()}`
}

export async function getProfile(db: DbOrTx, userId: number): Promise<RecruiterProfile> {
  const [account, profile, agentTagIds, pending] = await Promise.all([
    repository.findRecruiterAccount(db, userId),
    repository.findProfile(db, userId),
    repository.listAgentTagIdsOf(db, userId),
    repository.findPendingEmailChange(db, userId),
  ])
  if (!account) throw notFound('Recruiter')
  return {
    display_name: profile?.displayName ?? '',
    university_text: profile?.universityText ?? '',
    self_pr: profile?.selfPr ?? '',
    former_job: profile?.formerJob ?? '',
    icon_url: iconUrl(userId, profile),
    email: account.email,
    pending_email: pending && pending.newEmail !== account.email ? pending.newEmail : null,
    agent_tag_ids: account.roleType === 'Agent' ? agentTagIds : [],
  }
}

export interface ProfileUpdate {
  fields: Omit<RecruiterProfileBody, 'icon'>
  /** The uploaded icon's bytes, already within the size limit. */
  icon?: Buffer
  locale: Locale
}

/** The new address, when the body asks for one that differs from the sign-in address. */
async function emailChangeOf(db: DbOrTx, userId: number, current: string, email?: string) {
  const requested = email?.trim().toLowerCase()
  if (!requested || requested === current) return null
  if (await repository.isEmailTaken(db, requested, userId)) {
    throw refused('email', VALIDATION_MESSAGES.alreadyRegistered)
  }
  const pending = await repository.findPendingEmailChange(db, userId)
  const isRepeat =
    pending?.newEmail === requested &&
    Date.now() - pending.createdAt.getTime() < EMAIL_CHANGE_RESEND_AFTER_MS
  return isRepeat ? null : requested
}

async function checkAgentTags(db: DbOrTx, ids: readonly number[]) {
  const unique = [...new Set(ids)]
  if ((await repository.countAgentTags(db, unique)) !== unique.length) {
    throw refused('agent_tag_ids', VALIDATION_MESSAGES.invalid)
  }
  return unique
}

/**
 * Saves the profile. A new icon is stored before the row points at it and the old file goes
 * only once the row no longer does; a new e-mail address waits for its mailbox to confirm it.
 */
export async function updateProfile(
  deps: RecruiterProfileDeps,
  userId: number,
  update: ProfileUpdate,
): Promise<RecruiterProfile> {
  const { db, storage } = deps
  const { fields } = update
  const account = await repository.findRecruiterAccount(db, userId)
  if (!account) throw notFound('Recruiter')
  const isAgent = account.roleType === 'Agent'
  const agentTagIds =
    isAgent && fields.agent_tag_ids ? await checkAgentTags(db, fields.agent_tag_ids) : null
  const newEmail = await emailChangeOf(db, userId, account.email, fields.email)
  const iconType = update.icon ? sniffImageType(update.icon) : null
  if (update.icon && !iconType) throw refused('icon', VALIDATION_MESSAGES.imageType)

  const iconKey =
    update.icon && iconType ? await storage.put(ICON_PREFIX, update.icon, iconType) : null
  const emailToken = newEmail ? generateToken() : null
  let replacedKey: string | null
  try {
    replacedKey = await db.transaction(async (tx) => {
      const previousKey = await repository.upsertProfile(tx, userId, {
        ...(fields.display_name === undefined ? {} : { displayName: fields.display_name }),
        ...(fields.university_text === undefined ? {} : { universityText: fields.university_text }),
        ...(fields.self_pr === undefined ? {} : { selfPr: fields.self_pr }),
        ...(fields.former_job === undefined ? {} : { formerJob: fields.former_job }),
        ...(iconKey
          ? { iconKey, iconContentType: iconType }
          : fields.remove_icon
            ? { iconKey: null, iconContentType: null }
            : {}),
      })
      if (agentTagIds) await repository.replaceAgentTags(tx, userId, agentTagIds)
      if (newEmail && emailToken) {
        await repository.replaceEmailChangeToken(tx, {
          userId,
          newEmail,
          tokenHash: hashToken(emailToken),
          expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
        })
      }
      return iconKey || fields.remove_icon ? previousKey : null
    })
  } catch (error) {
    if (iconKey) await storage.delete(iconKey)
    throw error
  }
  if (replacedKey) await storage.delete(replacedKey)
  if (newEmail && emailToken) {
    await deps.sendMail(composeEmailChangeMail(update.locale, newEmail, deps.baseUrl, emailToken))
  }
  return getProfile(db, userId)
}

function composeEmailChangeMail(
  locale: Locale,
  to: string,
  baseUrl: string,
  token: string,
): MailToSend {
  const messages = catalogues[locale]
  const link = `${baseUrl}${EMAIL_CHANGE_CONFIRM_PATH}?token=${token}`
  return {
    to,
    subject: translate(messages, 'recruiterProfile', 'mail.subject'),
    text: translate(messages, 'recruiterProfile', 'mail.body', { link }),
  }
}

/**
 * Follows the mailed link: the address it carries becomes the sign-in address, every other
 * session of the user ends, as after a password change, and the recruiter's notifications
 * record the change. Only the recruiter who asked for the change can use the link.
 */
export async function confirmEmailChange(
  db: Db,
  input: { userId: number; sessionId: number; token: string },
): Promise<{ email: string }> {
  try {
    return await db.transaction(async (tx) => {
      const email = await repository.consumeEmailChangeToken(
        tx,
        hashToken(input.token),
        input.userId,
      )
      if (email === null) throw new AppError('invalidToken', 'This link has expired or was used')
      await repository.updateEmail(tx, input.userId, email)
      await deleteSessionsOfUser(tx, input.userId, input.sessionId)
      // A single-use token: the change happens once, so no dedupe key is needed.
      await notifyUser(tx, {
        userId: input.userId,
        kind: 'email_changed',
        params: { email },
        linkPath: '/client/profile',
        dedupeKey: null,
      })
      return { email }
    })
  } catch (error) {
    // Someone signed up with the address after the link was sent.
    if (isUniqueViolation(error)) {
      throw new AppError('validationFailed', 'The address is taken', [
        fieldIssue(['body', 'token'], VALIDATION_MESSAGES.alreadyRegistered),
      ])
    }
    throw error
  }
}

/** The icon of a recruiter of the caller's organisation; anyone else's answers 404. */
export async function readIcon(
  db: DbOrTx,
  storage: FileStorage,
  organisationId: number,
  userId: number,
): Promise<{ bytes: Buffer; contentType: string }> {
  const icon = await repository.findIcon(db, organisationId, userId)
  if (!icon) throw notFound('Icon')
  const bytes = await storage.get(icon.key)
  if (!bytes) throw notFound('Icon')
  return { bytes, contentType: icon.contentType }
}

export async function listAgentTags(db: DbOrTx): Promise<{ agent_tags: AgentTag[] }> {
  const rows = await repository.listAgentTags(db)
  return {
    agent_tags: rows.map((row) => ({ id: row.id, name: row.name, name_en: row.nameEn })),
  }
}
