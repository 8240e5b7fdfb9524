import type { ChildProcess } from 'node:child_process'

export const ROOT: string

export function freePort(): Promise<number>

export interface PlatformProcess {
  child: ChildProcess
  port: number
  baseUrl: string
  /** Milliseconds from the launch until the ready path answered 200. */
  readyAt: number
  output(): string
  /** Sends the signal and resolves with the exit code once the process has gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

export function startPlatform(
  env?: Record<string, string | undefined>,
  options?: { readyPath?: string; timeoutMs?: number },
): Promise<PlatformProcess>

export function firstLink(
  baseUrl: string,
  listPath: string,
  pattern: RegExp,
  headers?: Record<string, string>,
): Promise<string | null>

export const DEMO_CANDIDATE: { email: string; password: string }

export function signIn(
  baseUrl: string,
  account?: { email: string; password: string },
): Promise<{ name: string; value: string; url: string }[]>
