import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '../../lib/i18n'
import { CandidateHighlights, HighlightedText, matchedWords } from './highlighted-excerpt'

/** The text a reader sees: emotion's inline style elements and the tags left out. */
const textOf = (html: string) =>
  html.replace(/<style[^>]*>.*?<\/style>/g, '').replace(/<[^>]+>/g, '')
const marks = (html: string) => [...html.matchAll(/<mark[^>]*>(.*?)<\/mark>/g)].map((m) => m[1])

describe('highlighted excerpts', () => {
  it('marks each matched word, joining ranges that overlap or touch', () => {
    const html = renderToStaticMarkup(
      <HighlightedText
        text="連結決算とIFRS対応の経理業務"
        ranges={[
          [12, 14],
          [5, 9],
          [0, 2],
          [2, 4],
          [6, 8],
        ]}
      />,
    )
    expect(marks(html)).toEqual(['連結決算', 'IFRS', '経理'])
    expect(textOf(html)).toBe('連結決算とIFRS対応の経理業務')
  })

  it('writes the text as text, and ignores ranges outside it', () => {
    const html = renderToStaticMarkup(
      <HighlightedText
        text="<b>経理</b> 𠮷野家"
        ranges={[
          [3, 5],
          [-4, 0],
          [40, 50],
        ]}
      />,
    )
    expect(html).toContain('&lt;b&gt;')
    expect(marks(html)).toEqual(['経理'])
  })

  it('names the matched words for screen readers and counts the excerpts not shown', () => {
    const highlights = [
      {
        field: 'career' as const,
        text: '経理マネージャー',
        ranges: [[0, 2]] as [number, number][],
      },
      {
        field: 'self_pr' as const,
        text: 'IFRS導入と経理',
        ranges: [
          [0, 4],
          [7, 9],
        ] as [number, number][],
      },
      { field: 'skill' as const, text: 'IFRS', ranges: [[0, 4]] as [number, number][] },
      { field: 'wish' as const, text: '経理部長', ranges: [[0, 2]] as [number, number][] },
    ]
    expect(matchedWords(highlights)).toEqual(['経理', 'IFRS'])
    const html = renderToStaticMarkup(
      <I18nProvider locale="ja">
        <CandidateHighlights highlights={highlights} max={3} />
      </I18nProvider>,
    )
    expect(html).toContain('一致したキーワード: 経理、IFRS')
    expect(html).toContain('ほか1箇所で一致')
    expect(html).not.toContain('経理部長')
  })
})
