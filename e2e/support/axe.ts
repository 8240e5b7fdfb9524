import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * The serious and critical WCAG 2.1 A/AA problems axe-core finds on the page at rest: the pointer
 * is moved off the content and running transitions end first, so a hover tint left by the last
 * click or a colour on its way is not what gets checked.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0)
  // Colours halfway through a transition (a button turning enabled as the page hydrates, a
  // hover tint fading) are not what a reader meets: finite transitions and animations end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  // Evaluated through the debugging protocol rather than as an inline <script>, which the
  // page's content security policy refuses.
  await page.evaluate(axeSource)
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: unknown) => Promise<{ violations: unknown[] }> }
      }
    ).axe
    return (
      await axe.run(document, {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
        },
      })
    ).violations
  })) as {
    id: string
    impact: string | null
    help: string
    nodes: { target: string[]; html: string }[]
  }[]
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.impact} ${violation.id}: ${violation.help} at ${node.target.join(' ')} (${node.html.slice(0, 160)})`,
      ),
    )
}
