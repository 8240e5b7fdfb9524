import {
  LINE_CALLBACK_PATH,
  LINE_NOT_LINKED_LOGIN_PATH,
  LINE_SUCCESS_PATH,
  type LineError,
  type LineIntent,
  type LineResult,
} from '@kakehashi/contracts'
import type { Db } from '@kakehashi/db'
import type { FastifyBaseLogger } from 'fastify'
import * as oidc from 'openid-client'
import type { Config } from '../../config.ts'
import { createSessionFor } from '../accounts/accounts-service.ts'
import { deriveFlowKey, LINE_FLOW_TTL_MS, openFlow, sealFlow } from './line-flow-cookie.ts'
import * as repository from './line-repository.ts'

export type LineConfig = NonNullable<Config['line']>

export interface LineDeps {
  db: Db
  line: LineConfig
  publicBaseUrl: string
  log: FastifyBaseLogger
}

/** How a callback ended; the route turns it into a redirect (and a session cookie). */
export type LineOutcome =
  | { kind: 'linked'; redirectPath: string | null }
  | { kind: 'signedIn'; token: string; redirectPath: string | null }
  | { kind: 'alreadyLinked'; redirectPath: string | null }
  | { kind: 'notLinked' }
  | { kind: 'failed'; redirectPath: string | null }

/** Scopes of LINE Login: `profile` is required by LINE for the ID token to carry the user. */
const SCOPE = 'openid profile'
// Discovery and the token call go to LINE during a visitor's navigation; never wait long.
const PROVIDER_TIMEOUT_SECONDS = 10

function successLocation(
  params: { result?: LineResult; error?: LineError },
  redirectPath: string | null,
) {
  const query = new URLSearchParams()
  if (params.result) query.set('result', params.result)
  if (params.error) query.set('error', params.error)
  if (redirectPath) query.set('redirect_url', redirectPath)
  return `${LINE_SUCCESS_PATH}?${query}`
}

/** Where the browser goes after a callback: always one of our pages, never the saved URL itself. */
export function locationFor(outcome: LineOutcome): string {
  switch (outcome.kind) {
    case 'linked':
      return successLocation({ result: 'linked' }, outcome.redirectPath)
    case 'signedIn':
      return successLocation({ result: 'signed_in' }, outcome.redirectPath)
    case 'alreadyLinked':
      return successLocation({ error: 'already_linked' }, outcome.redirectPath)
    case 'notLinked':
      return LINE_NOT_LINKED_LOGIN_PATH
    case 'failed':
      return successLocation({ error: 'failed' }, outcome.redirectPath)
  }
}

function describeError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) }
  return { name: error.name, message: error.message, code: (error as { code?: unknown }).code }
}

export type LineService = ReturnType<typeof createLineService>

/**
 * LINE Login as an OpenID Connect relying party: authorization code with PKCE, state and nonce.
 * One per app, so the provider's discovered configuration is fetched once and then reused.
 */
export function createLineService(deps: LineDeps) {
  const flowKey = deriveFlowKey(deps.line.channelSecret)
  const redirectUri = `${deps.publicBaseUrl}${LINE_CALLBACK_PATH}`
  let configuration: Promise<oidc.Configuration> | undefined

  function getConfiguration(): Promise<oidc.Configuration> {
    configuration ??= discover(deps.line).catch((error) => {
      // A provider outage must not stick: the next visitor tries discovery again.
      configuration = undefined
      throw error
    })
    return configuration
  }

  return {
    /**
     * The provider URL to send the browser to, and the sealed flow for the callback; on a
     * provider failure the visitor goes to the error page instead.
     */
    async startAuthorization(input: {
      intent: LineIntent
      redirectPath: string | null
      userId: number | null
    }): Promise<{ location: string; sealedFlow: string | null }> {
      let config: oidc.Configuration
      try {
        config = await getConfiguration()
      } catch (error) {
        deps.log.error({ err: describeError(error) }, 'LINE discovery failed')
        return {
          location: locationFor({ kind: 'failed', redirectPath: input.redirectPath }),
          sealedFlow: null,
        }
      }
      const codeVerifier = oidc.randomPKCECodeVerifier()
      const state = oidc.randomState()
      const nonce = oidc.randomNonce()
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      })
      const sealedFlow = sealFlow(flowKey, {
        state,
        nonce,
        codeVerifier,
        intent: input.intent,
        redirectPath: input.redirectPath,
        userId: input.intent === 'link' ? input.userId : null,
        expiresAt: Date.now() + LINE_FLOW_TTL_MS,
      })
      return { location: url.href, sealedFlow }
    },

    /** Checks the provider's answer against the sealed flow, then links or signs in. */
    async completeAuthorization(input: {
      search: string
      sealedFlow: string | undefined
      sessionUserId: number | null
      userAgent: string | null
    }): Promise<LineOutcome> {
      const flow = openFlow(flowKey, input.sealedFlow)
      if (!flow) {
        deps.log.warn('LINE callback without a valid flow cookie')
        return { kind: 'failed', redirectPath: null }
      }
      const { redirectPath } = flow
      // Linking acts on the account that asked for it; a sign-out or a different sign-in in
      // between must not attach the LINE account to someone else.
      if (flow.intent === 'link' && (flow.userId === null || flow.userId !== input.sessionUserId)) {
        deps.log.warn('LINE link callback without the session that started it')
        return { kind: 'failed', redirectPath }
      }

      let subject: string | undefined
      try {
        const config = await getConfiguration()
        const tokens = await oidc.authorizationCodeGrant(
          config,
          new URL(`${redirectUri}${input.search}`),
          {
            pkceCodeVerifier: flow.codeVerifier,
            expectedState: flow.state,
            expectedNonce: flow.nonce,
            idTokenExpected: true,
          },
        )
        subject = tokens.claims()?.sub
      } catch (error) {
        deps.log.warn({ err: describeError(error) }, 'LINE authorization failed')
        return { kind: 'failed', redirectPath }
      }
      if (!subject) return { kind: 'failed', redirectPath }

      if (flow.intent === 'link') {
        const userId = flow.userId as number
        if (await repository.insertLineIdentity(deps.db, { userId, subject })) {
          return { kind: 'linked', redirectPath }
        }
        // Linking the same LINE account again is harmless; anything else would silently move
        // or replace a link, so the visitor must unlink first.
        const owner = await repository.findUserIdBySubject(deps.db, subject)
        return owner === userId
          ? { kind: 'linked', redirectPath }
          : { kind: 'alreadyLinked', redirectPath }
      }

      const userId = await repository.findUserIdBySubject(deps.db, subject)
      if (userId === null) return { kind: 'notLinked' }
      const token = await createSessionFor({ db: deps.db }, userId, input.userAgent)
      return { kind: 'signedIn', token, redirectPath }
    },

    async isLinked(userId: number): Promise<boolean> {
      return (await repository.findSubjectOfUser(deps.db, userId)) !== null
    },

    /** Idempotent: unlinking an account that has no link is not an error. */
    async unlink(userId: number): Promise<void> {
      await repository.deleteLineIdentityOfUser(deps.db, userId)
    },
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

function discover(line: LineConfig): Promise<oidc.Configuration> {
  const issuer = new URL(line.issuer)
  return oidc.discovery(issuer, line.channelId, line.channelSecret, oidc.ClientSecretPost(), {
    timeout: PROVIDER_TIMEOUT_SECONDS,
    // LINE itself is HTTPS. Plain HTTP is for a provider on this machine (tests, local
    // development); anywhere else it would expose the client secret, so it stays refused.
    execute:
      issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname)
        ? [oidc.allowInsecureRequests]
        : [],
  })
}
