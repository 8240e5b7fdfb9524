import { open, readFile, rm } from 'node:fs/promises'
import path from 'node:path'

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}. ` +
        'Stop that process, or set DATA_DIR to another directory.',
    )
    this.name = 'DataDirInUseError'
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite has no lock of its own, and two processes writing one data directory damage it.
 * A lock file naming the owner's pid keeps a second `npm start` out; a lock left by a process
 * that died is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, 'kakehashi.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile, 'wx')
      await handle.writeFile(String(process.pid))
      await handle.close()
      return () => rm(lockFile, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim())
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(dataDir, owner)
      }
      await rm(lockFile, { force: true })
    }
  }
  throw new Error(`Could not lock ${dataDir}`)
}
